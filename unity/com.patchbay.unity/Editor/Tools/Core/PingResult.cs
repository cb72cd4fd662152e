using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Core
{
    public sealed class PingResult
    {
        [McpParam("Always \"pong\".")]
        public string Reply;

        [McpParam("The message that was sent, if any.")]
        public string Echo;

        [McpParam("Seconds since this Unity Editor started.")]
        public double EditorTimeSeconds;

        [McpParam("Current UTC time on the editor's machine (ISO 8601).")]
        public string UtcTime;

        [McpParam("Version of the com.patchbay.unity package.")]
        public string PackageVersion;
    }
}
