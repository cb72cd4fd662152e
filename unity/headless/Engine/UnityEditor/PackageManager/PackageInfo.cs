using System;
using System.IO;
using Assembly = System.Reflection.Assembly;

namespace UnityEditor.PackageManager
{
    // FindForAssetPath/FindForAssembly know one package, Patchbay's own: its folder is PATCHBAY_PACKAGE_DIR
    // (set by the host's --package-dir), else unity/com.patchbay.unity of the repository the host was built
    // from. GetAllRegisteredPackages answers what the project resolves (PackageManifest). Shapes as in
    // Unity 2021.3 and 6000.x (Modules/PackageManager/Editor/Managed/PackageInfo.cs, PackageManager.bindings.cs).
    public sealed class PackageInfo
    {
        internal const string PackageDirVariable = "PATCHBAY_PACKAGE_DIR";

        const string PackageName = "com.patchbay.unity";

        internal PackageInfo() { name = string.Empty; version = string.Empty; resolvedPath = string.Empty; assetPath = string.Empty; packageId = string.Empty; displayName = string.Empty; }

        public string packageId { get; private set; }
        public bool isDirectDependency { get; private set; }
        public string version { get; private set; }
        public PackageSource source { get; private set; }
        public string resolvedPath { get; private set; }
        public string assetPath { get; private set; }
        public string name { get; private set; }
        public string displayName { get; private set; }

        public static PackageInfo[] GetAllRegisteredPackages()
        {
            return PackageManifest.Registered().ToArray();
        }

        internal static PackageInfo Create(string name, string version, PackageSource source, bool direct, string resolvedPath, string packageId)
        {
            return new PackageInfo
            {
                name = name,
                version = version,
                source = source,
                isDirectDependency = direct,
                resolvedPath = resolvedPath ?? string.Empty,
                assetPath = "Packages/" + name,
                packageId = packageId,
                displayName = name,
            };
        }

        public static PackageInfo FindForAssetPath(string assetPath)
        {
            if (string.IsNullOrEmpty(assetPath)) throw new ArgumentException("Asset path cannot be null or empty.", "assetPath");
            var path = assetPath.Replace('\\', '/');
            if (path.StartsWith("Packages/" + PackageName + "/", StringComparison.Ordinal) || path == "Packages/" + PackageName) return Patchbay();
            // Any other package the project resolves (issue 43: the Immutable Prefab dialog asks which package a prefab is in).
            if (!path.StartsWith("Packages/", StringComparison.Ordinal)) return null;
            foreach (var p in PackageManifest.Registered())
                if (path == p.assetPath || path.StartsWith(p.assetPath + "/", StringComparison.Ordinal)) return p;
            return null;
        }

        // Unity treats only embedded and local packages as writable; a registry, git, built-in or tarball package's
        // folder is immutable (AssetDatabase.GetAssetFolderInfo's "immutable": UnityCsReference 2021.3.0f1
        // Modules/AssetDatabase/Editor/ScriptBindings/AssetDatabase.bindings.cs:109, internal; public as
        // TryGetAssetFolderInfo from 6000.0, 6000.5.2f1 :160).
        internal static bool IsImmutable(string assetPath)
        {
            if (string.IsNullOrEmpty(assetPath) || !assetPath.Replace('\\', '/').StartsWith("Packages/", StringComparison.Ordinal)) return false;
            var info = FindForAssetPath(assetPath);
            return info != null && info.source != PackageSource.Embedded && info.source != PackageSource.Local;
        }

        public static PackageInfo FindForAssembly(Assembly assembly)
        {
            if (assembly == null) throw new ArgumentNullException("assembly");
            // The package's assemblies: Patchbay.Shared, Patchbay.Editor (and its tests), Patchbay.Runtime.
            var name = assembly.GetName().Name;
            var ours = name == "Patchbay.Shared" || name == "Patchbay.Runtime" || name.StartsWith("Patchbay.Editor", StringComparison.Ordinal);
            return ours ? Patchbay() : null;
        }

        static PackageInfo Patchbay()
        {
            var dir = Environment.GetEnvironmentVariable(PackageDirVariable);
            if (string.IsNullOrEmpty(dir)) dir = FromBuildTree();
            if (dir == null || !File.Exists(Path.Combine(dir, "package.json"))) return null;
            var manifest = Newtonsoft.Json.Linq.JObject.Parse(File.ReadAllText(Path.Combine(dir, "package.json")));
            return new PackageInfo
            {
                name = (string)manifest["name"] ?? PackageName,
                version = (string)manifest["version"] ?? string.Empty,
                resolvedPath = Path.GetFullPath(dir).TrimEnd(Path.DirectorySeparatorChar),
                assetPath = "Packages/" + PackageName,
                source = PackageSource.Local,
                isDirectDependency = true,
                displayName = "Patchbay",
                packageId = PackageName + "@file:" + Path.GetFullPath(dir).TrimEnd(Path.DirectorySeparatorChar),
            };
        }

        // The host runs from <repo>/<build dir>/bin; walk up to the repository.
        static string FromBuildTree()
        {
            var dir = Path.GetDirectoryName(typeof(PackageInfo).Assembly.Location);
            while (!string.IsNullOrEmpty(dir))
            {
                var candidate = Path.Combine(Path.Combine(dir, "unity"), PackageName);
                if (File.Exists(Path.Combine(candidate, "package.json"))) return candidate;
                dir = Path.GetDirectoryName(dir);
            }
            return null;
        }
    }
}
