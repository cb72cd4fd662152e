using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;

namespace UnityEngine.Internal
{
    // PlayerPrefs of the project: in memory, and written to <project>/Library/HeadlessPlayerPrefs.json at every change
    // and at PlayerPrefs.Save. Unity's editor keeps them per company and product name in the OS's store (the registry,
    // a plist, ~/.config/unity3d/<company>/<product>/prefs); the stand-in keeps them with the project, as it does
    // EditorPrefs, so tests on copies of a project stay apart; written at once so that they outlive the domain
    // reloads the host emulates, as Unity's native store does.
    internal static class PlayerPrefsStore
    {
        internal enum Kind { Int, Float, String }

        static Dictionary<string, KeyValuePair<Kind, object>> _values;
        static string _loadedFrom;

        internal static string FilePath { get { return Path.Combine(Application.ProjectPath, "Library/HeadlessPlayerPrefs.json"); } }

        static Dictionary<string, KeyValuePair<Kind, object>> Values(string member)
        {
            MainThread.Require(member);
            var path = FilePath;
            if (_values != null && _loadedFrom == path) return _values;
            _values = new Dictionary<string, KeyValuePair<Kind, object>>();
            _loadedFrom = path;
            try
            {
                if (File.Exists(path))
                {
                    foreach (var p in JObject.Parse(File.ReadAllText(path)).Properties())
                    {
                        var o = (JObject)p.Value;
                        var kind = (Kind)Enum.Parse(typeof(Kind), (string)o["type"]);
                        object v = kind == Kind.Int ? (object)(int)o["value"] : kind == Kind.Float ? (object)(float)o["value"] : (string)o["value"];
                        _values[p.Name] = new KeyValuePair<Kind, object>(kind, v);
                    }
                }
            }
            catch (Exception e) when (e is IOException || e is JsonException || e is ArgumentException || e is InvalidCastException)
            {
                Debug.LogWarning("PlayerPrefs could not be read from " + path + ": " + e.Message);
            }
            return _values;
        }

        internal static bool Set(string member, string key, Kind kind, object value)
        {
            if (key == null) throw new ArgumentNullException("key");
            Values(member)[key] = new KeyValuePair<Kind, object>(kind, value ?? "");
            Write();
            return true;
        }

        internal static bool TryGet(string member, string key, Kind kind, out object value)
        {
            KeyValuePair<Kind, object> v;
            if (key != null && Values(member).TryGetValue(key, out v) && v.Key == kind) { value = v.Value; return true; }
            value = null;
            return false;
        }

        internal static bool Has(string key) { return key != null && Values("HasKey").ContainsKey(key); }

        internal static void Delete(string key)
        {
            if (key != null && Values("DeleteKey").Remove(key)) Write();
        }

        internal static void DeleteAll()
        {
            Values("DeleteAll").Clear();
            Write();
        }

        internal static void Save()
        {
            Values("Save");
            Write();
        }

        static void Write()
        {
            var o = new JObject();
            foreach (var kv in _values)
                o[kv.Key] = new JObject { { "type", kv.Value.Key.ToString() }, { "value", JToken.FromObject(kv.Value.Value) } };
            try
            {
                Directory.CreateDirectory(Path.GetDirectoryName(_loadedFrom));
                var tmp = _loadedFrom + ".tmp";
                File.WriteAllText(tmp, o.ToString(Formatting.Indented));
                if (File.Exists(_loadedFrom)) File.Delete(_loadedFrom);
                File.Move(tmp, _loadedFrom);
            }
            catch (IOException e)
            {
                Debug.LogWarning("PlayerPrefs could not be saved to " + _loadedFrom + ": " + e.Message);
            }
        }

        // For a test: the values are read again from the file at the next access (what a domain reload does).
        internal static void Forget() { _values = null; }

    }
}
