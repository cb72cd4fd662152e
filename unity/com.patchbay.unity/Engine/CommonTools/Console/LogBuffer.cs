using System;
using System.Collections.Generic;
using System.Threading;
using Newtonsoft.Json.Linq;

namespace Patchbay.Engine.CommonTools.Console
{
    /// <summary>
    /// The console as agents read it: a bounded ring of entries with increasing ids, filterable by type, text
    /// and id. Unity's own console store is internal API, so the package keeps this copy from
    /// Application.logMessageReceivedThreaded; it is saved across domain reloads so a compile does not wipe
    /// it. Thread-safe (logs arrive on any thread). Engine-free.
    /// <para><see cref="Version"/> grows with each change of what a query can answer, so the link can tell the hub the
    /// console changed (editor/changed, docs/protocol.md §4.9a) without reading the entries.</para>
    /// </summary>
    public sealed class LogBuffer
    {
        public const int Capacity = 2000;
        private const int MaxMessageChars = 4000;
        private const int MaxStackChars = 4000;

        private static readonly System.Text.RegularExpressions.Regex s_compilerError =
            new System.Text.RegularExpressions.Regex(@"^[^\n]*\(\d+,\d+\): error CS\d+");

        private readonly object _lock = new object();
        private readonly LinkedList<LogEntry> _entries = new LinkedList<LogEntry>();
        private long _nextId = 1;

        // Changed under _lock, read without it (Interlocked): the main thread's per-update look at it never waits for
        // a query or a burst of logs holding the lock.
        private long _version;

        public long LastId
        {
            get
            {
                lock (_lock)
                {
                    return _nextId - 1;
                }
            }
        }

        /// <summary>
        /// Grows whenever an entry is added, the buffer is cleared, compiler errors are removed or saved entries are
        /// restored: whenever <see cref="Query"/> could answer differently. Starts at 0 in each domain. Any thread, no lock.
        /// </summary>
        public long Version
        {
            get { return Interlocked.Read(ref _version); }
        }

        public void Add(string type, string message, string stackTrace, DateTime utc)
        {
            lock (_lock)
            {
                _entries.AddLast(new LogEntry
                {
                    Id = _nextId++,
                    Type = type,
                    Message = Clip(message, MaxMessageChars),
                    StackTrace = Clip(stackTrace, MaxStackChars),
                    Time = utc.ToString("yyyy-MM-ddTHH:mm:ss.fffZ", System.Globalization.CultureInfo.InvariantCulture),
                });
                if (_entries.Count > Capacity)
                {
                    _entries.RemoveFirst();
                }

                Interlocked.Increment(ref _version);
            }
        }

        public void Clear()
        {
            lock (_lock)
            {
                if (_entries.Count > 0)
                {
                    _entries.Clear();
                    Interlocked.Increment(ref _version);
                }
            }
        }

        /// <summary>
        /// Removes the compiler errors ("Assets/X.cs(3,5): error CS1002: …"), as Unity's console does once
        /// scripts compile again; compiler warnings and every other entry stay. Returns how many went.
        /// </summary>
        public int RemoveCompilerErrors()
        {
            lock (_lock)
            {
                var removed = 0;
                var node = _entries.First;
                while (node != null)
                {
                    var next = node.Next;
                    if (node.Value.Type == "error" && s_compilerError.IsMatch(node.Value.Message ?? string.Empty))
                    {
                        _entries.Remove(node);
                        removed++;
                    }

                    node = next;
                }

                if (removed > 0)
                {
                    Interlocked.Increment(ref _version);
                }

                return removed;
            }
        }

        /// <summary>Number of entries of these types (e.g. errors pending).</summary>
        public int Count(ICollection<string> types)
        {
            lock (_lock)
            {
                var count = 0;
                foreach (var entry in _entries)
                {
                    if (types.Contains(entry.Type))
                    {
                        count++;
                    }
                }

                return count;
            }
        }

        /// <summary>
        /// The newest <paramref name="limit"/> entries matching the filters, oldest first; <paramref name="matched"/>
        /// is how many matched in all.
        /// </summary>
        public List<LogEntry> Query(ICollection<string> types, string text, long since, int limit, out int matched)
        {
            var result = new List<LogEntry>();
            matched = 0;
            lock (_lock)
            {
                for (var node = _entries.Last; node != null; node = node.Previous)
                {
                    var entry = node.Value;
                    if (entry.Id <= since)
                    {
                        break;
                    }

                    if ((types != null && types.Count > 0 && !types.Contains(entry.Type))
                        || (!string.IsNullOrEmpty(text) && entry.Message.IndexOf(text, StringComparison.OrdinalIgnoreCase) < 0))
                    {
                        continue;
                    }

                    matched++;
                    if (result.Count < limit)
                    {
                        result.Add(entry);
                    }
                }
            }

            result.Reverse();
            return result;
        }

        /// <summary>The newest <paramref name="keep"/> entries and the id counter, for SessionState.</summary>
        public string Save(int keep)
        {
            lock (_lock)
            {
                var items = new JArray();
                var skip = Math.Max(0, _entries.Count - keep);
                foreach (var entry in _entries)
                {
                    if (skip-- > 0)
                    {
                        continue;
                    }

                    items.Add(new JArray(entry.Id, entry.Type, entry.Message, entry.StackTrace, entry.Time));
                }

                return new JObject { { "next", _nextId }, { "entries", items } }.ToString(Newtonsoft.Json.Formatting.None);
            }
        }

        public void Restore(string saved)
        {
            if (string.IsNullOrEmpty(saved))
            {
                return;
            }

            JObject json;
            try
            {
                json = JObject.Parse(saved);
            }
            catch (Newtonsoft.Json.JsonException)
            {
                return;
            }

            lock (_lock)
            {
                var restored = new LinkedList<LogEntry>();
                foreach (var item in (JArray)json["entries"] ?? new JArray())
                {
                    restored.AddLast(new LogEntry
                    {
                        Id = (long)item[0],
                        Type = (string)item[1],
                        Message = (string)item[2],
                        StackTrace = (string)item[3],
                        Time = (string)item[4],
                    });
                }

                // Entries logged in this domain before the restore follow the saved ones, renumbered after them.
                var next = Math.Max((long?)json["next"] ?? 1, 1);
                foreach (var entry in _entries)
                {
                    entry.Id = next++;
                    restored.AddLast(entry);
                }

                _entries.Clear();
                foreach (var entry in restored)
                {
                    _entries.AddLast(entry);
                }

                _nextId = next;
                while (_entries.Count > Capacity)
                {
                    _entries.RemoveFirst();
                }

                Interlocked.Increment(ref _version);
            }
        }

        private static string Clip(string text, int max)
        {
            if (text == null)
            {
                return string.Empty;
            }

            return text.Length <= max ? text : text.Substring(0, max) + "…";
        }
    }
}
