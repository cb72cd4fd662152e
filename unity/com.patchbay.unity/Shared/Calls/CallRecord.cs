using System;
using System.Collections.Generic;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;

namespace Patchbay.Shared.Calls
{
    /// <summary>
    /// The editor's memory of the calls it accepted, kept across domain reloads so that a call the hub re-sends
    /// is never run twice (docs/protocol.md §6). An entry is written before its tool starts and again when the
    /// response is sent. Bounded: at most <c>maxEntries</c> entries and <c>maxTotalChars</c> of stored
    /// responses; a response over <c>maxResponseChars</c> is replaced by a marker. Finished entries are
    /// evicted oldest first; running ones only when nothing else is left.
    /// <para>Storage layout: one key per entry plus an index of ids in arrival order, so recording a call
    /// rewrites a few hundred bytes, not the whole record.</para>
    /// </summary>
    public sealed class CallRecord
    {
        public const int DefaultMaxEntries = 256;
        public const int DefaultMaxTotalChars = 1024 * 1024;
        public const int DefaultMaxResponseChars = 64 * 1024;

        private const string Prefix = "Patchbay.CallRecord.";
        private const string IndexKey = Prefix + "Index";
        private const string EntryPrefix = Prefix + "Entry.";

        private readonly IKeyValueStore _store;
        private readonly int _maxEntries;
        private readonly int _maxTotalChars;
        private readonly int _maxResponseChars;
        private readonly List<string> _order = new List<string>();
        private readonly Dictionary<string, CallRecordEntry> _entries = new Dictionary<string, CallRecordEntry>(StringComparer.Ordinal);
        private int _totalChars;

        public CallRecord(IKeyValueStore store, int domain)
            : this(store, domain, DefaultMaxEntries, DefaultMaxTotalChars, DefaultMaxResponseChars)
        {
        }

        public CallRecord(IKeyValueStore store, int domain, int maxEntries, int maxTotalChars, int maxResponseChars)
        {
            _store = store;
            Domain = domain;
            _maxEntries = maxEntries;
            _maxTotalChars = maxTotalChars;
            _maxResponseChars = maxResponseChars;
            Load();
        }

        /// <summary>The current domain number; entries started under a smaller one lost their runner.</summary>
        public int Domain { get; private set; }

        public int Count
        {
            get { return _order.Count; }
        }

        /// <summary>In arrival order, oldest first.</summary>
        public IList<CallRecordEntry> Entries
        {
            get { return _order.ConvertAll(id => _entries[id]); }
        }

        public CallRecordEntry Find(string callId)
        {
            CallRecordEntry entry;
            return _entries.TryGetValue(callId, out entry) ? entry : null;
        }

        /// <summary>Records that the call's tool is about to run in this domain.</summary>
        public CallRecordEntry MarkStarted(string callId, string tool)
        {
            var entry = Find(callId);
            if (entry == null)
            {
                entry = new CallRecordEntry { CallId = callId };
                _entries[callId] = entry;
                _order.Add(callId);
                SaveIndex();
            }

            _totalChars -= entry.StoredBytes;
            entry.Tool = tool;
            entry.State = CallState.Started;
            entry.Domain = Domain;
            entry.Response = null;
            entry.ResponseDropped = false;
            entry.NeverRan = false;
            entry.ResumeState = null;
            Save(entry);
            Trim(callId);
            return entry;
        }

        /// <summary>Saves a resumable tool's state; keep it small (it counts against the total budget).</summary>
        public void SetResumeState(string callId, string state)
        {
            var entry = Find(callId);
            if (entry == null || entry.State != CallState.Started)
            {
                return;
            }

            _totalChars -= entry.StoredBytes;
            entry.ResumeState = state;
            _totalChars += entry.StoredBytes;
            Save(entry);
        }

        /// <summary>Moves a started call into this domain (a resumable tool took it over after a reload).</summary>
        public void Claim(string callId)
        {
            var entry = Find(callId);
            if (entry != null && entry.State == CallState.Started)
            {
                entry.Domain = Domain;
                Save(entry);
            }
        }

        /// <summary>Records the response that is being sent for the call.</summary>
        public void MarkFinished(string callId, string tool, string response)
        {
            var entry = Find(callId);
            if (entry == null)
            {
                entry = new CallRecordEntry { CallId = callId, Tool = tool };
                _entries[callId] = entry;
                _order.Add(callId);
                SaveIndex();
            }

            _totalChars -= entry.StoredBytes;
            entry.State = CallState.Finished;
            entry.Domain = Domain;
            entry.ResumeState = null;
            entry.NeverRan = false;
            entry.ResponseDropped = response == null || response.Length > _maxResponseChars;
            entry.Response = entry.ResponseDropped ? null : response;
            _totalChars += entry.StoredBytes;
            Save(entry);
            Trim(callId);
        }

        /// <summary>Records a call that was cancelled before its tool started: it never ran, and a re-send must not start it.</summary>
        public void MarkNeverRan(string callId, string tool)
        {
            MarkFinished(callId, tool, null);
            var entry = Find(callId);
            entry.NeverRan = true;
            Save(entry);
        }

        /// <summary>Forgets a finished call, so that the same id can run (a retry of a call that never completed).</summary>
        public void Forget(string callId)
        {
            if (_entries.ContainsKey(callId))
            {
                Evict(callId);
            }
        }

        /// <summary>Started in an earlier domain and not taken over: that domain's death cut the call off.</summary>
        public bool IsOrphaned(CallRecordEntry entry)
        {
            return entry.State == CallState.Started && entry.Domain < Domain;
        }

        private void Trim(string keep)
        {
            while (_order.Count > _maxEntries || _totalChars > _maxTotalChars)
            {
                var victim = OldestEvictable(keep);
                if (victim == null)
                {
                    return;
                }

                Evict(victim);
            }
        }

        private string OldestEvictable(string keep)
        {
            // Finished entries first, then orphans (answered "interrupted" either way), then anything.
            foreach (var id in _order)
            {
                if (id != keep && _entries[id].State == CallState.Finished) return id;
            }

            foreach (var id in _order)
            {
                if (id != keep && IsOrphaned(_entries[id])) return id;
            }

            foreach (var id in _order)
            {
                if (id != keep) return id;
            }

            return null;
        }

        private void Evict(string callId)
        {
            _totalChars -= _entries[callId].StoredBytes;
            _entries.Remove(callId);
            _order.Remove(callId);
            _store.Erase(EntryPrefix + callId);
            SaveIndex();
        }

        private void Load()
        {
            JArray index;
            try
            {
                index = JArray.Parse(_store.GetString(IndexKey, "[]"));
            }
            catch (JsonException)
            {
                index = new JArray();
            }

            foreach (var idToken in index)
            {
                var id = (string)idToken;
                var text = _store.GetString(EntryPrefix + id, null);
                if (text == null || _entries.ContainsKey(id))
                {
                    continue;
                }

                try
                {
                    var json = JObject.Parse(text);
                    var entry = new CallRecordEntry
                    {
                        CallId = id,
                        Tool = (string)json["t"],
                        State = (string)json["s"] == "f" ? CallState.Finished : CallState.Started,
                        Domain = (int)json["d"],
                        Response = (string)json["r"],
                        ResponseDropped = json["x"] != null && (bool)json["x"],
                        NeverRan = json["n"] != null && (bool)json["n"],
                        ResumeState = (string)json["rs"],
                    };
                    _entries[id] = entry;
                    _order.Add(id);
                    _totalChars += entry.StoredBytes;
                }
                catch (Exception e)
                {
                    if (!(e is JsonException) && !(e is FormatException) && !(e is InvalidCastException) && !(e is ArgumentException))
                    {
                        throw;
                    }

                    // A damaged entry is forgotten; the worst case is an "unknown" call that runs once.
                    _store.Erase(EntryPrefix + id);
                }
            }

            if (_order.Count != index.Count)
            {
                SaveIndex();
            }
        }

        private void Save(CallRecordEntry entry)
        {
            var json = new JObject
            {
                { "t", entry.Tool },
                { "s", entry.State == CallState.Finished ? "f" : "s" },
                { "d", entry.Domain },
            };
            if (entry.Response != null) json["r"] = entry.Response;
            if (entry.ResponseDropped) json["x"] = true;
            if (entry.NeverRan) json["n"] = true;
            if (entry.ResumeState != null) json["rs"] = entry.ResumeState;
            _store.SetString(EntryPrefix + entry.CallId, json.ToString(Formatting.None));
        }

        private void SaveIndex()
        {
            _store.SetString(IndexKey, new JArray(_order.ToArray()).ToString(Formatting.None));
        }
    }
}
