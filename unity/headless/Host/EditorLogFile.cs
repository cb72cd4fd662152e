using System;
using System.IO;
using System.Linq;
using System.Text;
using Patchbay.Headless;
using UnityEditor.Compilation;

namespace Patchbay.EditorHost
{
    // The editor log Unity keeps (issue 29), written where -logFile names: each compile's compiler messages in
    // Unity's format, after the line that starts a compile in Unity 2021.2+ logs, so a reader of the log (the hub,
    // when Patchbay is not loaded) finds the errors of the latest compile. Unity writes far more; the host writes
    // what a reader of compile errors needs. Without -logFile the host writes no log: Unity's default place
    // (~/.config/unity3d/Editor.log on Linux) is one file for every editor of the user, and tests run many hosts.
    internal sealed class EditorLogFile
    {
        readonly string _path;
        readonly object _lock = new object();

        EditorLogFile(string path) { _path = path; }

        // Unity starts a new log each launch (the previous one becomes Editor-prev.log).
        internal static EditorLogFile Open(string path, string unityVersion)
        {
            if (string.IsNullOrEmpty(path)) return null;
            var dir = Path.GetDirectoryName(path);
            if (!string.IsNullOrEmpty(dir)) Directory.CreateDirectory(dir);
            var prev = Path.Combine(dir ?? "", Path.GetFileNameWithoutExtension(path) + "-prev" + Path.GetExtension(path));
            if (File.Exists(path)) File.Copy(path, prev, true);
            File.WriteAllText(path, "Initialize engine version: " + unityVersion + " (Patchbay headless editor host)\n");
            return new EditorLogFile(path);
        }

        internal void Line(string text)
        {
            lock (_lock)
            {
                try { File.AppendAllText(_path, text + "\n", Encoding.UTF8); }
                catch (IOException e) { HostLog.Info("could not write the editor log " + _path + ": " + e.Message); }
            }
        }

        internal void Compile(string reason, CompiledAssemblyResult[] results, bool failed)
        {
            var text = new StringBuilder();
            text.Append("[ScriptCompilation] Requested script compilation because: ").Append(reason).Append('\n');
            foreach (var m in results.SelectMany(r => r.Messages))
                if (m.type == CompilerMessageType.Error || m.type == CompilerMessageType.Warning) text.Append(m.message).Append('\n');
            text.Append(failed ? "*** Tundra build failed" : "*** Tundra build success").Append('\n');
            Line(text.ToString().TrimEnd('\n'));
        }
    }
}
