using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Text.RegularExpressions;
using UnityEditor.Compilation;

namespace Patchbay.Headless
{
    // Compiles C# as Unity does (issue 42): Roslyn, at C# 9.0, with Unity's default options, against the .NET
    // Framework 4.x assemblies of the mono that runs the headless editor. Unity 2021.2 and later compile scripts with
    // Roslyn at C# 9.0 (docs.unity3d.com/2021.3/Documentation/Manual/CSharpCompiler.html, and the 6000.x manual's
    // "C# compiler and language version reference"), and pass /nowarn:0169 and /nowarn:0649 while Player Settings'
    // "Suppress Common Warnings" is on, the default (UnityCsReference 2021.3.0f1
    // Editor/Mono/Scripting/ScriptCompilation/EditorCompilation.cs, CreateScriptAssemblySettings).
    // The compiler is the .NET SDK's csc run through its compiler server (-shared): one warm compiler for every
    // compile of every headless editor of this user, instead of a cold process per compile. Not Unity API.
    internal static class RoslynCompiler
    {
        internal const string LanguageVersion = "9.0";

        // The framework assemblies a script sees: what Unity's .NET Standard 2.1 and .NET Framework profiles both
        // expose that mono 4.5 has (mscorlib and netstandard's facade are added by Arguments).
        internal static readonly string[] FrameworkReferences =
        {
            "System.dll", "System.Core.dll", "System.Xml.dll", "System.Xml.Linq.dll", "System.Data.dll",
            "System.Numerics.dll", "System.Runtime.Serialization.dll", "System.Net.Http.dll"
        };

        static readonly Regex Diagnostic = new Regex(@"^(?<file>.*?)\((?<line>\d+),(?<col>\d+)\):\s+(?<kind>error|warning)\s+(?<code>CS\d+):\s*(?<msg>.*)$");
        static readonly Regex FileLess = new Regex(@"^(?:\S+\s*:\s*)?(?<kind>error|warning)\s+(?<code>CS\d+):\s*(?<msg>.*)$");

        static string _compiler;

        // The newest .NET SDK's csc.dll: PATCHBAY_CSC, else under DOTNET_ROOT, the usual install folders, or the folder
        // of a dotnet on PATH.
        internal static string Compiler
        {
            get
            {
                var set = Environment.GetEnvironmentVariable("PATCHBAY_CSC");
                if (!string.IsNullOrEmpty(set)) return set;
                if (_compiler != null) return _compiler;
                var roots = new List<string>();
                var root = Environment.GetEnvironmentVariable("DOTNET_ROOT");
                if (!string.IsNullOrEmpty(root)) roots.Add(root);
                roots.AddRange(new[] { "/usr/share/dotnet", "/usr/lib/dotnet", "/usr/local/share/dotnet", "/opt/dotnet" });
                var home = Environment.GetEnvironmentVariable("HOME");
                if (!string.IsNullOrEmpty(home)) roots.Add(Path.Combine(home, ".dotnet"));
                foreach (var dir in (Environment.GetEnvironmentVariable("PATH") ?? "").Split(':'))
                    if (dir.Length > 0 && File.Exists(Path.Combine(dir, "dotnet"))) roots.Add(dir);
                foreach (var r in roots)
                {
                    var sdk = Path.Combine(r, "sdk");
                    if (!Directory.Exists(sdk)) continue;
                    var found = Directory.GetDirectories(sdk)
                        .Select(d => new { Dir = d, Version = ParseVersion(Path.GetFileName(d)) })
                        .Where(d => d.Version != null && File.Exists(Path.Combine(d.Dir, "Roslyn/bincore/csc.dll")))
                        .OrderByDescending(d => d.Version).FirstOrDefault();
                    if (found != null) return _compiler = Path.Combine(found.Dir, "Roslyn/bincore/csc.dll");
                }
                return null;
            }
        }

        static Version ParseVersion(string name)
        {
            var dash = name.IndexOf('-');
            Version v;
            return Version.TryParse(dash < 0 ? name : name.Substring(0, dash), out v) ? v : null;
        }

        static string MonoLib
        {
            get
            {
                var set = Environment.GetEnvironmentVariable("PATCHBAY_MONO_LIB");
                if (!string.IsNullOrEmpty(set)) return set;
                // mscorlib of the running mono lives in lib/mono/4.5 (its gac holds the rest).
                var corlib = Path.GetDirectoryName(typeof(object).Assembly.Location);
                return Directory.Exists(corlib) && File.Exists(Path.Combine(corlib, "System.dll")) ? corlib : "/usr/lib/mono/4.5";
            }
        }

        // The arguments every compile starts with, Unity's defaults.
        internal static List<string> Arguments(string outputPath, IEnumerable<string> defines, bool allowUnsafe)
        {
            var lib = MonoLib;
            var args = new List<string>
            {
                "-target:library", "-nostdlib", "-nologo", "-langversion:" + LanguageVersion,
                "-deterministic", "-debug:portable", "-optimize-", "-utf8output", "-preferreduilang:en-US",
                "-nowarn:0169,0649,1701,1702", "-out:" + outputPath,
                "-lib:" + lib, "-lib:" + Path.Combine(lib, "Facades"), "-r:mscorlib.dll", "-r:netstandard.dll"
            };
            if (allowUnsafe) args.Add("-unsafe");
            var d = defines.Where(x => !string.IsNullOrEmpty(x)).ToArray();
            if (d.Length > 0) args.Add("-define:" + string.Join(";", d));
            args.AddRange(FrameworkReferences.Select(r => "-r:" + r));
            return args;
        }

        // For AssemblyBuilder: sources and references as given, paths in messages relative to the working directory.
        public static CompilerMessage[] Compile(string outputPath, string[] sources, string[] references, string[] defines)
        {
            var args = Arguments(outputPath, defines, false);
            args.AddRange(references.Select(r => "-r:" + r));
            args.AddRange(sources);
            var messages = Run(args, Directory.GetCurrentDirectory(), Path.GetDirectoryName(Path.GetFullPath(outputPath)));
            if (!File.Exists(outputPath) && !messages.Any(x => x.type == CompilerMessageType.Error))
                messages.Add(new CompilerMessage { file = "", type = CompilerMessageType.Error, message = "error: the compiler wrote no assembly" });
            return messages.ToArray();
        }

        // Runs the compiler on ARGS (written to a response file in SCRATCH) in WORKDIR; returns its messages in Unity's
        // shape: project-relative file, line, column, and "Assets/X.cs(5,13): error CS0029: ..." as the message.
        internal static List<CompilerMessage> Run(List<string> args, string workDir, string scratch)
        {
            var messages = new List<CompilerMessage>();
            var csc = Compiler;
            if (csc == null || !File.Exists(csc))
            {
                messages.Add(new CompilerMessage
                {
                    file = "", type = CompilerMessageType.Error,
                    message = "error: the C# compiler was not found: the headless editor compiles with the .NET SDK's Roslyn " +
                              "(sdk/*/Roslyn/bincore/csc.dll); install the .NET SDK (scripts/install-deps.sh) or set PATCHBAY_CSC"
                });
                return messages;
            }
            Directory.CreateDirectory(scratch);
            var rsp = Path.Combine(scratch, "csc-" + Guid.NewGuid().ToString("N") + ".rsp");
            File.WriteAllLines(rsp, args.Select(Quote));
            var keepAlive = Environment.GetEnvironmentVariable("PATCHBAY_CSC_KEEPALIVE");
            // -noconfig, -shared and -keepalive count only on the command line, not in the file.
            var psi = new ProcessStartInfo("dotnet", Quote(csc) + " -noconfig -shared -keepalive:" + (string.IsNullOrEmpty(keepAlive) ? "120" : keepAlive) + " " + Quote("@" + rsp))
            {
                WorkingDirectory = workDir,
                UseShellExecute = false,
                RedirectStandardOutput = true,
                RedirectStandardError = true
            };
            psi.EnvironmentVariables["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1";
            psi.EnvironmentVariables["DOTNET_NOLOGO"] = "1";
            string text;
            try
            {
                using (var p = Process.Start(psi))
                {
                    var err = p.StandardError.ReadToEndAsync();
                    var output = p.StandardOutput.ReadToEnd();
                    p.WaitForExit();
                    text = output + "\n" + err.Result;
                }
            }
            catch (System.ComponentModel.Win32Exception e)
            {
                messages.Add(new CompilerMessage { file = "", type = CompilerMessageType.Error, message = "error: dotnet could not be started to run the C# compiler: " + e.Message });
                return messages;
            }
            finally { File.Delete(rsp); }
            var prefix = workDir.Replace('\\', '/').TrimEnd('/') + "/";
            foreach (var line in text.Split('\n').Select(l => l.TrimEnd('\r')).Where(l => l.Length > 0))
            {
                var m = Diagnostic.Match(line);
                if (m.Success)
                {
                    var file = m.Groups["file"].Value.Replace('\\', '/');
                    if (file.StartsWith(prefix, StringComparison.Ordinal)) file = file.Substring(prefix.Length);
                    var kind = m.Groups["kind"].Value;
                    messages.Add(new CompilerMessage
                    {
                        file = file,
                        line = int.Parse(m.Groups["line"].Value),
                        column = int.Parse(m.Groups["col"].Value),
                        type = kind == "error" ? CompilerMessageType.Error : CompilerMessageType.Warning,
                        message = file + "(" + m.Groups["line"].Value + "," + m.Groups["col"].Value + "): " + kind + " " + m.Groups["code"].Value + ": " + m.Groups["msg"].Value
                    });
                    continue;
                }
                var f = FileLess.Match(line);
                if (f.Success)
                    messages.Add(new CompilerMessage
                    {
                        file = "", type = f.Groups["kind"].Value == "error" ? CompilerMessageType.Error : CompilerMessageType.Warning,
                        message = f.Groups["kind"].Value + " " + f.Groups["code"].Value + ": " + f.Groups["msg"].Value
                    });
            }
            return messages;
        }

        static string Quote(string a)
        {
            return a.IndexOf(' ') >= 0 || a.IndexOf('"') >= 0 ? "\"" + a.Replace("\"", "\\\"") + "\"" : a;
        }
    }
}
