using System;
using System.Collections.Generic;
using System.IO;

namespace Patchbay.EditorHost
{
    internal sealed class HostOptions
    {
        internal string ProjectPath;
        internal string HubUrl;
        internal string Token;
        internal string StateDir;
        internal string PackageDir;
        internal readonly List<string> EditorAssemblies = new List<string>();
        internal bool NoDefaultPackage;
        internal bool ExitOnStdinEof;
        internal bool NoCompile;
        // Player mode (issue 34): the engine stand-in without the editor, as a development build's player.
        internal bool Player;
        // --scene: the scene a player starts in (a build's first scene); none = an empty scene.
        internal string Scene;
        // Unity's own command-line options (single dash, Unity's spelling): where the editor log goes, and starting
        // with compile errors without Safe Mode (issue 29).
        internal string LogFile;
        internal bool IgnoreCompilerErrors;
        // -batchmode (Application.isBatchMode; the editor quits on Application.Quit and on `quit`), -nographics (no
        // graphics device: accepted, the stand-in renders in software either way) — Unity's command line, which
        // `patchbay open` and the fake Unity of the tests use (issue 48).
        internal bool BatchMode;
        internal bool NoGraphics;
        internal int FrameMilliseconds = 10;
        // Frame length while the editor is "in the background" (not focused): null = focused (FrameMilliseconds),
        // EditorHost.Parked = no update until woken. --background or the throttle command set it.
        internal int? BackgroundMilliseconds;

        internal const string Usage =
            "usage: patchbay-editor-host --project DIR [--hub URL --token SECRET | --state-dir DIR] [--player [--scene PATH]]\n" +
            "         [--editor-assembly PATH]... [--no-package] [--package-dir DIR] [--no-compile] [--frame-ms N] [--background MS|park]\n" +
            "         [--exit-on-stdin-eof] [-logFile PATH] [-ignorecompilererrors] [-batchmode] [-nographics]\n" +
            "       (Unity's -projectPath DIR is --project DIR)\n" +
            "Runs a Unity project's editor scripts and the Patchbay package on the headless editor stand-in.\n" +
            "stdin commands: reload | compile | refresh | menu <path> | play | stop | status | throttle <ms>|park|off | dialog <button> | quit";

        internal static HostOptions Parse(string[] args)
        {
            var o = new HostOptions();
            for (int i = 0; i < args.Length; i++)
            {
                var a = args[i];
                Func<string> next = () =>
                {
                    if (i + 1 >= args.Length) throw new ArgumentException(a + " needs a value");
                    return args[++i];
                };
                switch (a)
                {
                    case "--project": case "-projectPath": case "-projectpath": o.ProjectPath = next(); break;
                    case "-batchmode": case "-batchMode": o.BatchMode = true; break;
                    case "-nographics": case "-noGraphics": o.NoGraphics = true; break;
                    case "--hub": o.HubUrl = next(); break;
                    case "--token": o.Token = next(); break;
                    case "--state-dir": o.StateDir = next(); break;
                    case "--editor-assembly": o.EditorAssemblies.Add(Path.GetFullPath(next())); break;
                    case "--no-package": o.NoDefaultPackage = true; break;
                    case "--package-dir": o.PackageDir = Path.GetFullPath(next()); break;
                    case "--no-compile": o.NoCompile = true; break;
                    case "--player": o.Player = true; break;
                    case "--scene": o.Scene = next(); break;
                    case "--exit-on-stdin-eof": o.ExitOnStdinEof = true; break;
                    case "-logFile": o.LogFile = Path.GetFullPath(next()); break;
                    case "-ignorecompilererrors": o.IgnoreCompilerErrors = true; break;
                    case "--frame-ms": o.FrameMilliseconds = Math.Max(1, int.Parse(next())); break;
                    case "--background":
                        var value = next();
                        int ms;
                        if (value == "park") o.BackgroundMilliseconds = EditorHost.Parked;
                        else if (int.TryParse(value, out ms) && ms >= 1 && ms <= 600000) o.BackgroundMilliseconds = ms;
                        else throw new ArgumentException("--background needs a frame length in ms (1-600000) or 'park', got '" + value + "'");
                        break;
                    case "-h": case "--help": throw new HelpRequested();
                    default: throw new ArgumentException("unknown option " + a);
                }
            }
            if (string.IsNullOrEmpty(o.ProjectPath)) throw new ArgumentException("--project is required");
            o.ProjectPath = Path.GetFullPath(o.ProjectPath).TrimEnd('/');
            if (!Directory.Exists(Path.Combine(o.ProjectPath, "Assets"))) throw new ArgumentException("not a Unity project (no Assets/): " + o.ProjectPath);
            if ((o.HubUrl == null) != (o.Token == null)) throw new ArgumentException("--hub and --token go together");
            return o;
        }
    }
}
