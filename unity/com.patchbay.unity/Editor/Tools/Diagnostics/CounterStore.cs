using System;
using System.Globalization;
using System.IO;
using System.Text;
using System.Text.RegularExpressions;

namespace Patchbay.Editor.Tools.Diagnostics
{
    /// <summary>
    /// Named counters in Library/Patchbay/counters/ (project-local, survives reloads and restarts, never
    /// committed). Each increment rewrites &lt;name&gt;.txt and appends "&lt;value&gt; &lt;call id&gt;" to &lt;name&gt;.log,
    /// so a test can prove from outside the editor that every call id had exactly one effect.
    /// </summary>
    public sealed class CounterStore
    {
        private static readonly Regex s_namePattern = new Regex("^[A-Za-z0-9_-]{1,64}$");
        private static readonly object s_lock = new object();

        private readonly string _directory;

        public CounterStore(string projectRoot)
        {
            _directory = Path.Combine(Path.Combine(Path.Combine(projectRoot, "Library"), "Patchbay"), "counters");
        }

        public static bool IsValidName(string name)
        {
            return name != null && s_namePattern.IsMatch(name);
        }

        public string ValuePath(string name)
        {
            return Path.Combine(_directory, name + ".txt");
        }

        public string LogPath(string name)
        {
            return Path.Combine(_directory, name + ".log");
        }

        public long Read(string name)
        {
            lock (s_lock)
            {
                var path = ValuePath(name);
                long value;
                return File.Exists(path) && long.TryParse(File.ReadAllText(path).Trim(), NumberStyles.Integer, CultureInfo.InvariantCulture, out value) ? value : 0;
            }
        }

        /// <summary>Adds one and logs the call id; returns the new value.</summary>
        public long Increment(string name, string callId)
        {
            if (!IsValidName(name))
            {
                throw new ArgumentException("Counter names use letters, digits, '_' and '-' (1-64 characters).");
            }

            lock (s_lock)
            {
                Directory.CreateDirectory(_directory);
                var value = Read(name) + 1;
                var temp = ValuePath(name) + ".tmp";
                File.WriteAllText(temp, value.ToString(CultureInfo.InvariantCulture), Encoding.ASCII);
                if (File.Exists(ValuePath(name)))
                {
                    File.Delete(ValuePath(name));
                }

                File.Move(temp, ValuePath(name));
                File.AppendAllText(LogPath(name), value.ToString(CultureInfo.InvariantCulture) + " " + callId + "\n", Encoding.UTF8);
                return value;
            }
        }

        public void Reset(string name)
        {
            lock (s_lock)
            {
                File.Delete(ValuePath(name));
                File.Delete(LogPath(name));
            }
        }
    }
}
