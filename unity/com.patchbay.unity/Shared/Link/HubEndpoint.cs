using System;

namespace Patchbay.Shared.Link
{
    /// <summary>Where and how to reach a hub.</summary>
    public sealed class HubEndpoint
    {
        public HubEndpoint(Uri webSocketUri, string token, string source, int hubPid)
            : this(webSocketUri, token, source, hubPid, source, null)
        {
        }

        public HubEndpoint(Uri webSocketUri, string token, string source, int hubPid, string tokenSource, string hubFile)
        {
            WebSocketUri = webSocketUri;
            Token = token;
            Source = source;
            HubPid = hubPid;
            TokenSource = tokenSource;
            HubFile = hubFile;
        }

        /// <summary>ws(s)://host:port/editor</summary>
        public Uri WebSocketUri { get; private set; }

        public string Token { get; private set; }

        /// <summary>Where this came from, for the UI and logs ("PATCHBAY_HUB_URL", "settings", a hub.json path).</summary>
        public string Source { get; private set; }

        /// <summary>Where the token came from ("PATCHBAY_TOKEN", "settings (hubToken)", a hub.json path).</summary>
        public string TokenSource { get; private set; }

        /// <summary>The hub.json the URL or the token came from; null when both were given explicitly.</summary>
        public string HubFile { get; private set; }

        /// <summary>The hub's pid from hub.json; 0 when unknown (remote or from the environment).</summary>
        public int HubPid { get; private set; }

        /// <summary>True when the token is hub.json's (not one given explicitly).</summary>
        public bool TokenFromHubFile
        {
            get { return HubFile != null && TokenSource == HubFile; }
        }

        /// <summary>
        /// True when the URL or the token came from hub.json: whatever listens there must prove it holds the token
        /// before the token is sent (<see cref="HubChallenge"/>), since hub.json outlives a hub killed without cleanup.
        /// A URL and a token both given explicitly (a remote hub) are the user's own choice and are dialled as given.
        /// </summary>
        public bool ProofRequired
        {
            get { return HubFile != null; }
        }

        public override string ToString()
        {
            return WebSocketUri + " (from " + Source + ")";
        }
    }
}
