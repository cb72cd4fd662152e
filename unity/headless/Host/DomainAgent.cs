using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using Patchbay.Headless;
using UnityEditor;

namespace Patchbay.EditorHost
{
    // Created inside each editor AppDomain; the host drives the domain through it.
    public sealed class DomainAgent : MarshalByRefObject
    {
        readonly List<string> _searchDirs = new List<string>();

        public override object InitializeLifetimeService() { return null; }

        public void Load(IHostServices host, string projectPath, string[] assemblyPaths, string snapshot, int domainLoadCount, double startupSeconds)
        {
            _searchDirs.Add(Path.GetDirectoryName(typeof(DomainAgent).Assembly.Location));
            foreach (var p in assemblyPaths) _searchDirs.Add(Path.GetDirectoryName(p));
            AppDomain.CurrentDomain.AssemblyResolve += Resolve;
            foreach (var path in assemblyPaths)
            {
                try { Assembly.LoadFrom(path); }
                catch (Exception e) { Console.Error.WriteLine("[host] could not load " + path + ": " + e.Message); }
            }
            HeadlessEditor.ApplicationPath = typeof(DomainAgent).Assembly.Location;
            HeadlessEditor.Boot(host, projectPath, snapshot, domainLoadCount, startupSeconds);
        }

        Assembly Resolve(object sender, ResolveEventArgs args)
        {
            var name = new AssemblyName(args.Name).Name;
            var loaded = AppDomain.CurrentDomain.GetAssemblies().FirstOrDefault(a => a.GetName().Name == name);
            if (loaded != null) return loaded;
            foreach (var dir in _searchDirs.Distinct())
            {
                var candidate = Path.Combine(dir, name + ".dll");
                if (File.Exists(candidate)) return Assembly.LoadFrom(candidate);
            }
            return null;
        }

        public void RunInitializers() { HeadlessEditor.RunInitializers(); }
        public void Tick() { HeadlessEditor.Tick(); }
        public bool ReloadLocked { get { return HeadlessEditor.ReloadLocked; } }
        public string PrepareForReload() { return HeadlessEditor.PrepareForReload(); }
        public void CompilationStarted() { HeadlessEditor.CompilationStarted(); }
        public void CompilationFinished(CompiledAssemblyResult[] results, bool failed)
        {
            EditorUtility.LastCompilationFailed = failed;
            HeadlessEditor.CompilationFinished(results);
        }
        public void Shutdown() { HeadlessEditor.Shutdown(); }
        public bool ExecuteMenuItem(string path) { return EditorApplication.ExecuteMenuItem(path); }
        public void Refresh() { AssetDatabase.Refresh(); }
        public void SetPlaying(bool playing) { EditorApplication.isPlaying = playing; }

        public string Status()
        {
            var scenes = string.Join(",", Enumerable.Range(0, UnityEngine.SceneManagement.SceneManager.sceneCount)
                .Select(i => UnityEngine.SceneManagement.SceneManager.GetSceneAt(i))
                .Select(s => (s.path == "" ? "<untitled>" : s.path) + (s.isDirty ? "*" : "")));
            return "domain=" + (HeadlessEditor.DomainLoadCount + 1) + " playing=" + EditorApplication.isPlaying.ToString().ToLowerInvariant() +
                   " compiling=" + EditorApplication.isCompiling.ToString().ToLowerInvariant() + " scenes=" + scenes;
        }
    }
}
