using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Text.RegularExpressions;
using UnityEditor.Compilation;

namespace Patchbay.Headless
{
    // Runs mono's mcs on a list of scripts for AssemblyBuilder (through IHostServices.CompileAssembly) and
    // turns its output into Unity-shaped CompilerMessages. Not Unity API.
    internal static class McsProcess
    {
        static readonly Regex Diagnostic = new Regex(@"^(?<file>.*?)\((?<line>\d+),(?<col>\d+)\):\s+(?<kind>error|warning)\s+(?<code>CS\d+):\s*(?<msg>.*)$");
        static readonly Regex FileLess = new Regex(@"^(?<kind>error|warning)\s+(?<code>CS\d+):\s*(?<msg>.*)$");

        public static CompilerMessage[] Compile(string mcs, string outputPath, string[] sources, string[] references, string[] defines)
        {
            var dir = Path.GetDirectoryName(Path.GetFullPath(outputPath));
            var rsp = Path.Combine(dir, Path.GetFileName(outputPath) + ".rsp");
            var args = new List<string> { "-target:library", "-langversion:7.2", "-nologo", "-debug", "-sdk:4.5", "-nowarn:1701,1702", "-out:" + outputPath };
            if (defines.Length > 0) args.Add("-define:" + string.Join(";", defines));
            args.AddRange(references.Select(r => "-r:" + r));
            args.AddRange(sources);
            File.WriteAllLines(rsp, args.Select(a => a.Contains(" ") ? "\"" + a + "\"" : a));
            var psi = new ProcessStartInfo(mcs, "@\"" + rsp + "\"")
            {
                WorkingDirectory = Directory.GetCurrentDirectory(),
                UseShellExecute = false,
                RedirectStandardOutput = true,
                RedirectStandardError = true
            };
            string text;
            using (var p = Process.Start(psi))
            {
                var err = p.StandardError.ReadToEndAsync();
                var output = p.StandardOutput.ReadToEnd();
                p.WaitForExit();
                text = output + "\n" + err.Result;
            }
            File.Delete(rsp);
            var cwd = Directory.GetCurrentDirectory().Replace('\\', '/').TrimEnd('/') + "/";
            var messages = new List<CompilerMessage>();
            foreach (var line in text.Split('\n').Select(l => l.TrimEnd('\r')).Where(l => l.Length > 0))
            {
                var m = Diagnostic.Match(line);
                if (m.Success)
                {
                    var file = m.Groups["file"].Value.Replace('\\', '/');
                    if (file.StartsWith(cwd, StringComparison.Ordinal)) file = file.Substring(cwd.Length);
                    messages.Add(new CompilerMessage
                    {
                        file = file,
                        line = int.Parse(m.Groups["line"].Value),
                        column = int.Parse(m.Groups["col"].Value),
                        type = m.Groups["kind"].Value == "error" ? CompilerMessageType.Error : CompilerMessageType.Warning,
                        message = file + "(" + m.Groups["line"].Value + "," + m.Groups["col"].Value + "): " + m.Groups["kind"].Value + " " + m.Groups["code"].Value + ": " + m.Groups["msg"].Value
                    });
                    continue;
                }
                var f = FileLess.Match(line);
                if (f.Success)
                    messages.Add(new CompilerMessage { file = "", type = f.Groups["kind"].Value == "error" ? CompilerMessageType.Error : CompilerMessageType.Warning, message = line });
            }
            if (!File.Exists(outputPath) && !messages.Any(x => x.type == CompilerMessageType.Error))
                messages.Add(new CompilerMessage { file = "", type = CompilerMessageType.Error, message = "error: the compiler wrote no assembly: " + text.Trim() });
            return messages.ToArray();
        }
    }
}
