using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using UnityEditor;
using UnityEditor.PackageManager;
using UnityEditor.PackageManager.Requests;

namespace Patchbay.Editor.Tools.Packages
{
    /// <summary>
    /// Package changes as jobs that outlive the domain reload the change causes. Each change is recorded in
    /// SessionState (job id, action, id, start) before the Package Manager is asked, and watched here:
    ///
    ///   add/remove ──Client.Add/Remove──> pending ──request completes in this domain──> job done (result or error)
    ///                                        │
    ///                                        └─domain reloads first──> next domain: the change shows in
    ///                                          PackageInfo.GetAllRegisteredPackages ──> job done (resolved version)
    ///                                          or it never does within <see cref="GiveUpSeconds"/> ──> job failed
    ///
    /// One change at a time, as the Package Manager runs one. Polls on EditorApplication.update only while a
    /// change is pending. Main thread.
    /// </summary>
    [InitializeOnLoad]
    public static class PackageJobs
    {
        public const string Kind = "package";
        private const string StateKey = "Patchbay.PackageOps";
        private const double GiveUpSeconds = 300;
        private static readonly Dictionary<string, Request> s_requests = new Dictionary<string, Request>(StringComparer.Ordinal);
        private static bool s_polling;

        static PackageJobs()
        {
            var pending = SessionJson.Load(StateKey);
            foreach (var pair in pending)
            {
                JobStore.Resume(pair.Key);
            }

            if (pending.Count > 0)
            {
                StartPolling();
            }
        }

        /// <summary>Makes sure the static constructor ran (pending jobs resumed) before a job is looked up.</summary>
        public static void Touch()
        {
        }

        /// <summary>The job id of the change in progress, or null.</summary>
        public static string Running()
        {
            foreach (var pair in SessionJson.Load(StateKey))
            {
                return pair.Key;
            }

            return null;
        }

        /// <summary>Records the change, then asks the Package Manager; returns the job id.</summary>
        public static string Start(string action, string id, string name)
        {
            var job = JobStore.Start(Kind);
            var pending = SessionJson.Load(StateKey);
            pending[job] = new JObject
            {
                { "action", action },
                { "id", id },
                { "name", name },
                { "startedUtc", DateTime.UtcNow.Ticks },
            };
            SessionJson.Save(StateKey, pending);
            s_requests[job] = action == "add" ? (Request)Client.Add(id) : Client.Remove(id);
            StartPolling();
            return job;
        }

        /// <summary>The job's result (with its id), or {status: running, jobId} at the deadline.</summary>
        public static async Task<JObject> Wait(string job, long deadlineTicks, CancellationToken cancellation)
        {
            await EditorWait.Until(() => JobStore.Finished(job) != null, EditorWait.SecondsUntil(deadlineTicks), cancellation);
            var finished = JobStore.Finished(job);
            if (finished == null)
            {
                return new JObject
                {
                    { "status", "running" },
                    { "jobId", job },
                    { "message", "The Package Manager is resolving; Unity reloads scripts after it. Call get_job with this jobId." },
                };
            }

            var result = new JObject { { "jobId", job } };
            foreach (var pair in finished)
            {
                result[pair.Key] = pair.Value.DeepClone();
            }

            return result;
        }

        private static void StartPolling()
        {
            if (!s_polling)
            {
                s_polling = true;
                EditorApplication.update += Poll;
            }
        }

        private static void Poll()
        {
            var pending = SessionJson.Load(StateKey);
            var changed = false;
            foreach (var pair in new List<KeyValuePair<string, JToken>>(pending))
            {
                var op = (JObject)pair.Value;
                var result = Outcome(pair.Key, op);
                if (result != null)
                {
                    pending.Remove(pair.Key);
                    s_requests.Remove(pair.Key);
                    changed = true;
                    SessionJson.Save(StateKey, pending);
                    JobStore.Complete(pair.Key, result);
                }
            }

            if (changed)
            {
                SessionJson.Save(StateKey, pending);
            }

            if (pending.Count == 0)
            {
                EditorApplication.update -= Poll;
                s_polling = false;
            }
        }

        // The job's result once known, else null (still resolving).
        private static JObject Outcome(string job, JObject op)
        {
            var action = (string)op["action"];
            var id = (string)op["id"];
            Request request;
            if (s_requests.TryGetValue(job, out request))
            {
                if (!request.IsCompleted)
                {
                    return null;
                }

                if (request.Status == StatusCode.Failure)
                {
                    return Failed(action, id, request.Error == null ? "The Package Manager failed without a message." : request.Error.message,
                        request.Error == null ? ErrorCode.Unknown : request.Error.errorCode);
                }

                var added = request is AddRequest ? ((AddRequest)request).Result : null;
                return added != null ? Succeeded(action, id, added, false) : Succeeded(action, id, Find(op), false);
            }

            // The request belonged to a domain that reloaded: read the outcome from what the editor resolved.
            var found = Find(op);
            var at = id.IndexOf('@');
            var wanted = at > 0 && id.IndexOf("://", StringComparison.Ordinal) < 0 ? id.Substring(at + 1) : null;
            if (action == "add" ? found != null && (wanted == null || found.version == wanted) : found == null || !found.isDirectDependency)
            {
                return Succeeded(action, id, found, true);
            }

            var started = new DateTime((long)op["startedUtc"], DateTimeKind.Utc);
            if ((DateTime.UtcNow - started).TotalSeconds > GiveUpSeconds)
            {
                return Failed(action, id, "The Package Manager did not " + action + " '" + id + "' within " + GiveUpSeconds
                    + " s; see get_console_logs for its errors and list_packages for what is installed.", ErrorCode.Unknown);
            }

            return null;
        }

        private static PackageInfo Find(JObject op)
        {
            var name = (string)op["name"];
            var id = (string)op["id"];
            foreach (var package in PackageInfo.GetAllRegisteredPackages())
            {
                if (!string.IsNullOrEmpty(name) ? package.name == name : package.packageId != null && package.packageId.EndsWith("@" + id, StringComparison.Ordinal))
                {
                    return package;
                }
            }

            return null;
        }

        private static JObject Succeeded(string action, string id, PackageInfo package, bool afterReload)
        {
            var result = new JObject { { "status", "succeeded" }, { "action", action }, { "id", id } };
            if (action == "add" && package != null)
            {
                result["package"] = ListPackagesTool.Describe(package);
            }

            result["domainReloaded"] = afterReload;
            return result;
        }

        private static JObject Failed(string action, string id, string message, ErrorCode code)
        {
            return new JObject
            {
                { "status", "failed" },
                { "action", action },
                { "id", id },
                { "error", message },
                { "errorCode", code.ToString() },
                { "message", "Nothing changed. " + (code == ErrorCode.NotFound ? "Check the name, version or URL." : "Read the error, fix the cause, then try again.") },
            };
        }
    }
}
