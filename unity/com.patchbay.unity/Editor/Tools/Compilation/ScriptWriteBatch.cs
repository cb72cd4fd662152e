using System;
using System.Linq;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
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
            var paths = Pending.ToList();
            if (paths.Count == 0)
            {
                AssetDatabase.DisallowAutoRefresh();
            }

            if (!paths.Contains(path))
            {
                paths.Add(path);
            }

            s_until = DateTime.UtcNow.AddSeconds(HoldSeconds).Ticks;
            SessionJson.Save(Key, new JObject { { "paths", new JArray(paths) }, { "until", s_until } });
            Watch();
            return paths.ToArray();
        }

        /// <summary>The scripts written since the last compile that are not imported yet (empty: no hold).</summary>
        internal static string[] Pending
        {
            get
            {
                var paths = SessionJson.Load(Key)["paths"] as JArray;
                return paths == null ? new string[0] : paths.Select(t => (string)t).ToArray();
            }
        }

        /// <summary>Ends the batch (before a compile or a refresh that imports it); returns the paths it held.</summary>
        internal static string[] Release()
        {
            var pending = Pending;
            if (pending.Length > 0)
            {
                AssetDatabase.AllowAutoRefresh();
                SessionJson.Save(Key, new JObject());
            }

            s_until = 0;
            EditorApplication.update -= Tick;
            return pending;
        }

        [InitializeOnLoadMethod]
        private static void AfterReload()
        {
            s_until = (long?)SessionJson.Load(Key)["until"] ?? 0;
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
    }
}
