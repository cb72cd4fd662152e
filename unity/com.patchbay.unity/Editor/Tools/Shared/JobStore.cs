using System;
using System.Collections.Generic;
using System.Globalization;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using UnityEditor;

namespace Patchbay.Editor.Tools.Shared
{
    /// <summary>
    /// Long calls (compile, tests) that outlive their wait become jobs: the call returns a job id and
    /// get_job waits again. Running jobs live in this domain; a finished job's result is written to
    /// SessionState at once (synchronously, because a compile's reload can follow immediately), so get_job
    /// still answers after a domain reload. Keeps the newest <see cref="Kept"/> finished jobs. Main thread.
    /// </summary>
    public static class JobStore
    {
        public const int Kept = 20;
        private const string SessionKey = "Patchbay.Jobs";
        private const string CounterKey = "Patchbay.JobCounter";
        private const string RunKey = "Patchbay.JobRun";

        private static readonly Dictionary<string, TaskCompletionSource<JObject>> s_running = new Dictionary<string, TaskCompletionSource<JObject>>(StringComparer.Ordinal);
        private static readonly Dictionary<string, string> s_kinds = new Dictionary<string, string>(StringComparer.Ordinal);

        // The finished ids, for the health probe off the main thread (SessionState is main-thread only).
        private static string[] s_finishedIds;

        /// <summary>The ids of the jobs finished lately, oldest first (any thread; null before <see cref="Remember"/>).</summary>
        public static string[] FinishedIds
        {
            get { return System.Threading.Volatile.Read(ref s_finishedIds); }
        }

        /// <summary>Main thread: publishes the finished ids this editor keeps (at domain load, then at each Complete).</summary>
        public static void Remember()
        {
            var ids = new List<string>();
            foreach (var pair in Load())
            {
                ids.Add(pair.Key);
            }

            System.Threading.Volatile.Write(ref s_finishedIds, ids.ToArray());
        }

        /// <summary>
        /// Registers a running job and returns its id ("tests-5e0c2a-3"): kind, this editor process's run tag, a
        /// counter. SessionState ends with the editor, so the tag is new after a restart and an old id never
        /// names another run's job.
        /// </summary>
        public static string Start(string kind)
        {
            var counter = SessionState.GetInt(CounterKey, 0) + 1;
            SessionState.SetInt(CounterKey, counter);
            var id = kind + "-" + RunTag + "-" + counter.ToString(CultureInfo.InvariantCulture);
            s_running[id] = new TaskCompletionSource<JObject>();
            s_kinds[id] = kind;
            return id;
        }

        /// <summary>
        /// Registers again, in a new domain, a job that was running when the domain reloaded (a package change's
        /// reload ends the domain that started it); get_job then waits for it as before.
        /// </summary>
        public static void Resume(string id)
        {
            if (!s_running.ContainsKey(id) && Finished(id) == null)
            {
                s_running[id] = new TaskCompletionSource<JObject>();
                s_kinds[id] = KindOf(id);
            }
        }

        public static void Complete(string id, JObject result)
        {
            var finished = Load();
            finished[id] = new JObject { { "kind", KindOf(id) }, { "finishedUtc", DateTime.UtcNow.ToString("o", CultureInfo.InvariantCulture) }, { "result", result } };
            while (finished.Count > Kept)
            {
                finished.Remove(((JProperty)finished.First).Name);
            }

            SessionState.SetString(SessionKey, finished.ToString(Newtonsoft.Json.Formatting.None));
            Remember();
            TaskCompletionSource<JObject> source;
            if (s_running.TryGetValue(id, out source))
            {
                s_running.Remove(id);
                source.TrySetResult(result);
            }
        }

        /// <summary>Running jobs of a kind in this domain (a compile completes every waiting compile job).</summary>
        public static IList<string> RunningOfKind(string kind)
        {
            var ids = new List<string>();
            foreach (var pair in s_kinds)
            {
                if (pair.Value == kind && s_running.ContainsKey(pair.Key))
                {
                    ids.Add(pair.Key);
                }
            }

            return ids;
        }

        /// <summary>The finished result, or null.</summary>
        public static JObject Finished(string id)
        {
            var entry = Load()[id] as JObject;
            return entry == null ? null : entry["result"] as JObject;
        }

        /// <summary>Completes when the job does; null when this domain does not know the job as running.</summary>
        public static Task<JObject> Running(string id)
        {
            TaskCompletionSource<JObject> source;
            return s_running.TryGetValue(id, out source) ? source.Task : null;
        }

        public static IList<string> KnownIds()
        {
            var ids = new List<string>(s_running.Keys);
            foreach (var pair in Load())
            {
                ids.Add(pair.Key);
            }

            return ids;
        }

        /// <summary>Six hex digits naming this editor process's run (kept across domain reloads).</summary>
        public static string RunTag
        {
            get
            {
                var tag = SessionState.GetString(RunKey, string.Empty);
                if (tag.Length == 0)
                {
                    tag = Guid.NewGuid().ToString("N").Substring(0, 6);
                    SessionState.SetString(RunKey, tag);
                }

                return tag;
            }
        }

        /// <summary>Whether a job id has the shape of one from another run of this editor (it restarted since).</summary>
        public static bool FromEarlierRun(string id)
        {
            var parts = id == null ? new string[0] : id.Split('-');
            return parts.Length == 3 && parts[1].Length == 6 && parts[1] != RunTag;
        }

        private static string KindOf(string id)
        {
            var dash = id.IndexOf('-');
            return dash > 0 ? id.Substring(0, dash) : id;
        }

        private static JObject Load()
        {
            var text = SessionState.GetString(SessionKey, string.Empty);
            if (string.IsNullOrEmpty(text))
            {
                return new JObject();
            }

            try
            {
                return JObject.Parse(text);
            }
            catch (Newtonsoft.Json.JsonException)
            {
                return new JObject();
            }
        }
    }
}
