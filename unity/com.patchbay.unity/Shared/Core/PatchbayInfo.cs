namespace Patchbay.Shared.Core
{
    /// <summary>Identity of this package (the link protocol it speaks is <see cref="Link.LinkProtocol"/>).</summary>
    public static class PatchbayInfo
    {
        public const string PackageName = "com.patchbay.unity";

        // Kept equal to package.json by a check in the test suite.
        public const string PackageVersion = "0.2.0";

        /// <summary>Default of the hubDownloadUrl setting: the release page's download folder (tags are v&lt;version&gt;).</summary>
        public const string HubReleasesUrl = "https://github.com/patchbay/patchbay/releases/download";
    }
}
