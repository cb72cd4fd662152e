using System;
using System.Collections.Generic;
using System.Linq;
using Newtonsoft.Json.Linq;
using UnityEditor;

namespace Patchbay.Editor.Tools.Compilation
{
    /// <summary>
    /// Scripts an agent writes without compiling are one batch (issue 49): from the first such write Unity's auto refresh
    /// is held (AssetDatabase.DisallowAutoRefresh, UnityCsReference 2021.3.0f1 and 6000.0.0f1
    /// Editor/Mono/AssetDatabase/AssetDatabase.bindings.cs), so the user coming back to Unity between two writes does
    /// not import, compile and reload the domain for each. The batch ends — one import, one compile, one reload — when
    /// the agent compiles (compile, create_script with compile) or refreshes (refresh_assets), or by itself
    /// <see cref="HoldSeconds"/> after the last write (then Unity's auto refresh works again). The pending paths and
    /// the hold live in SessionState: they outlive a domain reload, as Unity's native hold counter does.
    /// </summary>
    internal static class ScriptWriteBatch
    {
        internal const int HoldSeconds = 120;
        private const string Key = "Patchbay.ScriptWriteBatch";

        // While held: when it ends by itself (UTC ticks); 0 when nothing is held. Cached, so the update check
        // allocates nothing.
        private static long s_until;

        /// <summary>Adds a written script to the batch; returns the batch's paths so far.</summary>
        internal static string[] Add(string path)
        {
            var state = Load();
            var paths = state == null ? new List<string>() : ((JArray)state["paths"]).Select(t => (string)t).ToList();
            if (state == null)
            {
                AssetDatabase.DisallowAutoRefresh();
            }

            if (!paths.Contains(path))
            {
                paths.Add(path);
            }

            s_until = DateTime.UtcNow.AddSeconds(HoldSeconds).Ticks;
            SessionState.SetString(Key, new JObject { { "paths", new JArray(paths) }, { "until", s_until } }.ToString(Newtonsoft.Json.Formatting.None));
            Watch();
            return paths.ToArray();
        }

        /// <summary>The scripts written since the last compile that are not imported yet.</summary>
        internal static string[] Pending
        {
            get
            {
                var state = Load();
                return state == null ? new string[0] : ((JArray)state["paths"]).Select(t => (string)t).ToArray();
            }
        }

        /// <summary>Ends the batch (before a compile or a refresh that imports it); returns the paths it held.</summary>
        internal static string[] Release()
        {
            var pending = Pending;
            if (Load() != null)
            {
                AssetDatabase.AllowAutoRefresh();
                SessionState.EraseString(Key);
            }

            s_until = 0;
            EditorApplication.update -= Tick;
            return pending;
        }

        [InitializeOnLoadMethod]
        private static void AfterReload()
        {
            var state = Load();
            s_until = state == null ? 0 : (long)state["until"];
            if (s_until != 0)
            {
                Watch();
            }
        }

        private static void Watch()
        {
            EditorApplication.update -= Tick;
            EditorApplication.update += Tick;
        }

        private static void Tick()
        {
            if (s_until != 0 && DateTime.UtcNow.Ticks > s_until)
            {
                Release();
            }
        }

        private static JObject Load()
        {
            var text = SessionState.GetString(Key, string.Empty);
            if (string.IsNullOrEmpty(text))
            {
                return null;
            }

            try
            {
                return JObject.Parse(text);
            }
            catch (Newtonsoft.Json.JsonException)
            {
                SessionState.EraseString(Key);
                return null;
            }
        }
    }
}
