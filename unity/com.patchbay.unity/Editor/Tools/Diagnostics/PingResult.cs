namespace Patchbay.Editor.Tools.Diagnostics
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
