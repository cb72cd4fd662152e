using System;
using System.IO;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;
using Patchbay.Shared.Link;
using Patchbay.Shared.Platform;

namespace Patchbay.Shared.HubLookup
{
    /// <summary>
    /// Resolves the hub URL and token in the order of docs/protocol.md §2: environment
    /// (PATCHBAY_HUB_URL, PATCHBAY_TOKEN), then the package settings (a remote hub), then hub.json in the state
    /// directory (PATCHBAY_STATE_DIR or ~/.patchbay). Pure: the environment, home folder and process check
    /// are injected, so every rule is unit-tested. An endpoint whose URL or token came from hub.json must prove
    /// itself before the token is sent (<see cref="HubEndpoint.ProofRequired"/>, <see cref="HubChallenge"/>).
    /// </summary>
    public sealed class HubLocator
    {
        public const string HubUrlVariable = "PATCHBAY_HUB_URL";
        public const string TokenVariable = "PATCHBAY_TOKEN";
        public const string StateDirVariable = "PATCHBAY_STATE_DIR";
        public const string HubFileName = "hub.json";

        private readonly Func<string, string> _environment;
        private readonly string _homeDirectory;
        private readonly Func<int, bool> _isProcessAlive;

        public HubLocator(Func<string, string> environment, string homeDirectory, Func<int, bool> isProcessAlive)
        {
            _environment = environment;
            _homeDirectory = homeDirectory;
            _isProcessAlive = isProcessAlive;
        }

        /// <summary>Uses the real environment, home folder and process table.</summary>
        public static HubLocator ForThisProcess()
        {
            var home = Environment.GetEnvironmentVariable("HOME");
            if (string.IsNullOrEmpty(home))
            {
                home = Environment.GetFolderPath(Environment.SpecialFolder.UserProfile);
            }

            return new HubLocator(Environment.GetEnvironmentVariable, home, IsAlive);
        }

        /// <summary>True for a player, which reads no package settings: its messages name the environment and hub.json only.</summary>
        public bool WithoutSettings { get; set; }

        public string StateDirectory
        {
            get
            {
                var configured = _environment(StateDirVariable);
                return string.IsNullOrEmpty(configured) ? Path.Combine(_homeDirectory ?? ".", ".patchbay") : configured;
            }
        }

        /// <summary>
        /// Why the last <see cref="Resolve"/> did not trust hub.json (another user's, or writable by others), or null.
        /// The runtime says it once in the console: it is an attack or a mistake, not a hub still starting.
        /// </summary>
        public string Untrusted { get; private set; }

        public string HubFilePath
        {
            get { return Path.Combine(StateDirectory, HubFileName); }
        }

        /// <summary>The endpoint to dial, or null with <paramref name="why"/> saying what is missing.</summary>
        public HubEndpoint Resolve(string settingsUrl, string settingsToken, out string why)
        {
            why = null;
            string hubFileProblem;
            var hubFile = ReadHubFile(out hubFileProblem);

            var envUrl = _environment(HubUrlVariable);
            var envToken = _environment(TokenVariable);
            string url;
            string source;
            int pid = 0;
            if (!string.IsNullOrEmpty(envUrl))
            {
                url = envUrl;
                source = HubUrlVariable;
            }
            else if (!string.IsNullOrEmpty(settingsUrl))
            {
                url = settingsUrl;
                source = "settings (hubUrl)";
            }
            else if (hubFile != null)
            {
                url = (string)hubFile["url"];
                source = HubFilePath;
                pid = hubFile["pid"] != null && hubFile["pid"].Type == JTokenType.Integer ? (int)hubFile["pid"] : 0;
                if (pid > 0 && _isProcessAlive != null && !_isProcessAlive(pid))
                {
                    why = HubFilePath + " is stale (hub process " + pid + " is not running).";
                    return null;
                }
            }
            else
            {
                why = hubFileProblem ?? "No hub found: " + HubFilePath + " does not exist and no hub URL is configured.";
                return null;
            }

            string token;
            string tokenSource;
            if (!string.IsNullOrEmpty(envToken))
            {
                token = envToken;
                tokenSource = TokenVariable;
            }
            else if (!string.IsNullOrEmpty(settingsToken))
            {
                token = settingsToken;
                tokenSource = "settings (hubToken)";
            }
            else
            {
                token = hubFile != null && hubFile["token"] != null ? (string)hubFile["token"] : null;
                tokenSource = HubFilePath;
            }

            if (string.IsNullOrEmpty(token))
            {
                why = hubFileProblem != null ? hubFileProblem + " No token for the hub at " + url + " otherwise: set " + TokenVariable + "." : "No token for the hub at " + url + ": set " + TokenVariable + (WithoutSettings ? "" : ", the hubToken setting,") + " or start the hub locally so it writes " + HubFilePath + ".";
                return null;
            }

            var uri = ToWebSocketUri(url);
            if (uri == null)
            {
                why = "The hub URL '" + url + "' (from " + source + ") is not an http(s):// or ws(s):// URL.";
                return null;
            }

            // A URL or a token from hub.json must be proven before the token is sent (HubEndpoint.ProofRequired).
            var fromHubFile = source == HubFilePath || tokenSource == HubFilePath ? HubFilePath : null;
            return new HubEndpoint(uri, token, source, pid, tokenSource, fromHubFile);
        }

        /// <summary>http://h:p → ws://h:p/editor; a ws(s):// URL with a path is used as given.</summary>
        public static Uri ToWebSocketUri(string url)
        {
            Uri parsed;
            if (string.IsNullOrEmpty(url) || !Uri.TryCreate(url.Trim(), UriKind.Absolute, out parsed))
            {
                return null;
            }

            string scheme;
            switch (parsed.Scheme)
            {
                case "http": scheme = "ws"; break;
                case "https": scheme = "wss"; break;
                case "ws":
                case "wss":
                    if (parsed.AbsolutePath.Length > 1)
                    {
                        return parsed;
                    }

                    scheme = parsed.Scheme;
                    break;
                default: return null;
            }

            var builder = new UriBuilder(parsed) { Scheme = scheme, Path = "/editor", Query = string.Empty };
            if (parsed.IsDefaultPort)
            {
                builder.Port = -1;
            }

            return builder.Uri;
        }

        private JObject ReadHubFile(out string problem)
        {
            problem = null;
            Untrusted = null;
            var path = HubFilePath;
            try
            {
                if (!File.Exists(path))
                {
                    return null;
                }

                // Another user's state directory or hub.json names their hub, or one they want this user to dial.
                var foreign = LocalOwner.ForeignOwnerProblem(StateDirectory, true) ?? LocalOwner.ForeignOwnerProblem(path, false);
                Untrusted = foreign;
                if (foreign != null)
                {
                    problem = foreign;
                    return null;
                }

                var json = JObject.Parse(File.ReadAllText(path));
                if (json["url"] == null || json["url"].Type != JTokenType.String)
                {
                    problem = path + " has no \"url\".";
                    return null;
                }

                return json;
            }
            catch (Exception e)
            {
                if (!(e is IOException) && !(e is JsonException) && !(e is UnauthorizedAccessException))
                {
                    throw;
                }

                problem = path + " could not be read: " + e.Message;
                return null;
            }
        }

        private static bool IsAlive(int pid)
        {
            try
            {
                using (var process = System.Diagnostics.Process.GetProcessById(pid))
                {
                    return !process.HasExited;
                }
            }
            catch (ArgumentException)
            {
                return false;
            }
            catch (InvalidOperationException)
            {
                return false;
            }
        }
    }
}
