using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Core
{
    public sealed class PingResult
    {
        public string Reply;

        public string Echo;

        public double EditorTimeSeconds;

        public string UtcTime;

        public string PackageVersion;
    }
}
