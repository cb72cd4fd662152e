using Patchbay.Shared.Calls;
using UnityEditor;

namespace Patchbay.Editor.Startup
{
    /// <summary>The call record's storage in Unity: SessionState survives domain reloads, not editor restarts.</summary>
    internal sealed class SessionStateStore : IKeyValueStore
    {
        public string GetString(string key, string defaultValue)
        {
            return SessionState.GetString(key, defaultValue);
        }

        public void SetString(string key, string value)
        {
            SessionState.SetString(key, value);
        }

        public void Erase(string key)
        {
            SessionState.EraseString(key);
        }
    }
}
