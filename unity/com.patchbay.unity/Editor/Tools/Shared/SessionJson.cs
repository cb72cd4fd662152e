using Newtonsoft.Json;
using Newtonsoft.Json.Linq;
using UnityEditor;

namespace Patchbay.Editor.Tools.Shared
{
    /// <summary>
    /// A JSON object kept in SessionState: it survives domain reloads (not an editor restart), which is how
    /// jobs that span a reload (compile, package changes) find their state again in the new domain.
    /// </summary>
    public static class SessionJson
    {
        /// <summary>The object under <paramref name="key"/>; an empty one when absent or unreadable.</summary>
        public static JObject Load(string key)
        {
            var text = SessionState.GetString(key, string.Empty);
            if (!string.IsNullOrEmpty(text))
            {
                try
                {
                    return JObject.Parse(text);
                }
                catch (JsonException)
                {
                }
            }

            return new JObject();
        }

        /// <summary>Stores <paramref name="value"/>; an empty object erases the key.</summary>
        public static void Save(string key, JObject value)
        {
            if (value.Count == 0)
            {
                SessionState.EraseString(key);
            }
            else
            {
                SessionState.SetString(key, value.ToString(Formatting.None));
            }
        }
    }
}
