using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Text.RegularExpressions;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;
using Patchbay.Headless;
using UnityEditor.SceneManagement;
using UnityEngine;
using UnityEngine.Internal;
using Object = UnityEngine.Object;

namespace UnityEditor
{
    // The project's Assets/ folder on disk is the database: GUIDs come from .meta files (Unity's own
    // "guid: ..." line, so real Unity metas work), and assets the stand-in writes (.asset, .mat)
    // are JSON {type, assembly, name, fields}. Loaded assets are cached per path, as Unity does.
    // Its native members are not thread-safe in Unity: the ones the package uses throw off the main thread here too
    // (MainThread.Require: "<name> can only be called from the main thread").
    public sealed class AssetDatabase
    {
        static readonly Dictionary<string, Object> _loaded = new Dictionary<string, Object>(StringComparer.Ordinal);
        static Dictionary<string, string> _guidToPath;
        static Dictionary<string, string> _pathToGuid;

        AssetDatabase() { }

        static string Root { get { return UnityEngine.Application.ProjectPath; } }

        internal static string FullPath(string assetPath)
        {
            return Path.Combine(Root, assetPath ?? "").Replace('\\', '/');
        }

        static string Normalize(string path)
        {
            return (path ?? "").Replace('\\', '/').TrimEnd('/');
        }

        // Unity's AssetDatabase knows only project-relative paths under Assets/ or Packages/: an absolute
        // path, one with "." or ".." segments, or one elsewhere in the project loads nothing and has no type.
        static bool IsAssetPath(string path)
        {
            if (string.IsNullOrEmpty(path) || Path.IsPathRooted(path) || path.IndexOf(':') >= 0) return false;
            var segments = path.Split('/');
            if (segments[0] != "Assets" && segments[0] != "Packages") return false;
            foreach (var segment in segments)
            {
                if (segment == "." || segment == ".." || segment.Length == 0) return false;
            }
            return true;
        }

        internal static void InstallHooks()
        {
            ObjectSerializer.AssetRefWriter = o =>
            {
                var guid = AssetPathToGUID(o.AssetPath);
                return string.IsNullOrEmpty(guid) ? null : new JObject { { "guid", guid }, { "path", o.AssetPath } };
            };
            ObjectSerializer.AssetRefReader = r =>
            {
                var guid = (string)r["guid"];
                var path = guid == null ? null : GUIDToAssetPath(guid);
                if (string.IsNullOrEmpty(path)) path = (string)r["path"];
                return string.IsNullOrEmpty(path) ? null : LoadAssetAtPath(path, typeof(Object));
            };
        }

        // ---- GUIDs ----

        static void EnsureIndex()
        {
            if (_guidToPath != null) return;
            var g2p = new Dictionary<string, string>(StringComparer.Ordinal);
            var p2g = new Dictionary<string, string>(StringComparer.Ordinal);
            if (Directory.Exists(FullPath("Assets")))
            {
                // Through links as Unity does (ProjectTree), so the index agrees with what Refresh imported: a
                // .meta counts only beside an asset the walk found (not beside a recursive link it skipped).
                var entries = ProjectTree.Walk(Root, null);
                var assets = new HashSet<string>(entries.Select(e => e.Path), StringComparer.Ordinal);
                foreach (var entry in entries)
                {
                    if (entry.IsDirectory || !entry.Path.EndsWith(".meta", StringComparison.Ordinal)) continue;
                    var rel = entry.Path.Substring(0, entry.Path.Length - 5);
                    if (!assets.Contains(rel)) continue;
                    var guid = ReadGuid(entry.FullPath);
                    if (guid == null) continue;
                    g2p[guid] = rel;
                    p2g[rel] = guid;
                }
                p2g["Assets"] = "00000000000000001000000000000000";
                g2p["00000000000000001000000000000000"] = "Assets";
            }
            _guidToPath = g2p;
            _pathToGuid = p2g;
        }

        internal static void InvalidateIndex()
        {
            _guidToPath = null;
            _pathToGuid = null;
        }

        static string Relative(string full)
        {
            full = full.Replace('\\', '/');
            return full.StartsWith(Root + "/", StringComparison.Ordinal) ? full.Substring(Root.Length + 1) : full;
        }

        static string ReadGuid(string metaPath)
        {
            try
            {
                var m = Regex.Match(File.ReadAllText(metaPath), @"^guid:\s*([0-9a-fA-F]{32})", RegexOptions.Multiline);
                return m.Success ? m.Groups[1].Value.ToLowerInvariant() : null;
            }
            catch (IOException) { return null; }
        }

        internal static string EnsureMeta(string assetPath)
        {
            var meta = FullPath(assetPath) + ".meta";
            var existing = File.Exists(meta) ? ReadGuid(meta) : null;
            if (existing != null) return existing;
            var guid = Guid.NewGuid().ToString("N");
            var folder = Directory.Exists(FullPath(assetPath));
            File.WriteAllText(meta, "fileFormatVersion: 2\nguid: " + guid + "\n" + (folder ? "folderAsset: yes\nDefaultImporter:\n  externalObjects: {}\n  userData: \n  assetBundleName: \n  assetBundleVariant: \n" : ""));
            InvalidateIndex();
            return guid;
        }

        public static string AssetPathToGUID(string path)
        {
            MainThread.Require("AssetPathToGUID");
            EnsureIndex();
            string guid;
            return _pathToGuid.TryGetValue(Normalize(path), out guid) ? guid : "";
        }

        public static string GUIDToAssetPath(string guid)
        {
            MainThread.Require("GUIDToAssetPath");
            if (string.IsNullOrEmpty(guid)) return "";
            EnsureIndex();
            string path;
            return _guidToPath.TryGetValue(guid.ToLowerInvariant(), out path) ? path : "";
        }

        public static string GUIDToAssetPath(GUID guid) { return GUIDToAssetPath(guid.ToString()); }
        public static GUID GUIDFromAssetPath(string path) { return new GUID(AssetPathToGUID(path)); }

        public static string[] GetAllAssetPaths()
        {
            EnsureIndex();
            return _pathToGuid.Keys.OrderBy(p => p, StringComparer.Ordinal).ToArray();
        }

        // ---- loading ----

        public static T LoadAssetAtPath<T>(string assetPath) where T : Object
        {
            MainThread.Require("LoadAssetAtPath");
            return LoadAssetAtPath(assetPath, typeof(T)) as T;
        }

        public static Object LoadAssetAtPath(string assetPath, Type type)
        {
            MainThread.Require("LoadAssetAtPath");
            assetPath = Normalize(assetPath);
            if (!IsAssetPath(assetPath)) return null;
            Object o;
            if (!_loaded.TryGetValue(assetPath, out o) || !Object.IsAlive(o))
            {
                o = LoadFromDisk(assetPath);
                if (o == null) return null;
                o.AssetPath = assetPath;
                _loaded[assetPath] = o;
            }
            return type == null || type.IsInstanceOfType(o) ? o : null;
        }

        public static Object LoadMainAssetAtPath(string assetPath) { return LoadAssetAtPath(assetPath, typeof(Object)); }

        public static Object[] LoadAllAssetsAtPath(string assetPath)
        {
            var o = LoadMainAssetAtPath(assetPath);
            return o == null ? new Object[0] : new[] { o };
        }

        public static Type GetMainAssetTypeAtPath(string assetPath)
        {
            assetPath = Normalize(assetPath);
            if (!IsAssetPath(assetPath)) return null;
            var full = FullPath(assetPath);
            if (Directory.Exists(full)) return typeof(DefaultAsset);
            if (!File.Exists(full)) return null;
            switch (Path.GetExtension(assetPath).ToLowerInvariant())
            {
                case ".unity": return typeof(SceneAsset);
                case ".cs": return typeof(MonoScript);
                case ".mat": return typeof(Material);
                case ".prefab": return typeof(GameObject);
                case ".png": case ".jpg": case ".jpeg": case ".tga": return typeof(Texture2D);
                case ".wav": return typeof(AudioClip);
                case ".txt": case ".json": case ".md": case ".xml": case ".csv": case ".bytes": case ".html": case ".yaml": case ".asmdef": return typeof(TextAsset);
                case ".asset": case ".controller": case ".anim":
                    try
                    {
                        var data = JObject.Parse(File.ReadAllText(full));
                        return TypeResolver.Find((string)data["type"], (string)data["assembly"]) ?? typeof(ScriptableObject);
                    }
                    catch (Exception) { return typeof(ScriptableObject); }
                default: return typeof(DefaultAsset);
            }
        }

        static Object LoadFromDisk(string assetPath)
        {
            var full = FullPath(assetPath);
            var type = GetMainAssetTypeAtPath(assetPath);
            if (type == null) return null;
            Object o;
            if (type == typeof(TextAsset) || type == typeof(MonoScript))
            {
                var text = type == typeof(MonoScript) ? new MonoScript() : new TextAsset();
                text.Bytes = File.ReadAllBytes(full);
                o = text;
            }
            else if (type == typeof(SceneAsset)) o = new SceneAsset();
            else if (type == typeof(DefaultAsset)) o = new DefaultAsset();
            else if (type == typeof(Texture2D)) o = new Texture2D(0, 0);
            else if (type == typeof(AudioClip))
            {
                o = AudioClip.FromWav(File.ReadAllBytes(full));
                if (o == null) { Debug.LogError("Could not load asset " + assetPath + ": not a PCM WAV file"); return null; }
            }
            else if (type == typeof(GameObject))
            {
                o = UnityEditor.Internal.PrefabModel.LoadAsset(assetPath);
                if (o == null) return null;
            }
            else
            {
                JObject data;
                try { data = JObject.Parse(File.ReadAllText(full)); }
                catch (Exception e) { Debug.LogError("Could not load asset " + assetPath + ": " + e.Message); return null; }
                if (typeof(ScriptableObject).IsAssignableFrom(type))
                {
                    o = (Object)Activator.CreateInstance(type, true);
                    o.AssetPath = assetPath;
                    ObjectSerializer.ReadFields(o, type, data["fields"] as JObject, r => ObjectSerializer.ResolveRef(r, null));
                    Lifecycle.ScriptableObjectCreated((ScriptableObject)o);
                }
                else
                {
                    o = (Object)Activator.CreateInstance(type, true);
                    o.AssetPath = assetPath;
                    ObjectSerializer.ReadFields(o, type, data["fields"] as JObject, r => ObjectSerializer.ResolveRef(r, null));
                }
            }
            o.name = Path.GetFileNameWithoutExtension(assetPath);
            return o;
        }

        // Drops the loaded copy of an asset whose file was rewritten (a prefab saved again): the next load reads the file.
        internal static Object Loaded(string assetPath)
        {
            Object o;
            return _loaded.TryGetValue(assetPath, out o) && Object.IsAlive(o) ? o : null;
        }

        internal static void Forget(string assetPath)
        {
            Object o;
            if (!_loaded.TryGetValue(assetPath, out o)) return;
            _loaded.Remove(assetPath);
            if (Object.IsAlive(o)) { o.AssetPath = null; o.DestroyCore(); }
        }

        public static string GetAssetPath(Object assetObject)
        {
            return Object.IsAlive(assetObject) ? assetObject.AssetPath ?? "" : "";
        }

        // The int overloads: obsolete from 6000.3 for the EntityId ones, errors from 6000.5 (UnityCsReference 6000.3.0f1,
        // 6000.4.0f1, 6000.5.0f1 ... 6000.5.2f1 Modules/AssetDatabase/Editor/ScriptBindings/AssetDatabase.bindings.cs; plain
        // in 2021.3.0f1 through 6000.2).
#if UNITY_6000_5_OR_NEWER
        [System.Obsolete(@"Please use GetAssetPath(EntityId) with the EntityId parameter type instead.", true)]
#elif UNITY_6000_3_OR_NEWER
        [System.Obsolete(@"Please use GetAssetPath(EntityId) with the EntityId parameter type instead.", false)]
#endif
        public static string GetAssetPath(int instanceID)
        {
            return GetAssetPath(ObjectRegistry.Find(instanceID));
        }

        public static bool Contains(Object obj) { return Object.IsAlive(obj) && obj.AssetPath != null; }
#if UNITY_6000_5_OR_NEWER
        [System.Obsolete(@"Please use Contains(EntityId) with the EntityId type instead.", true)]
#elif UNITY_6000_3_OR_NEWER
        [System.Obsolete(@"Please use Contains(EntityId) with the EntityId type instead.", false)]
#endif
        public static bool Contains(int instanceID) { return Contains(ObjectRegistry.Find(instanceID)); }
#if UNITY_6000_3_OR_NEWER
        public static string GetAssetPath(EntityId entityId) { return GetAssetPath(ObjectRegistry.Find(entityId.InstanceId)); }
        public static bool Contains(EntityId entityId) { return Contains(ObjectRegistry.Find(entityId.InstanceId)); }
#endif
        public static bool IsMainAsset(Object obj) { return Contains(obj); }

        // ---- writing ----

        public static void CreateAsset(Object asset, string path)
        {
            MainThread.Require("CreateAsset");
            path = Normalize(path);
            if (!Object.IsAlive(asset)) throw new ArgumentNullException("asset");
            if (!path.StartsWith("Assets/", StringComparison.Ordinal)) throw new UnityException("Creating asset at path " + path + " failed.");
            if (asset.AssetPath != null) { Debug.LogError("Couldn't create asset file because the object is already an asset."); return; }
            if (!Directory.Exists(Path.GetDirectoryName(FullPath(path)))) throw new UnityException("Creating asset at path " + path + " failed.");
            asset.AssetPath = path;
            asset.name = Path.GetFileNameWithoutExtension(path);
            WriteAssetFile(asset);
            EnsureMeta(path);
            _loaded[path] = asset;
            HeadlessEditor.MarkProjectChanged();
        }

        static void WriteAssetFile(Object asset)
        {
            if (asset is TextAsset || asset is SceneAsset || asset is DefaultAsset || asset is Texture) return;
            var data = new JObject
            {
                { "type", asset.GetType().FullName },
                { "assembly", asset.GetType().Assembly.GetName().Name },
                { "name", asset.name },
                { "fields", ObjectSerializer.WriteFields(asset, asset.GetType()) }
            };
            File.WriteAllText(FullPath(asset.AssetPath), data.ToString(Formatting.Indented));
        }

        public static void SaveAssets()
        {
            MainThread.Require("SaveAssets");
            foreach (var o in EditorUtility.TakeDirtyAssets()) WriteAssetFile(o);
        }

        public static void SaveAssetIfDirty(Object obj)
        {
            if (EditorUtility.IsDirty(obj) && obj.AssetPath != null) { WriteAssetFile(obj); EditorUtility.ClearDirty(obj); }
        }

        public static void SaveAssetIfDirty(GUID guid)
        {
            SaveAssetIfDirty(LoadMainAssetAtPath(GUIDToAssetPath(guid)));
        }

        public static string CreateFolder(string parentFolder, string newFolderName)
        {
            MainThread.Require("CreateFolder");
            parentFolder = Normalize(parentFolder);
            if (!IsValidFolder(parentFolder) || string.IsNullOrEmpty(newFolderName) || newFolderName.IndexOfAny(new[] { '/', '\\' }) >= 0) return "";
            var path = parentFolder + "/" + newFolderName;
            var n = 1;
            while (Directory.Exists(FullPath(path)) || File.Exists(FullPath(path))) path = parentFolder + "/" + newFolderName + " " + n++;
            Directory.CreateDirectory(FullPath(path));
            var guid = EnsureMeta(path);
            HeadlessEditor.MarkProjectChanged();
            return guid;
        }

        public static bool IsValidFolder(string path)
        {
            path = Normalize(path);
            if (path != "Assets" && !path.StartsWith("Assets/", StringComparison.Ordinal) && !path.StartsWith("Packages/", StringComparison.Ordinal)) return false;
            return Directory.Exists(FullPath(path));
        }

        public static string[] GetSubFolders(string path)
        {
            if (!IsValidFolder(path)) return new string[0];
            return Directory.GetDirectories(FullPath(Normalize(path))).Select(Relative).OrderBy(p => p, StringComparer.Ordinal).ToArray();
        }

        public static bool DeleteAsset(string path)
        {
            MainThread.Require("DeleteAsset");
            path = Normalize(path);
            var full = FullPath(path);
            if (!path.StartsWith("Assets/", StringComparison.Ordinal)) return false;
            var existed = false;
            if (Directory.Exists(full)) { Directory.Delete(full, true); existed = true; }
            else if (File.Exists(full)) { File.Delete(full); existed = true; }
            if (File.Exists(full + ".meta")) File.Delete(full + ".meta");
            foreach (var key in _loaded.Keys.Where(k => k == path || k.StartsWith(path + "/", StringComparison.Ordinal)).ToList())
            {
                var o = _loaded[key];
                _loaded.Remove(key);
                if (Object.IsAlive(o)) { o.AssetPath = null; o.DestroyCore(); }
            }
            InvalidateIndex();
            if (existed) HeadlessEditor.MarkProjectChanged();
            if (existed && path.EndsWith(".cs", StringComparison.Ordinal)) RequestCompileIfScriptsChanged();
            return existed;
        }

        public static string MoveAsset(string oldPath, string newPath)
        {
            MainThread.Require("MoveAsset");
            oldPath = Normalize(oldPath);
            newPath = Normalize(newPath);
            var from = FullPath(oldPath);
            var to = FullPath(newPath);
            if (!File.Exists(from) && !Directory.Exists(from)) return "Source asset does not exist: " + oldPath;
            if (File.Exists(to) || Directory.Exists(to)) return "Destination path name does already exist: " + newPath;
            if (!Directory.Exists(Path.GetDirectoryName(to))) return "Parent directory is not in asset database";
            if (Directory.Exists(from)) Directory.Move(from, to); else File.Move(from, to);
            if (File.Exists(from + ".meta")) File.Move(from + ".meta", to + ".meta");
            Object o;
            if (_loaded.TryGetValue(oldPath, out o)) { _loaded.Remove(oldPath); o.AssetPath = newPath; _loaded[newPath] = o; }
            if (newPath.EndsWith(".unity", StringComparison.Ordinal))
            {
                UnityEditor.Internal.SceneFileImports.Wrote(oldPath);
                UnityEditor.Internal.SceneFileImports.Wrote(newPath);
            }
            InvalidateIndex();
            HeadlessEditor.MarkProjectChanged();
            return "";
        }

        public static string RenameAsset(string pathName, string newName)
        {
            pathName = Normalize(pathName);
            var dir = Path.GetDirectoryName(pathName).Replace('\\', '/');
            var result = MoveAsset(pathName, dir + "/" + newName + (Directory.Exists(FullPath(pathName)) ? "" : Path.GetExtension(pathName)));
            if (result == "")
            {
                Object o;
                if (_loaded.TryGetValue(dir + "/" + newName + Path.GetExtension(pathName), out o)) o.name = newName;
            }
            return result;
        }

        public static bool CopyAsset(string path, string newPath)
        {
            MainThread.Require("CopyAsset");
            path = Normalize(path);
            newPath = Normalize(newPath);
            if (!File.Exists(FullPath(path)) || File.Exists(FullPath(newPath))) return false;
            File.Copy(FullPath(path), FullPath(newPath));
            EnsureMeta(newPath);
            if (newPath.EndsWith(".unity", StringComparison.Ordinal)) UnityEditor.Internal.SceneFileImports.Wrote(newPath);
            HeadlessEditor.MarkProjectChanged();
            return true;
        }

        public static void ImportAsset(string path)
        {
            ImportAsset(path, ImportAssetOptions.Default);
        }

        public static void ImportAsset(string path, ImportAssetOptions options)
        {
            MainThread.Require("ImportAsset");
            path = Normalize(path);
            if (!File.Exists(FullPath(path)) && !Directory.Exists(FullPath(path))) return;
            EnsureMeta(path);
            _loaded.Remove(path);
            HeadlessEditor.MarkProjectChanged();
            if (path.EndsWith(".unity", StringComparison.Ordinal)) UnityEditor.Internal.SceneFileImports.Import(path);
            if (path.EndsWith(".cs", StringComparison.Ordinal) || path.EndsWith(".asmdef", StringComparison.Ordinal)) RequestCompileIfScriptsChanged();
        }

        public static void Refresh()
        {
            Refresh(ImportAssetOptions.Default);
        }

        // Writes missing .meta files, drops orphaned ones, and recompiles when scripts changed. What it walks,
        // links included, and what it logs for them, is Unity's (ProjectTree): a linked folder is imported and
        // gets its .meta files where it really is, with Unity's warning when the link is first imported; a
        // recursive link is skipped with an error instead of the endless import Unity may start.
        public static void Refresh(ImportAssetOptions options)
        {
            MainThread.Require("Refresh");
            if (!Directory.Exists(FullPath("Assets"))) return;
            var entries = ProjectTree.Walk(Root, (path, target) => Debug.LogError(ProjectTree.RecursiveLinkError(path, target)));
            foreach (var entry in entries)
            {
                if (!entry.IsDirectory && entry.Path.EndsWith(".meta", StringComparison.Ordinal))
                {
                    var target = entry.FullPath.Substring(0, entry.FullPath.Length - 5);
                    if (!File.Exists(target) && !Directory.Exists(target)) File.Delete(entry.FullPath);
                    continue;
                }
                if (entry.IsLink && !File.Exists(entry.FullPath + ".meta")) Debug.LogWarning(ProjectTree.LinkWarning(entry.Path));
                EnsureMeta(entry.Path);
                // A scene file changed behind the editor's back marks the open scene: Unity asks about it at its next
                // tick (SceneFileImports, EditorSceneManager.HandleOpenScenesChangedOnDisk).
                if (!entry.IsDirectory && entry.Path.EndsWith(".unity", StringComparison.Ordinal)) UnityEditor.Internal.SceneFileImports.Import(entry.Path);
            }
            foreach (var key in _loaded.Keys.ToList())
                if (!File.Exists(FullPath(key)) && !Directory.Exists(FullPath(key))) _loaded.Remove(key);
            InvalidateIndex();
            HeadlessEditor.MarkProjectChanged();
            CompileIfScriptsChanged();
        }

        // Refresh imports changed scripts and compiles them inside the call, as Unity can; a successful compile
        // reloads the domain before the next EditorApplication.update. When a compile is already running, the
        // changes join the next one.
        static void CompileIfScriptsChanged()
        {
            var host = HeadlessEditor.Host;
            if (!host.HaveScriptsChanged()) return;
            if (!host.TryBeginScriptCompilation())
            {
                host.RequestScriptCompilation(false);
                return;
            }
            HeadlessEditor.CompilationStarted();
            bool failed;
            var results = host.CompileScriptsNow(out failed);
            HeadlessEditor.CompilationFinished(results, failed);
        }

        static void RequestCompileIfScriptsChanged()
        {
            if (HeadlessEditor.Host.HaveScriptsChanged()) HeadlessEditor.Host.RequestScriptCompilation(false);
        }

        public static void StartAssetEditing() { }
        public static void StopAssetEditing() { }
        // A counter, as Unity keeps it (native, so it outlives a domain reload: kept in the host's session here):
        // while it is above zero the editor does not refresh by itself when it becomes the active application
        // (HeadlessEditor.OnApplicationActivated); AssetDatabase.Refresh called by code still runs. UnityCsReference
        // 2021.3.0f1 and 6000.0.0f1 Editor/Mono/AssetDatabase/AssetDatabase.bindings.cs: AllowAutoRefresh(),
        // DisallowAutoRefresh(). An AllowAutoRefresh without a hold leaves the counter at zero and logs an error.
        const string AutoRefreshHoldKey = "__headless.autoRefreshHolds";

        internal static int AutoRefreshHolds
        {
            get
            {
                int n;
                return int.TryParse(HeadlessEditor.Host.SessionGet(AutoRefreshHoldKey), out n) ? n : 0;
            }
            private set { HeadlessEditor.Host.SessionSet(AutoRefreshHoldKey, value.ToString(System.Globalization.CultureInfo.InvariantCulture)); }
        }

        public static void AllowAutoRefresh()
        {
            if (AutoRefreshHolds == 0)
            {
                UnityEngine.Debug.LogError("AssetDatabase.AllowAutoRefresh called more often than DisallowAutoRefresh");
                return;
            }
            AutoRefreshHolds = AutoRefreshHolds - 1;
        }

        public static void DisallowAutoRefresh() { AutoRefreshHolds = AutoRefreshHolds + 1; }
        public static void ReleaseCachedFileHandles() { }

        public static bool OpenAsset(Object target) { return OpenAsset(target, 0); }

        public static bool OpenAsset(Object target, int lineNumber)
        {
            if (target is SceneAsset) { EditorSceneManager.OpenScene(target.AssetPath); return true; }
            return target != null;
        }

#if UNITY_6000_5_OR_NEWER
        [System.Obsolete(@"Please use OpenAsset(EntityId) with the EntityId parameter type instead.", true)]
#elif UNITY_6000_3_OR_NEWER
        [System.Obsolete(@"Please use OpenAsset(EntityId) with the EntityId parameter type instead.", false)]
#endif
        public static bool OpenAsset(int instanceID) { return OpenAsset(ObjectRegistry.Find(instanceID)); }
#if UNITY_6000_3_OR_NEWER
        public static bool OpenAsset(EntityId entityId) { return OpenAsset(ObjectRegistry.Find(entityId.InstanceId)); }
#endif

        // ---- search ----

        public static string[] FindAssets(string filter)
        {
            MainThread.Require("FindAssets");
            return FindAssets(filter, null);
        }

        // Supports "t:Type" (with base types and Unity's aliases), "l:label" (no labels: no match)
        // and name words (every word must occur in the file name, case-insensitively).
        public static string[] FindAssets(string filter, string[] searchInFolders)
        {
            MainThread.Require("FindAssets");
            var words = (filter ?? "").Split(new[] { ' ' }, StringSplitOptions.RemoveEmptyEntries);
            var types = words.Where(w => w.StartsWith("t:", StringComparison.OrdinalIgnoreCase)).Select(w => w.Substring(2)).ToList();
            if (words.Any(w => w.StartsWith("l:", StringComparison.OrdinalIgnoreCase))) return new string[0];
            var names = words.Where(w => w.IndexOf(':') < 0).ToList();
            var folders = (searchInFolders == null || searchInFolders.Length == 0 ? new[] { "Assets" } : searchInFolders).Select(Normalize).ToArray();
            EnsureIndex();
            var result = new List<KeyValuePair<string, string>>();
            foreach (var pair in _pathToGuid)
            {
                var path = pair.Key;
                if (path == "Assets") continue;
                if (!folders.Any(f => path.StartsWith(f + "/", StringComparison.Ordinal))) continue;
                var file = Path.GetFileNameWithoutExtension(path);
                if (names.Any(n => file.IndexOf(n, StringComparison.OrdinalIgnoreCase) < 0)) continue;
                if (types.Count > 0)
                {
                    var t = GetMainAssetTypeAtPath(path);
                    if (t == null || !types.Any(name => TypeMatches(t, name))) continue;
                }
                result.Add(pair);
            }
            return result.OrderBy(p => p.Key, StringComparer.Ordinal).Select(p => p.Value).ToArray();
        }

        static bool TypeMatches(Type t, string name)
        {
            var alias = name.ToLowerInvariant();
            if (alias == "scene") alias = "sceneasset";
            else if (alias == "script") alias = "monoscript";
            else if (alias == "folder") alias = "defaultasset";
            else if (alias == "prefab") alias = "gameobject";
            else if (alias == "texture") alias = "texture";
            for (var b = t; b != null; b = b.BaseType)
                if (b.Name.ToLowerInvariant() == alias || (b.FullName ?? "").ToLowerInvariant() == alias) return true;
            return false;
        }
    }
}
