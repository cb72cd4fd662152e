using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Security.Cryptography;
using Newtonsoft.Json.Linq;
using Patchbay.Headless;
using UnityEngine.Internal;

namespace UnityEditor.Internal
{
    // What the asset database last imported of each scene file, and the loaded scenes whose file an import found
    // changed on disk — written by another program or a git command, not by the editor's own SaveScene. Unity asks
    // about those at its next tick, in a modal dialog (EditorSceneManager.HandleOpenScenesChangedOnDisk).
    //
    // The rule, as reports of the native code show it (the dialog is native: EditorSceneManager::
    // HandleOpenScenesChangeOnDisk, called from EditorSceneManager::OnApplicationTick, is in native crash stacks;
    // nothing of it is in UnityCsReference): the import of a changed scene file that is open marks that open scene,
    // also when it has no unsaved changes (a clean scene is asked about too, reported on 6000.5) and also when the
    // scene was reopened from the new file before the import (reported on 6000.3.15f1); reopening it after the import
    // and before the tick replaces the marked scene, so nothing is asked. What imports: AssetDatabase.Refresh (by
    // itself on focus with the Auto Refresh preference — UnityCsReference 2021.3.0f1
    // Editor/Mono/PreferencesWindow/AssetPipelinePreferences.cs:89,99 "kAutoRefresh", 6000.5.0f1 :91-101
    // "kAutoRefreshMode" — or when called) and AssetDatabase.ImportAsset of the scene. Kept across domain reloads in
    // the host (the asset database is native in Unity); at the first domain of a host every scene file counts as
    // imported, as Unity imports at startup.
    internal static class SceneFileImports
    {
        const string StateKey = "__headless.sceneFileImports";

        static Dictionary<string, string> _imported;
        static List<int> _marked;

        // A domain starts (HeadlessEditor.Boot): the record is read from the host, or at the host's first domain taken
        // from the files as they are now — before anything can change them behind the editor's back.
        internal static void Start()
        {
            _imported = null;
            _marked = null;
            Load();
        }

        // An import of this scene file (Refresh walks every one): a file unlike what was imported marks the open scenes
        // with its path.
        internal static void Import(string assetPath)
        {
            Load();
            var hash = HashOf(assetPath);
            string known;
            if (hash == null)
            {
                if (_imported.Remove(assetPath)) Store();
                return;
            }
            if (_imported.TryGetValue(assetPath, out known) && known == hash) return;
            _imported[assetPath] = hash;
            foreach (var scene in SceneRegistry.LoadedScenes)
                if (scene.IsLoaded && scene.Path == assetPath && !_marked.Contains(scene.Handle)) _marked.Add(scene.Handle);
            Store();
        }

        // The editor wrote the file itself (SaveScene): imported as written, nothing to ask.
        internal static void Wrote(string assetPath)
        {
            Load();
            var hash = HashOf(assetPath);
            if (hash == null) _imported.Remove(assetPath);
            else _imported[assetPath] = hash;
            Store();
        }

        // The open scenes marked since the last call that are still loaded (a scene reopened since is a new scene).
        internal static List<SceneData> TakeMarked()
        {
            Load();
            if (_marked.Count == 0) return new List<SceneData>();
            var marked = SceneRegistry.LoadedScenes.Where(s => s.IsLoaded && _marked.Contains(s.Handle)).ToList();
            _marked.Clear();
            Store();
            return marked;
        }

        static void Load()
        {
            if (_imported != null) return;
            var stored = HeadlessEditor.Host.SessionGet(StateKey);
            if (stored != null)
            {
                var json = JObject.Parse(stored);
                _imported = ((JObject)json["imported"]).Properties().ToDictionary(p => p.Name, p => (string)p.Value, StringComparer.Ordinal);
                _marked = ((JArray)json["marked"]).Select(t => (int)t).ToList();
                return;
            }
            _imported = new Dictionary<string, string>(StringComparer.Ordinal);
            _marked = new List<int>();
            if (Directory.Exists(AssetDatabase.FullPath("Assets")))
            {
                foreach (var entry in ProjectTree.Walk(UnityEngine.Application.ProjectPath, null))
                    if (!entry.IsDirectory && entry.Path.EndsWith(".unity", StringComparison.Ordinal)) _imported[entry.Path] = HashOf(entry.Path);
            }
            Store();
        }

        static void Store()
        {
            var json = new JObject
            {
                { "imported", new JObject(_imported.Select(p => new JProperty(p.Key, p.Value))) },
                { "marked", new JArray(_marked) },
            };
            HeadlessEditor.Host.SessionSet(StateKey, json.ToString(Newtonsoft.Json.Formatting.None));
        }

        static string HashOf(string assetPath)
        {
            var full = AssetDatabase.FullPath(assetPath);
            if (!File.Exists(full)) return null;
            using (var sha = SHA1.Create())
                return BitConverter.ToString(sha.ComputeHash(File.ReadAllBytes(full))).Replace("-", "");
        }
    }
}
