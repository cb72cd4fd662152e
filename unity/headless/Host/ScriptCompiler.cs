using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Text.RegularExpressions;
using Newtonsoft.Json.Linq;
using Patchbay.Headless;
using UnityEditor.Compilation;

namespace Patchbay.EditorHost
{
    // The compile step: Assets/**/*.cs -> Library/ScriptAssemblies/*.dll with Roslyn at C# 9 (RoslynCompiler), laid out as Unity
    // does (asmdef assemblies; Assembly-CSharp for the rest; Assembly-CSharp-Editor for Editor/
    // folders; Assembly-CSharp-Tests for Tests/ folders without an asmdef). Outputs replace the old
    // assemblies only when every assembly compiled, so a failed compile keeps the old ones loaded.
    internal sealed class ScriptCompiler
    {
        readonly string _project;
        readonly string _engineDir;
        readonly IList<string> _editorAssemblies;
        string _compiledFingerprint;
        string[] _testAssemblies = new string[0];

        const string Defines = "UNITY_EDITOR;UNITY_EDITOR_64;UNITY_EDITOR_LINUX;UNITY_STANDALONE_LINUX;UNITY_STANDALONE;" +
            "UNITY_2021_3_45;UNITY_2021_3;UNITY_2021;UNITY_5_3_OR_NEWER;UNITY_2017_1_OR_NEWER;UNITY_2018_1_OR_NEWER;" +
            "UNITY_2019_1_OR_NEWER;UNITY_2020_1_OR_NEWER;UNITY_2021_1_OR_NEWER;UNITY_2021_2_OR_NEWER;UNITY_2021_3_OR_NEWER;" +
            "NET_4_6;CSHARP_7_3_OR_NEWER;ENABLE_MONO";

        static readonly string PlayerDefines = string.Join(";", Defines.Split(';').Where(d => !d.StartsWith("UNITY_EDITOR", StringComparison.Ordinal)).ToArray())
            + ";DEVELOPMENT_BUILD";


        // A development build's scripts (player mode, issue 34): no editor or test assemblies, no UNITY_EDITOR defines,
        // DEVELOPMENT_BUILD set, written to their own folder so an editor on the same project keeps its own.
        readonly bool _forPlayer;

        internal ScriptCompiler(string project, string engineDir, IList<string> editorAssemblies, bool forPlayer = false)
        {
            _forPlayer = forPlayer;
            _project = project;
            _engineDir = engineDir;
            _editorAssemblies = editorAssemblies;
            var stamp = StampFile;
            if (File.Exists(stamp)) _compiledFingerprint = File.ReadAllText(stamp);
        }

        internal string OutputDir { get { return Path.Combine(_project, _forPlayer ? "Library/PlayerScriptAssemblies" : "Library/ScriptAssemblies"); } }
        string StampFile { get { return Path.Combine(OutputDir, ".headless-fingerprint"); } }

        internal string[] TestAssemblyNames() { return _testAssemblies; }

        // Test assemblies that build for players as well as the editor: Unity runs their tests as PlayMode tests.
        internal string[] PlayModeTestAssemblyNames()
        {
            return Plan().Where(p => p.IsTest && !p.IsEditor).Select(p => p.Name).ToArray();
        }

        internal bool ScriptsChanged()
        {
            return Fingerprint() != _compiledFingerprint;
        }

        internal string[] OutputAssemblies()
        {
            if (!Directory.Exists(OutputDir)) return new string[0];
            var order = Plan().Select(p => p.Name).ToList();
            return Directory.GetFiles(OutputDir, "*.dll")
                .OrderBy(p => { var i = order.IndexOf(Path.GetFileNameWithoutExtension(p)); return i < 0 ? int.MaxValue : i; })
                .ToArray();
        }

        string Fingerprint()
        {
            var sb = new StringBuilder();
            foreach (var f in ScriptFiles("*.cs").Concat(ScriptFiles("*.asmdef")).OrderBy(f => f, StringComparer.Ordinal))
            {
                var info = new FileInfo(Path.Combine(_project, f));
                sb.Append(f).Append('|').Append(info.Length).Append('|').Append(info.LastWriteTimeUtc.Ticks).Append('\n');
            }
            // Changing Active Input Handling or adding the Input System package recompiles, as in Unity.
            sb.Append("input|").Append(InputDefines()).Append('|').Append(UsesInputSystem()).Append('|').Append(UsesUGUI()).Append('\n');
            // So does disabling or enabling a built-in module, or any other change of the manifest's packages.
            sb.Append("packages|").Append(string.Join(",", InstalledPackages().Select(p => p.Key + "@" + p.Value).ToArray())).Append('\n');
            return sb.ToString();
        }

        IEnumerable<string> ScriptFiles(string pattern)
        {
            // The scripts Unity would compile: what its asset database imports (links followed, recursive ones
            // and hidden folders skipped: ProjectTree).
            var extension = pattern.Substring(1);
            return UnityEngine.Internal.ProjectTree.Walk(_project, null)
                .Where(e => !e.IsDirectory && e.Path.EndsWith(extension, StringComparison.Ordinal))
                .Select(e => e.Path)
                .Concat(EmbeddedPackageFiles(extension));
        }

        // Embedded packages (a folder with a package.json under Packages/) are compiled with the project, as in Unity
        // (docs.unity3d.com Manual "Embedded dependencies"); only their asmdef assemblies (a package's script outside
        // every asmdef is not compiled). Hidden folders and those ending in "~" skipped, as in Assets.
        IEnumerable<string> EmbeddedPackageFiles(string extension)
        {
            foreach (var dir in EmbeddedPackages().Values)
                foreach (var f in WalkFiles(Path.Combine(_project, dir), dir, extension))
                    yield return f;
        }

        // Folder (project-relative) of each embedded package, by package name.
        Dictionary<string, string> EmbeddedPackages()
        {
            var found = new Dictionary<string, string>();
            var packages = Path.Combine(_project, "Packages");
            if (!Directory.Exists(packages)) return found;
            foreach (var dir in Directory.GetDirectories(packages).OrderBy(d => d, StringComparer.Ordinal))
            {
                var manifest = Path.Combine(dir, "package.json");
                if (UnityEngine.Internal.ProjectTree.IsHidden(Path.GetFileName(dir)) || !File.Exists(manifest)) continue;
                try
                {
                    var name = (string)JObject.Parse(File.ReadAllText(manifest))["name"];
                    if (!string.IsNullOrEmpty(name) && !found.ContainsKey(name)) found[name] = "Packages/" + Path.GetFileName(dir);
                }
                catch (Exception) { }
            }
            return found;
        }

        static IEnumerable<string> WalkFiles(string full, string relative, string extension)
        {
            string[] children;
            try { children = Directory.GetFileSystemEntries(full); }
            catch (IOException) { yield break; }
            Array.Sort(children, StringComparer.Ordinal);
            foreach (var child in children)
            {
                var name = Path.GetFileName(child);
                if (UnityEngine.Internal.ProjectTree.IsHidden(name)) continue;
                var path = relative + "/" + name;
                if (Directory.Exists(child))
                {
                    foreach (var f in WalkFiles(child, path, extension)) yield return f;
                }
                else if (name.EndsWith(extension, StringComparison.Ordinal)) yield return path;
            }
        }

        // The packages installed: the manifest's dependencies (name -> version, or the location it gives) and the
        // embedded packages (their package.json's version).
        SortedDictionary<string, string> InstalledPackages()
        {
            var installed = new SortedDictionary<string, string>(StringComparer.Ordinal);
            var manifest = Path.Combine(_project, "Packages/manifest.json");
            try
            {
                var deps = File.Exists(manifest) ? JObject.Parse(File.ReadAllText(manifest))["dependencies"] as JObject : null;
                if (deps != null) foreach (var p in deps.Properties()) installed[p.Name] = (string)p.Value ?? "";
            }
            catch (Exception) { }
            foreach (var e in EmbeddedPackages())
            {
                string version = "";
                try { version = (string)JObject.Parse(File.ReadAllText(Path.Combine(_project, e.Value, "package.json")))["version"] ?? ""; }
                catch (Exception) { }
                installed[e.Key] = version;
            }
            return installed;
        }

        // Packages whose tests the manifest asks for ("testables"): only their test assemblies compile (Unity Manual,
        // "Adding tests to a package").
        HashSet<string> Testables()
        {
            var manifest = Path.Combine(_project, "Packages/manifest.json");
            try
            {
                var t = File.Exists(manifest) ? JObject.Parse(File.ReadAllText(manifest))["testables"] as JArray : null;
                return new HashSet<string>(t == null ? new string[0] : t.Select(x => (string)x));
            }
            catch (Exception) { return new HashSet<string>(); }
        }

        // The built-in modules a project may disable (com.unity.modules.*), each the stand-in's own assembly
        // (Engine/UnityEngine/Internal/EngineModules.cs): a project's scripts reference a module's assembly only
        // when its manifest lists the module (Unity's default manifest lists every module; removing one from the
        // Package Manager removes the line, and scripts using its types stop compiling).
        static readonly string[][] Modules =
        {
            new[] { "com.unity.modules.physics", "UnityEngine.PhysicsModule.dll" },
            new[] { "com.unity.modules.physics2d", "UnityEngine.Physics2DModule.dll" },
            new[] { "com.unity.modules.imageconversion", "UnityEngine.ImageConversionModule.dll" },
            new[] { "com.unity.modules.screencapture", "UnityEngine.ScreenCaptureModule.dll" }
        };

        // Whether Packages/manifest.json lists com.unity.inputsystem (then its stand-in, Unity.InputSystem.dll, is
        // referenced).
        bool UsesInputSystem() { return ManifestLists("com.unity.inputsystem"); }

        // Whether Packages/manifest.json lists com.unity.ugui (then its stand-in, UnityEngine.UI.dll, is referenced).
        internal bool UsesUGUI() { return ManifestLists("com.unity.ugui"); }

        bool ManifestLists(string package)
        {
            var manifest = Path.Combine(_project, "Packages/manifest.json");
            try { return File.Exists(manifest) && JObject.Parse(File.ReadAllText(manifest))["dependencies"]?[package] != null; }
            catch (Exception) { return false; }
        }

        // Player Settings > Active Input Handling (ProjectSettings.asset activeInputHandler: 0 Input Manager, the
        // default; 1 Input System; 2 both) sets ENABLE_LEGACY_INPUT_MANAGER and ENABLE_INPUT_SYSTEM, as in Unity.
        string InputDefines()
        {
            var handler = 0;
            var settings = Path.Combine(_project, "ProjectSettings/ProjectSettings.asset");
            try
            {
                var match = File.Exists(settings) ? Regex.Match(File.ReadAllText(settings), @"^\s*activeInputHandler:\s*(\d)", RegexOptions.Multiline) : Match.Empty;
                if (match.Success) handler = int.Parse(match.Groups[1].Value);
            }
            catch (IOException) { }
            return (handler != 1 ? ";ENABLE_LEGACY_INPUT_MANAGER" : "") + (handler != 0 ? ";ENABLE_INPUT_SYSTEM" : "");
        }

        // The symbols an assembly compiles with: the editor's or player's, Active Input Handling's, UNITY_INCLUDE_TESTS for
        // a test assembly, and each of its versionDefines whose package is installed at a version in range.
        static string[] DefinesOf(AssemblyPlan plan, string baseDefines, IDictionary<string, string> installed)
        {
            var list = (baseDefines + (plan.IsTest ? ";UNITY_INCLUDE_TESTS" : "")).Split(';').Where(d => d.Length > 0).ToList();
            foreach (var v in plan.VersionDefines)
            {
                string version;
                if (installed.TryGetValue(v[0], out version) && AsmdefDefines.InRange(version, v[1])) list.Add(v[2]);
            }
            return list.Distinct().ToArray();
        }

        internal List<AssemblyPlan> Plan()
        {
            var asmdefs = new List<AssemblyPlan>();
            foreach (var file in ScriptFiles("*.asmdef"))
            {
                JObject json;
                try { json = JObject.Parse(File.ReadAllText(Path.Combine(_project, file))); }
                catch (Exception) { continue; }
                var plan = new AssemblyPlan { Name = (string)json["name"] ?? Path.GetFileNameWithoutExtension(file), Directory = Path.GetDirectoryName(file).Replace('\\', '/') };
                var platforms = (json["includePlatforms"] as JArray ?? new JArray()).Select(t => (string)t).ToList();
                var refs = (json["references"] as JArray ?? new JArray()).Select(t => (string)t).ToList();
                var optional = (json["optionalUnityReferences"] as JArray ?? new JArray()).Select(t => (string)t).ToList();
                var precompiled = (json["precompiledReferences"] as JArray ?? new JArray()).Select(t => (string)t).ToList();
                var constraints = (json["defineConstraints"] as JArray ?? new JArray()).Select(t => (string)t).ToList();
                plan.IsEditor = platforms.Count == 1 && platforms[0] == "Editor";
                // A test assembly declares itself (optionalUnityReferences "TestAssemblies", nunit.framework.dll, or the
                // UNITY_INCLUDE_TESTS constraint); referencing the Test Framework's assemblies alone does not make one (the
                // package's editor assembly references UnityEditor.TestRunner to run tests).
                plan.IsTest = optional.Contains("TestAssemblies") || precompiled.Contains("nunit.framework.dll") || constraints.Contains("UNITY_INCLUDE_TESTS");
                plan.UsesTestRunner = plan.IsTest || refs.Any(r => r == "UnityEngine.TestRunner" || r == "UnityEditor.TestRunner");
                plan.AutoReferenced = json["autoReferenced"] == null || (bool)json["autoReferenced"];
                plan.AllowUnsafe = json["allowUnsafeCode"] != null && json["allowUnsafeCode"].Type == JTokenType.Boolean && (bool)json["allowUnsafeCode"];
                plan.References.AddRange(refs.Where(r => !r.StartsWith("GUID:", StringComparison.Ordinal)));
                // Platforms (Unity Manual "Assembly definition file format"): includePlatforms, when given, lists the only
                // platforms; excludePlatforms the ones left out ("Editor" is one). The player here is a standalone one.
                var excluded = (json["excludePlatforms"] as JArray ?? new JArray()).Select(t => (string)t).ToList();
                plan.ExcludesEditor = platforms.Count > 0 ? !platforms.Contains("Editor") : excluded.Contains("Editor");
                plan.ExcludesPlayer = platforms.Count > 0 ? !platforms.Any(p => p != "Editor") : excluded.Any(p => p.StartsWith("LinuxStandalone", StringComparison.Ordinal));
                plan.DefineConstraints.AddRange(constraints.Where(c => !string.IsNullOrEmpty(c)));
                foreach (var v in json["versionDefines"] as JArray ?? new JArray())
                    if (v is JObject o && (string)o["name"] != null && (string)o["define"] != null)
                        plan.VersionDefines.Add(new[] { (string)o["name"], (string)o["expression"] ?? "", (string)o["define"] });
                if (file.StartsWith("Packages/", StringComparison.Ordinal))
                {
                    plan.InPackage = true;
                    plan.Package = EmbeddedPackages().Where(e => file.StartsWith(e.Value + "/", StringComparison.Ordinal)).Select(e => e.Key).FirstOrDefault();
                }
                asmdefs.Add(plan);
            }
            var runtime = new AssemblyPlan { Name = "Assembly-CSharp", IsPredefined = true };
            var editor = new AssemblyPlan { Name = "Assembly-CSharp-Editor", IsPredefined = true, IsEditor = true };
            var tests = new AssemblyPlan { Name = "Assembly-CSharp-Tests", IsPredefined = true, IsEditor = true, IsTest = true };
            foreach (var file in ScriptFiles("*.cs"))
            {
                var owner = asmdefs.Where(a => file.StartsWith(a.Directory + "/", StringComparison.Ordinal)).OrderByDescending(a => a.Directory.Length).FirstOrDefault();
                var parts = file.Split('/');
                if (owner != null) owner.Sources.Add(file);
                else if (file.StartsWith("Packages/", StringComparison.Ordinal)) continue; // a package's script outside its asmdefs
                else if (parts.Contains("Tests")) tests.Sources.Add(file);
                else if (parts.Contains("Editor")) editor.Sources.Add(file);
                else runtime.Sources.Add(file);
            }
            var ordered = new List<AssemblyPlan>();
            var byName = asmdefs.ToDictionary(a => a.Name);
            Action<AssemblyPlan, int> visit = null;
            visit = (a, depth) =>
            {
                if (ordered.Contains(a) || depth > 50) return;
                foreach (var r in a.References) { AssemblyPlan dep; if (byName.TryGetValue(r, out dep)) visit(dep, depth + 1); }
                ordered.Add(a);
            };
            foreach (var a in asmdefs.Where(a => !a.IsEditor && !a.IsTest)) visit(a, 0);
            ordered.Add(runtime);
            foreach (var a in asmdefs.Where(a => a.IsEditor || a.IsTest)) visit(a, 0);
            ordered.Add(editor);
            ordered.Add(tests);
            // Predefined assemblies see every auto-referenced asmdef assembly before them.
            runtime.References.AddRange(asmdefs.Where(a => !a.IsEditor && !a.IsTest && a.AutoReferenced).Select(a => a.Name));
            editor.References.AddRange(asmdefs.Where(a => !a.IsTest && a.AutoReferenced).Select(a => a.Name).Concat(new[] { "Assembly-CSharp" }));
            tests.References.AddRange(asmdefs.Where(a => !a.IsTest && a.AutoReferenced).Select(a => a.Name).Concat(new[] { "Assembly-CSharp", "Assembly-CSharp-Editor" }));
            return ordered.Where(a => a.Sources.Count > 0).ToList();
        }

        // Compiles everything; on success replaces Library/ScriptAssemblies. Safe to call off the
        // main thread (it only touches files and runs mcs).
        internal CompiledAssemblyResult[] Compile(bool clean, out bool failed)
        {
            var fingerprint = Fingerprint();
            var installed = InstalledPackages();
            var testables = Testables();
            var baseDefines = (_forPlayer ? PlayerDefines : Defines) + InputDefines();
            var plans = Plan().Where(p => !_forPlayer || !p.IsEditor && !p.IsTest)
                .Where(p => _forPlayer ? !p.ExcludesPlayer : !p.ExcludesEditor)
                .Where(p => !(p.InPackage && p.IsTest && !testables.Contains(p.Package ?? "")))
                .Where(p => AsmdefDefines.ConstraintsMet(p.DefineConstraints, DefinesOf(p, baseDefines, installed)))
                .ToList();
            var staging = Path.Combine(_project, _forPlayer ? "Library/HeadlessPlayerCompile" : "Library/HeadlessCompile");
            if (Directory.Exists(staging)) Directory.Delete(staging, true);
            Directory.CreateDirectory(staging);
            var results = new List<CompiledAssemblyResult>();
            var built = new Dictionary<string, string>();
            failed = false;
            var usesInputSystem = UsesInputSystem();
            var usesUGUI = UsesUGUI();
            foreach (var plan in plans)
            {
                var output = Path.Combine(staging, plan.Name + ".dll");
                var missing = plan.References.Where(r => plans.Any(p => p.Name == r) && !built.ContainsKey(r)).ToList();
                var result = new CompiledAssemblyResult { OutputPath = "Library/ScriptAssemblies/" + plan.Name + ".dll" };
                if (missing.Count > 0)
                {
                    // Unity skips assemblies whose dependencies failed without reporting them.
                    failed = true;
                    continue;
                }
                var args = RoslynCompiler.Arguments(output, DefinesOf(plan, baseDefines, installed), plan.AllowUnsafe);
                args.Add("-r:" + Path.Combine(_engineDir, "UnityEngine.dll"));
                foreach (var module in Modules)
                    if (installed.ContainsKey(module[0])) args.Add("-r:" + Path.Combine(_engineDir, module[1]));
                args.Add("-r:" + HostPaths.NewtonsoftJson);
                // The Input System package's assembly is auto-referenced, as Unity.InputSystem.asmdef is in Unity.
                if (usesInputSystem) args.Add("-r:" + Path.Combine(_engineDir, "Unity.InputSystem.dll"));
                // So is uGUI's (UnityEngine.UI.asmdef).
                if (usesUGUI) args.Add("-r:" + Path.Combine(_engineDir, "UnityEngine.UI.dll"));
                if (plan.IsEditor || plan.IsTest || plan.IsPredefined && plan.Name != "Assembly-CSharp")
                {
                    args.Add("-r:" + Path.Combine(_engineDir, "UnityEditor.dll"));
                    foreach (var a in _editorAssemblies.Where(a => !Path.GetFileName(a).Contains(".Tests"))) args.Add("-r:" + a);
                }
                else if (!_forPlayer)
                {
                    // In the editor every assembly references UnityEditor.dll, runtime ones too (so their
                    // #if UNITY_EDITOR blocks compile); a player build's do not.
                    args.Add("-r:" + Path.Combine(_engineDir, "UnityEditor.dll"));
                }
                if (plan.UsesTestRunner) args.Add("-r:" + HostPaths.NUnitFramework);
                foreach (var r in plan.References.Distinct()) { string path; if (built.TryGetValue(r, out path)) args.Add("-r:" + path); }
                args.AddRange(plan.Sources);
                var messages = RoslynCompiler.Run(args, _project, staging);
                result.Messages = messages.ToArray();
                results.Add(result);
                if (messages.Any(m => m.type == CompilerMessageType.Error) || !File.Exists(output)) failed = true;
                else built[plan.Name] = output;
            }
            if (!failed)
            {
                Directory.CreateDirectory(OutputDir);
                foreach (var old in Directory.GetFiles(OutputDir).Where(f => !Path.GetFileName(f).StartsWith(".", StringComparison.Ordinal))) File.Delete(old);
                foreach (var f in Directory.GetFiles(staging))
                {
                    var target = Path.Combine(OutputDir, Path.GetFileName(f));
                    // Move (new inode): a domain still mapping the old file keeps a valid view.
                    File.Move(f, target);
                }
                _compiledFingerprint = fingerprint;
                File.WriteAllText(StampFile, fingerprint);
                _testAssemblies = plans.Where(p => p.IsTest).Select(p => p.Name).ToArray();
            }
            Directory.Delete(staging, true);
            return results.ToArray();
        }
    }
}
