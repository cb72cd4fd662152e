using System;
using System.IO;
using System.Text;

namespace Patchbay.Editor.Startup
{
    /// <summary>
    /// Patchbay's own notes — which MCP clients are attached, the calls resumed after a reload — in
    /// <c>Library/Patchbay/Patchbay.log</c>, not the user's Console (issue 45: each <c>patchbay call</c> is a session, and
    /// its "clients attached" line filled the Console and what <c>get_console_logs</c> gave agents). The Console keeps
    /// only what the user must act on. Thread-safe (the link thread writes too); bounded: past
    /// <see cref="MaxBytes"/> the file moves to <c>Patchbay.log.1</c> and a new one starts. A note that cannot be
    /// written is dropped: a note is never worth an error.
    /// </summary>
    public sealed class PackageLog
    {
        public const long MaxBytes = 512 * 1024;

        private readonly object _lock = new object();

        public PackageLog(string projectRoot)
        {
            FilePath = Path.Combine(Path.Combine(Path.Combine(projectRoot, "Library"), "Patchbay"), "Patchbay.log");
        }

        public string FilePath { get; }

        public void Write(string message)
        {
            var line = DateTime.UtcNow.ToString("yyyy-MM-dd'T'HH:mm:ss.fff'Z'") + " " + message.Replace("\r", " ").Replace("\n", " ") + "\n";
            lock (_lock)
            {
                try
                {
                    Directory.CreateDirectory(Path.GetDirectoryName(FilePath));
                    var info = new FileInfo(FilePath);
                    if (info.Exists && info.Length + line.Length > MaxBytes)
                    {
                        var old = FilePath + ".1";
                        if (File.Exists(old))
                        {
                            File.Delete(old);
                        }

                        File.Move(FilePath, old);
                    }

                    File.AppendAllText(FilePath, line, new UTF8Encoding(false));
                }
                catch (IOException)
                {
                }
                catch (UnauthorizedAccessException)
                {
                }
            }
        }
    }
}
