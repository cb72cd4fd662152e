using UnityEngine.Internal;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/PlayerPrefs/PlayerPrefs.bindings.cs (signatures; the Set
    // members throw PlayerPrefsException when the store refuses the value). Native and not thread-safe in Unity:
    // off the main thread they throw UnityException. Kept per project in memory and in
    // Library/HeadlessPlayerPrefs.json (Internal/PlayerPrefsStore.cs), each value with its kind: a key read as another
    // kind gives the default.
    public class PlayerPrefs
    {
        public static void SetInt(string key, int value) { if (!PlayerPrefsStore.Set("SetInt", key, PlayerPrefsStore.Kind.Int, value)) throw new PlayerPrefsException("Could not store preference value"); }
        public static int GetInt(string key, int defaultValue) { object v; return PlayerPrefsStore.TryGet("GetInt", key, PlayerPrefsStore.Kind.Int, out v) ? (int)v : defaultValue; }
        public static int GetInt(string key) { return GetInt(key, 0); }

        public static void SetFloat(string key, float value) { if (!PlayerPrefsStore.Set("SetFloat", key, PlayerPrefsStore.Kind.Float, value)) throw new PlayerPrefsException("Could not store preference value"); }
        public static float GetFloat(string key, float defaultValue) { object v; return PlayerPrefsStore.TryGet("GetFloat", key, PlayerPrefsStore.Kind.Float, out v) ? (float)v : defaultValue; }
        public static float GetFloat(string key) { return GetFloat(key, 0.0f); }

        public static void SetString(string key, string value) { if (!PlayerPrefsStore.Set("SetString", key, PlayerPrefsStore.Kind.String, value)) throw new PlayerPrefsException("Could not store preference value"); }
        public static string GetString(string key, string defaultValue) { object v; return PlayerPrefsStore.TryGet("GetString", key, PlayerPrefsStore.Kind.String, out v) ? (string)v : defaultValue; }
        public static string GetString(string key) { return GetString(key, ""); }

        public static bool HasKey(string key) { return PlayerPrefsStore.Has(key); }
        public static void DeleteKey(string key) { PlayerPrefsStore.Delete(key); }
        public static void DeleteAll() { PlayerPrefsStore.DeleteAll(); }
        public static void Save() { PlayerPrefsStore.Save(); }
    }
}
