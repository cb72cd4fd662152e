using System;
using System.Globalization;
using System.Linq;
using Patchbay.Headless;
using System.Runtime.CompilerServices;
using UnityEngine;
using UnityEngine.Internal;

namespace UnityEditor
{
    // Survives domain reloads (the host keeps the values outside the reloaded AppDomain) but not an
    // editor restart, as in Unity.
    // Neither sealed nor static, with a public constructor, as Unity's (UnityCsReference 2021.3.0f1, 6000.5.2f1
    // Editor/Mono/EditorGUIUtility.bindings.cs).
    public class SessionState
    {
        public SessionState() { }

        // Native and not thread-safe in Unity (UnityCsReference 2021.3.0f1 Editor/Mono/EditorGUIUtility.bindings.cs:186-198,
        // externs with no thread-safe marking): off the main thread they throw "<name> can only be called from the main thread".
        static string Get(string kind, string key, [CallerMemberName] string member = "") { MainThread.Require(member); return HeadlessEditor.Host.SessionGet(kind + ":" + key); }
        static void Set(string kind, string key, string value, [CallerMemberName] string member = "") { MainThread.Require(member); HeadlessEditor.Host.SessionSet(kind + ":" + key, value); }
        static void Erase(string kind, string key, [CallerMemberName] string member = "") { MainThread.Require(member); HeadlessEditor.Host.SessionErase(kind + ":" + key); }

        public static bool GetBool(string key, bool defaultValue) { var v = Get("b", key); return v == null ? defaultValue : v == "1"; }
        public static void SetBool(string key, bool value) { Set("b", key, value ? "1" : "0"); }
        public static void EraseBool(string key) { Erase("b", key); }

        public static int GetInt(string key, int defaultValue) { var v = Get("i", key); return v == null ? defaultValue : int.Parse(v, CultureInfo.InvariantCulture); }
        public static void SetInt(string key, int value) { Set("i", key, value.ToString(CultureInfo.InvariantCulture)); }
        public static void EraseInt(string key) { Erase("i", key); }

        public static float GetFloat(string key, float defaultValue) { var v = Get("f", key); return v == null ? defaultValue : float.Parse(v, CultureInfo.InvariantCulture); }
        public static void SetFloat(string key, float value) { Set("f", key, value.ToString("R", CultureInfo.InvariantCulture)); }
        public static void EraseFloat(string key) { Erase("f", key); }

        public static string GetString(string key, string defaultValue) { return Get("s", key) ?? defaultValue; }
        public static void SetString(string key, string value) { Set("s", key, value ?? ""); }
        public static void EraseString(string key) { Erase("s", key); }

        public static Vector3 GetVector3(string key, Vector3 defaultValue)
        {
            var v = Get("v", key);
            if (v == null) return defaultValue;
            var p = v.Split(',').Select(s => float.Parse(s, CultureInfo.InvariantCulture)).ToArray();
            return new Vector3(p[0], p[1], p[2]);
        }

        public static void SetVector3(string key, Vector3 value)
        {
            Set("v", key, string.Join(",", new[] { value.x, value.y, value.z }.Select(f => f.ToString("R", CultureInfo.InvariantCulture))));
        }

        public static void EraseVector3(string key) { Erase("v", key); }

        public static int[] GetIntArray(string key, int[] defaultValue)
        {
            var v = Get("ia", key);
            if (v == null) return defaultValue;
            return v.Length == 0 ? new int[0] : v.Split(',').Select(s => int.Parse(s, CultureInfo.InvariantCulture)).ToArray();
        }

        public static void SetIntArray(string key, int[] value)
        {
            Set("ia", key, string.Join(",", (value ?? new int[0]).Select(i => i.ToString(CultureInfo.InvariantCulture))));
        }

        public static void EraseIntArray(string key) { Erase("ia", key); }
    }
}
