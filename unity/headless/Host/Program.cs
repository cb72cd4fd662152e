using System;
using System.Threading;
using Mono.Unix;
using Mono.Unix.Native;

namespace Patchbay.EditorHost
{
    public static class Program
    {
        public static int Main(string[] args)
        {
            HostOptions options;
            try { options = HostOptions.Parse(args); }
            catch (HelpRequested) { Console.WriteLine(HostOptions.Usage); return 0; }
            catch (Exception e) { Console.Error.WriteLine("patchbay-editor-host: " + e.Message + "\n" + HostOptions.Usage); return 2; }

            // The package's link reads these (also set for a real Unity editor by whoever starts it).
            if (options.HubUrl != null) Environment.SetEnvironmentVariable("PATCHBAY_HUB_URL", options.HubUrl);
            if (options.Token != null) Environment.SetEnvironmentVariable("PATCHBAY_TOKEN", options.Token);
            if (options.StateDir != null) Environment.SetEnvironmentVariable("PATCHBAY_STATE_DIR", options.StateDir);
            Environment.SetEnvironmentVariable("PATCHBAY_EDITOR_HOST", "1");
            // Where PackageInfo.FindForAssembly says the package is (its Hub~ folder holds the bundled hub).
            if (options.PackageDir != null) Environment.SetEnvironmentVariable("PATCHBAY_PACKAGE_DIR", options.PackageDir);
            if (options.Player)
            {
                // No editor: the engine stand-in runs the package's runtime part as a development build would.
                var player = new PlayerHost(options);
                var exit = player.Run();
                Console.Out.Flush();
                Environment.Exit(exit);
                return exit;
            }

            if (!options.NoDefaultPackage)
            {
                var here = System.IO.Path.GetDirectoryName(typeof(Program).Assembly.Location);
                var package = System.IO.Path.Combine(here, "Patchbay.Editor.dll");
                if (System.IO.File.Exists(package) && !options.EditorAssemblies.Contains(package)) options.EditorAssemblies.Insert(0, package);
                // The shared core the editor assembly builds on (Patchbay.Shared's asmdef is auto-referenced, so a
                // project's editor scripts that write tools compile against it, as in Unity).
                var shared = System.IO.Path.Combine(here, "Patchbay.Shared.dll");
                if (System.IO.File.Exists(shared) && !options.EditorAssemblies.Contains(shared)) options.EditorAssemblies.Insert(0, shared);
                // The tools an editor shares with a player (Patchbay.Engine, issue 34), between the two.
                var engine = System.IO.Path.Combine(here, "Patchbay.Engine.dll");
                var at = options.EditorAssemblies.IndexOf(shared) + 1;
                if (System.IO.File.Exists(engine) && !options.EditorAssemblies.Contains(engine)) options.EditorAssemblies.Insert(at, engine);
            }

            var host = new EditorHost(options);
            WatchSignals(host);
            WatchStdin(host, options.ExitOnStdinEof);
            HostLog.Info("project " + options.ProjectPath + ", editor assemblies: " + (options.EditorAssemblies.Count == 0 ? "none" : string.Join(", ", options.EditorAssemblies)));
            int code;
            try { code = host.Run(); }
            catch (Exception e) { HostLog.Info("fatal: " + e); code = 1; }
            Console.Out.Flush();
            // Background reader threads (stdin, signals) must not keep the process alive.
            Environment.Exit(code);
            return code;
        }

        static void WatchSignals(EditorHost host)
        {
            var signals = new[] { new UnixSignal(Signum.SIGTERM), new UnixSignal(Signum.SIGINT) };
            var thread = new Thread(() =>
            {
                var index = UnixSignal.WaitAny(signals);
                HostLog.Info("received " + signals[index].Signum + ", exiting");
                host.RequestQuit(0);
            }) { IsBackground = true, Name = "signals" };
            thread.Start();
        }

        static void WatchStdin(EditorHost host, bool exitOnEof)
        {
            var thread = new Thread(() =>
            {
                try
                {
                    string line;
                    while ((line = Console.In.ReadLine()) != null) host.Enqueue(line);
                }
                catch (Exception) { }
                if (exitOnEof)
                {
                    HostLog.Info("stdin closed, exiting");
                    host.RequestQuit(0);
                }
            }) { IsBackground = true, Name = "stdin" };
            thread.Start();
        }
    }
}
