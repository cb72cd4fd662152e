using System;

namespace Patchbay.EditorHost
{
    internal static class HostLog
    {
        static readonly object _lock = new object();

        internal static void Info(string message)
        {
            lock (_lock) Console.Error.WriteLine("[host] " + message);
        }

        // One-line replies to stdin commands (and "ready"/"reloaded"/"compiled" events) on stdout,
        // so test drivers can synchronise with the host.
        internal static void Event(string line)
        {
            lock (_lock)
            {
                Console.Out.WriteLine(line);
                Console.Out.Flush();
            }
        }
    }
}
