using System.Collections.Generic;

namespace Patchbay.Shared.Calls
{
    /// <summary>An <see cref="IKeyValueStore"/> in memory, for tests and for hosts without SessionState.</summary>
    public sealed class MemoryKeyValueStore : IKeyValueStore
    {
        private readonly Dictionary<string, string> _values = new Dictionary<string, string>();

        public int Count
        {
            get { return _values.Count; }
        }

        public string GetString(string key, string defaultValue)
        {
            string value;
            return _values.TryGetValue(key, out value) ? value : defaultValue;
        }

        public void SetString(string key, string value)
        {
            _values[key] = value;
        }

        public void Erase(string key)
        {
            _values.Remove(key);
        }
    }
}
