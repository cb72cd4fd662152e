using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;

namespace UnityEditor.PackageManager
{
    // What the Package Manager resolves from: the project's Packages/manifest.json (read and written as
    // Unity does), embedded packages (Packages/<name>/package.json) and a small fake registry standing in
    // for packages.unity.com and one git repository. Not Unity API.
    internal static class PackageManifest
    {
        internal const string RegistryUrl = "https://packages.unity.com";
        internal const string SampleGitUrl = "https://github.com/patchbay-samples/com.patchbay.sample-tools.git";

        // name -> versions (oldest first; the last is "latest") and dependencies of every version.
        static readonly Dictionary<string, string[]> Versions = new Dictionary<string, string[]>(StringComparer.Ordinal)
        {
            { "com.unity.textmeshpro", new[] { "3.0.6", "3.0.7" } },
            { "com.unity.inputsystem", new[] { "1.7.0", "1.8.2" } },
            { "com.unity.ugui", new[] { "1.0.0" } },
            { "com.unity.test-framework", new[] { "1.1.33", "1.3.9" } },
            { "com.unity.ext.nunit", new[] { "1.0.6", "2.0.3" } },
            { "com.unity.nuget.newtonsoft-json", new[] { "3.0.2", "3.2.1" } },
        };

        static readonly Dictionary<string, string[]> Dependencies = new Dictionary<string, string[]>(StringComparer.Ordinal)
        {
            { "com.unity.test-framework", new[] { "com.unity.ext.nunit", "com.unity.modules.imgui" } },
            { "com.unity.ugui", new[] { "com.unity.modules.ui", "com.unity.modules.imgui" } },
            { "com.unity.inputsystem", new[] { "com.unity.modules.uielements" } },
        };

        static readonly string[] Modules = { "ai", "audio", "imgui", "jsonserialize", "physics", "ui", "uielements", "animation" };

        internal static string ManifestPath
        {
            get { return Path.Combine(Path.Combine(UnityEngine.Application.ProjectPath, "Packages"), "manifest.json"); }
        }

        internal static JObject Read()
        {
            var path = ManifestPath;
            if (!File.Exists(path)) return new JObject { { "dependencies", new JObject() } };
            var manifest = JObject.Parse(File.ReadAllText(path));
            if (!(manifest["dependencies"] is JObject)) manifest["dependencies"] = new JObject();
            return manifest;
        }

        // Unity writes the dependencies sorted by name, two-space indented.
        internal static void Write(JObject manifest)
        {
            var deps = (JObject)manifest["dependencies"];
            var sorted = new JObject();
            foreach (var p in deps.Properties().OrderBy(p => p.Name, StringComparer.Ordinal)) sorted[p.Name] = p.Value;
            manifest["dependencies"] = sorted;
            Directory.CreateDirectory(Path.GetDirectoryName(ManifestPath));
            File.WriteAllText(ManifestPath, manifest.ToString(Formatting.Indented) + "\n");
        }

        // One line per Client.Add/Remove call, so tests see from outside how often the editor asked.
        internal static void LogOperation(string line)
        {
            var dir = Path.Combine(UnityEngine.Application.ProjectPath, "Library");
            Directory.CreateDirectory(dir);
            File.AppendAllText(Path.Combine(dir, "HeadlessPackageOps.log"), line + "\n");
        }

        static bool IsModule(string name)
        {
            return name.StartsWith("com.unity.modules.", StringComparison.Ordinal) && Modules.Contains(name.Substring("com.unity.modules.".Length));
        }

        // Resolves an Add identifier to (name, manifest value, version), or returns an error message.
        internal static string Resolve(string identifier, out string name, out string value, out string version)
        {
            name = value = version = null;
            var fail = "Unable to add package [" + identifier + "]:\n  ";
            if (identifier.Length == 0) return fail + "Package identifier cannot be empty.";
            if (identifier.StartsWith("https://", StringComparison.Ordinal) || identifier.StartsWith("git+", StringComparison.Ordinal) || identifier.Contains(".git"))
            {
                var hash = identifier.IndexOf('#');
                var url = hash < 0 ? identifier : identifier.Substring(0, hash);
                var tag = hash < 0 ? null : identifier.Substring(hash + 1);
                if (url != SampleGitUrl) return fail + "Error when executing git command. remote: Repository not found.";
                if (tag != null && tag != "1.0.0" && tag != "v1.0.0") return fail + "Error when executing git command. fatal: invalid revision '" + tag + "'.";
                name = "com.patchbay.sample-tools";
                value = identifier;
                version = "1.0.0";
                return null;
            }

            var at = identifier.IndexOf('@');
            name = at < 0 ? identifier : identifier.Substring(0, at);
            var wanted = at < 0 ? null : identifier.Substring(at + 1);
            if (IsModule(name))
            {
                value = version = "1.0.0";
                return null;
            }

            string[] known;
            if (!Versions.TryGetValue(name, out known)) return fail + "Package [" + name + "] cannot be found in registry " + RegistryUrl + ".";
            if (wanted != null && !known.Contains(wanted)) return fail + "Package [" + name + "@" + wanted + "] cannot be found. Versions: " + string.Join(", ", known) + ".";
            value = version = wanted ?? known[known.Length - 1];
            return null;
        }

        // Every package the project resolves to: manifest dependencies (direct), embedded packages
        // (direct), what those depend on (indirect), and Patchbay's own package.
        internal static List<PackageInfo> Registered()
        {
            var list = new List<PackageInfo>();
            var seen = new HashSet<string>(StringComparer.Ordinal);
            var patchbay = PackageInfo.FindForAssetPath("Packages/com.patchbay.unity");
            if (patchbay != null)
            {
                list.Add(PackageInfo.Create(patchbay.name, patchbay.version, PackageSource.Local, true, patchbay.resolvedPath, "file:" + patchbay.resolvedPath));
                seen.Add(patchbay.name);
            }

            var packagesDir = Path.Combine(UnityEngine.Application.ProjectPath, "Packages");
            if (Directory.Exists(packagesDir))
            {
                foreach (var dir in Directory.GetDirectories(packagesDir).OrderBy(d => d, StringComparer.Ordinal))
                {
                    var file = Path.Combine(dir, "package.json");
                    if (!File.Exists(file)) continue;
                    var json = JObject.Parse(File.ReadAllText(file));
                    var n = (string)json["name"] ?? Path.GetFileName(dir);
                    if (!seen.Add(n)) continue;
                    list.Add(PackageInfo.Create(n, (string)json["version"] ?? "0.0.0", PackageSource.Embedded, true, dir, n));
                }
            }

            var queue = new List<KeyValuePair<string, string>>();
            foreach (var p in ((JObject)Read()["dependencies"]).Properties())
            {
                if (!seen.Add(p.Name)) continue;
                var v = (string)p.Value ?? string.Empty;
                PackageSource source;
                string version = v;
                if (v.StartsWith("file:", StringComparison.Ordinal)) source = v.EndsWith(".tgz", StringComparison.Ordinal) ? PackageSource.LocalTarball : PackageSource.Local;
                else if (v.StartsWith("https://", StringComparison.Ordinal) || v.StartsWith("git", StringComparison.Ordinal) || v.Contains(".git")) { source = PackageSource.Git; version = "1.0.0"; }
                else source = IsModule(p.Name) ? PackageSource.BuiltIn : PackageSource.Registry;
                list.Add(PackageInfo.Create(p.Name, version, source, true, Path.Combine(Path.Combine(UnityEngine.Application.ProjectPath, "Library/PackageCache"), p.Name + "@" + version), p.Name + "@" + v));
                queue.Add(new KeyValuePair<string, string>(p.Name, version));
            }

            for (var i = 0; i < queue.Count; i++)
            {
                string[] deps;
                if (!Dependencies.TryGetValue(queue[i].Key, out deps)) continue;
                foreach (var d in deps)
                {
                    if (!seen.Add(d)) continue;
                    string[] known;
                    var version = Versions.TryGetValue(d, out known) ? known[0] : "1.0.0";
                    list.Add(PackageInfo.Create(d, version, IsModule(d) ? PackageSource.BuiltIn : PackageSource.Registry, false, string.Empty, d + "@" + version));
                    queue.Add(new KeyValuePair<string, string>(d, version));
                }
            }

            return list;
        }
    }
}
