using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;

namespace UnityEditor
{
    // Persisted to a JSON file: $PATCHBAY_EDITOR_PREFS, else <project>/Library/HeadlessEditorPrefs.json
    // (per project rather than per user, so tests on copies of a project stay isolated).
    // Sealed, as Unity's (UnityCsReference 2021.3.0f1, 6000.5.2f1 Editor/Mono/EditorPrefs.bindings.cs).
    public sealed class EditorPrefs
    {
        static readonly object _lock = new object();
        static JObject _prefs;

        static string FilePath
        {
            get
            {
                var env = Environment.GetEnvironmentVariable("PATCHBAY_EDITOR_PREFS");
                return !string.IsNullOrEmpty(env) ? env : Path.Combine(UnityEngine.Application.ProjectPath, "Library/HeadlessEditorPrefs.json");
            }
        }

        // Native and not thread-safe in Unity: off the main thread its members throw (MainThread.Require).
        static JObject Prefs
        {
            get
            {
                UnityEngine.Internal.MainThread.Require("EditorPrefs");
                if (_prefs != null) return _prefs;
                try { _prefs = File.Exists(FilePath) ? JObject.Parse(File.ReadAllText(FilePath)) : new JObject(); }
                catch (Exception) { _prefs = new JObject(); }
                return _prefs;
            }
        }

        static void Save()
        {
            try
            {
                Directory.CreateDirectory(Path.GetDirectoryName(FilePath));
                var tmp = FilePath + ".tmp";
                File.WriteAllText(tmp, Prefs.ToString(Formatting.Indented));
                if (File.Exists(FilePath)) File.Delete(FilePath);
                File.Move(tmp, FilePath);
            }
            catch (IOException e)
            {
                UnityEngine.Debug.LogWarning("EditorPrefs could not be saved: " + e.Message);
            }
        }

        static JToken Get(string key) { lock (_lock) { JToken t; return Prefs.TryGetValue(key, out t) ? t : null; } }
        static void Set(string key, JToken value) { lock (_lock) { Prefs[key] = value; Save(); } }

        public static void SetInt(string key, int value) { Set(key, value); }
        public static int GetInt(string key) { return GetInt(key, 0); }
        public static int GetInt(string key, int defaultValue) { var t = Get(key); return t == null ? defaultValue : t.ToObject<int>(); }
        public static void SetFloat(string key, float value) { Set(key, value); }
        public static float GetFloat(string key) { return GetFloat(key, 0f); }
        public static float GetFloat(string key, float defaultValue) { var t = Get(key); return t == null ? defaultValue : t.ToObject<float>(); }
        public static void SetString(string key, string value) { Set(key, value ?? ""); }
        public static string GetString(string key) { return GetString(key, ""); }
        public static string GetString(string key, string defaultValue) { var t = Get(key); return t == null ? defaultValue : t.Type == JTokenType.String ? (string)t : t.ToString(Formatting.None); }
        public static void SetBool(string key, bool value) { Set(key, value); }
        public static bool GetBool(string key) { return GetBool(key, false); }
        public static bool GetBool(string key, bool defaultValue) { var t = Get(key); return t == null ? defaultValue : t.Type == JTokenType.Boolean ? (bool)t : t.ToObject<int>() != 0; }
        public static bool HasKey(string key) { return Get(key) != null; }
        public static void DeleteKey(string key) { lock (_lock) { if (Prefs.Remove(key)) Save(); } }
        public static void DeleteAll() { lock (_lock) { _prefs = new JObject(); Save(); } }
    }
}
