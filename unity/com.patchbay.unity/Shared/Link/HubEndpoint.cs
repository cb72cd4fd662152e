using System;

namespace Patchbay.Editor.Link
{
    /// <summary>Where and how to reach a hub.</summary>
    public sealed class HubEndpoint
    {
        public HubEndpoint(Uri webSocketUri, string token, string source, int hubPid)
        {
            WebSocketUri = webSocketUri;
            Token = token;
            Source = source;
            HubPid = hubPid;
        }

        /// <summary>ws(s)://host:port/editor</summary>
        public Uri WebSocketUri { get; private set; }

        public string Token { get; private set; }

        /// <summary>Where this came from, for the UI and logs ("PATCHBAY_HUB_URL", "settings", a hub.json path).</summary>
        public string Source { get; private set; }

        /// <summary>The hub's pid from hub.json; 0 when unknown (remote or from the environment).</summary>
        public int HubPid { get; private set; }

        public override string ToString()
        {
            return WebSocketUri + " (from " + Source + ")";
        }
    }
}
