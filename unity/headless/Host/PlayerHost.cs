using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Threading;
using UnityEngine;
using Newtonsoft.Json.Linq;
using UnityEngine.Internal;
using UnityEngine.SceneManagement;

namespace Patchbay.EditorHost
{
    // --player (issue 34): the engine stand-in without the editor, as a development build's player with the runtime
    // part turned on. No UnityEditor.dll is loaded and there is no domain reload: the package's shared core and
    // runtime part (Patchbay.Shared.dll, the tools shared with the editor Patchbay.Engine.dll, Patchbay.Runtime.dll, next to the host, compiled as such a build compiles
    // them) load into this process, the [RuntimeInitializeOnLoadMethod] methods run in Unity's order of load types,
    // then the player loop runs a frame every --frame-ms (Update on every active behaviour). The project's scripts are
    // compiled as a development build compiles them and loaded; --scene names the scene it starts in (else an empty one).
    // stdout: "ready 1" once started; stdin: "status" (answers "status player=true frames=N"), "quit".
    internal sealed class PlayerHost
    {
        readonly HostOptions _options;
        volatile bool _quit;
        volatile bool _statusAsked;
        // The player window's focus: --background starts it without (a user in another window), "focus on|off" changes it.
        // Read and applied on the main loop.
        volatile int _focusWanted;

        internal PlayerHost(HostOptions options)
        {
            _options = options;
        }

        internal int Run()
        {
            Application.IsPlayerInternal = true;
            Application.IsPlayingInternal = true;
            Application.ProjectPath = _options.ProjectPath.Replace('\\', '/');
            MainThread.Claim();
            WatchStdin();

            var here = Path.GetDirectoryName(typeof(PlayerHost).Assembly.Location);
            var assemblies = new List<Assembly>();
            foreach (var name in new[] { "Patchbay.Shared.dll", "Patchbay.Engine.dll", "Patchbay.Runtime.dll" })
            {
                var path = Path.Combine(here, name);
                if (File.Exists(path)) assemblies.Add(Assembly.LoadFrom(path));
            }
            if (!_options.NoCompile && !LoadProjectScripts(here, assemblies)) return 1;
            HostLog.Info("player mode: " + string.Join(", ", assemblies.Select(a => a.GetName().Name).ToArray()));
            // The first scene is loaded before the initializers run (the stand-in does not split BeforeSceneLoad from
            // AfterSceneLoad; the runtime part starts AfterSceneLoad).
            if (!LoadFirstScene()) SceneManager.SetActiveScene(SceneManager.CreateScene("Main"));
            RunInitializers(assemblies);
            if (_options.BackgroundMilliseconds.HasValue) GameView.SetFocus(false);
            Console.Out.WriteLine("ready 1");
            Console.Out.Flush();

            var clock = Stopwatch.StartNew();
            var last = clock.Elapsed.TotalSeconds;
            while (!_quit)
            {
                var now = clock.Elapsed.TotalSeconds;
                var wanted = _focusWanted;
                if (wanted != 0)
                {
                    _focusWanted = 0;
                    GameView.SetFocus(wanted > 0);
                    Console.Out.WriteLine("focus " + (wanted > 0 ? "on" : "off"));
                    Console.Out.Flush();
                }
                // A player without focus whose Run In Background is off pauses (Unity's Player Settings: "When disabled,
                // the application pauses when it loses focus"): no frame, so nothing of the game's or Patchbay's runs.
                if (Application.isFocused || Application.runInBackground) Lifecycle.Frame((float)(now - last));
                LogSink.DrainQueued();
                last = now;
                if (_statusAsked)
                {
                    _statusAsked = false;
                    Console.Out.WriteLine("status player=true frames=" + Time.frameCount + " focused=" + Application.isFocused.ToString().ToLowerInvariant()
                        + " runinbackground=" + Application.runInBackground.ToString().ToLowerInvariant());
                    Console.Out.Flush();
                }
                Thread.Sleep(_options.FrameMilliseconds);
            }
            Application.InvokeQuitting();
            return 0;
        }

        // Unity calls them by load type, earliest first: SubsystemRegistration, AfterAssembliesLoaded,
        // BeforeSplashScreen, BeforeSceneLoad, then AfterSceneLoad (UnityCsReference 2021.3.0f1
        // Runtime/Export/Scripting/RuntimeInitializeOnLoadAttribute.cs:9-16 names them; the order is Unity's manual's).
        static void RunInitializers(IEnumerable<Assembly> assemblies)
        {
            var order = new[]
            {
                RuntimeInitializeLoadType.SubsystemRegistration, RuntimeInitializeLoadType.AfterAssembliesLoaded,
                RuntimeInitializeLoadType.BeforeSplashScreen, RuntimeInitializeLoadType.BeforeSceneLoad,
                RuntimeInitializeLoadType.AfterSceneLoad,
            };
            var methods = assemblies
                .SelectMany(a => a.GetTypes())
                .SelectMany(t => t.GetMethods(BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
                .Select(m => new { Method = m, Attribute = (RuntimeInitializeOnLoadMethodAttribute)Attribute.GetCustomAttribute(m, typeof(RuntimeInitializeOnLoadMethodAttribute)) })
                .Where(x => x.Attribute != null)
                .ToList();
            foreach (var type in order)
            {
                foreach (var x in methods.Where(x => x.Attribute.loadType == type))
                {
                    try { x.Method.Invoke(null, null); }
                    catch (TargetInvocationException e) { UnityEngine.Debug.LogException(e.InnerException ?? e); }
                }
            }
        }

        // The project's scripts as a development build compiles them (no editor or test assemblies, no UNITY_EDITOR),
        // loaded into this process. False (and the errors on stderr) when they do not compile: a build would fail.
        bool LoadProjectScripts(string engineDir, List<Assembly> assemblies)
        {
            var compiler = new ScriptCompiler(_options.ProjectPath, engineDir, new string[0], forPlayer: true);
            bool failed;
            var results = compiler.Compile(true, out failed);
            if (failed)
            {
                foreach (var m in results.SelectMany(r => r.Messages)) HostLog.Info("player build: " + m.message);
                HostLog.Info("player mode: the project's scripts do not compile for a player; not starting.");
                return false;
            }
            foreach (var path in compiler.OutputAssemblies()) assemblies.Add(Assembly.LoadFrom(path));
            return true;
        }

        // --scene: read as the editor stand-in reads a scene file (the headless scene format), into a loaded, active
        // scene. A player has no asset database: the scene's objects and their script components only.
        bool LoadFirstScene()
        {
            if (string.IsNullOrEmpty(_options.Scene)) return false;
            var path = _options.Scene.Replace('\\', '/');
            var file = JObject.Parse(File.ReadAllText(Path.Combine(_options.ProjectPath, path)));
            file["path"] = path;
            file["name"] = Path.GetFileNameWithoutExtension(path);
            file["dirty"] = false;
            file["loaded"] = true;
            var data = ObjectSerializer.ReadScene(file, false);
            SceneRegistry.Active = data;
            HostLog.Info("player mode: scene " + path);
            return true;
        }

        internal void Quit()
        {
            _quit = true;
        }

        void WatchStdin()
        {
            var thread = new Thread(() =>
            {
                try
                {
                    string line;
                    while ((line = Console.In.ReadLine()) != null)
                    {
                        if (line.Trim() == "quit") _quit = true;
                        else if (line.Trim() == "status") _statusAsked = true;
                        else if (line.Trim() == "focus on") _focusWanted = 1;
                        else if (line.Trim() == "focus off") _focusWanted = -1;
                    }
                }
                catch (Exception) { }
                if (_options.ExitOnStdinEof) _quit = true;
            }) { IsBackground = true, Name = "stdin" };
            thread.Start();
        }
    }
}
