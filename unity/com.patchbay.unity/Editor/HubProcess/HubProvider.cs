using System;
using System.IO;
using System.Threading;

namespace Patchbay.Editor.HubProcess
{
    /// <summary>
    /// Finds a hub binary that belongs to this package when neither hubBinaryPath nor PATH named one: the one
    /// bundled in the package's Hub~ folder (tarball installs), else one cached per user and version under the
    /// state directory, else a release asset downloaded once and checked against the package's Hub~/SHA256SUMS.
    /// Runs on the link thread and honours the cancellation token of a domain reload.
    /// </summary>
    public sealed class HubProvider
    {
        public const string HubFolder = "Hub~";
        public const string SumsFile = "SHA256SUMS";

        private readonly HubPlatform _platform;
        private readonly string _packageDirectory;
        private readonly string _cacheDirectory;
        private readonly string _downloadBaseUrl;
        private readonly string _version;

        /// <param name="packageDirectory">The package's folder (PackageInfo.resolvedPath); null when unknown.</param>
        /// <param name="cacheDirectory">Per-user cache root, e.g. ~/.patchbay/hub.</param>
        /// <param name="downloadBaseUrl">Release download base; the asset is at BASE/v&lt;version&gt;/&lt;asset&gt;. Empty = no download.</param>
        public HubProvider(HubPlatform platform, string packageDirectory, string cacheDirectory, string downloadBaseUrl, string version)
        {
            _platform = platform;
            _packageDirectory = packageDirectory;
            _cacheDirectory = cacheDirectory;
            _downloadBaseUrl = downloadBaseUrl ?? string.Empty;
            _version = version;
        }

        /// <summary>File name of the release asset for one platform, e.g. patchbay-0.1.0-linux-x64.</summary>
        public static string AssetName(string version, string rid)
        {
            return "patchbay-" + version + "-" + rid + (rid.StartsWith("win-", StringComparison.Ordinal) ? ".exe" : string.Empty);
        }

        /// <summary>
        /// A verified binary of the package's version, or null with <paramref name="why"/> saying what failed and
        /// how to fix it by hand.
        /// </summary>
        public string Find(CancellationToken cancel, out string why)
        {
            var rids = _platform.RuntimeIds(out why);
            if (rids.Length == 0)
            {
                return null;
            }

            var sums = _packageDirectory == null ? new HubChecksums() : HubChecksums.Load(Path.Combine(_packageDirectory, HubFolder, SumsFile));
            var problems = new System.Collections.Generic.List<string>();
            foreach (var rid in rids)
            {
                var entry = rid + "/" + _platform.ExecutableName;
                if (_packageDirectory != null)
                {
                    var bundled = Path.Combine(Path.Combine(_packageDirectory, HubFolder), Path.Combine(rid, _platform.ExecutableName));
                    if (File.Exists(bundled))
                    {
                        var error = Verify(bundled, sums.Find(entry), cancel);
                        if (error == null)
                        {
                            return bundled;
                        }

                        problems.Add(error);
                        continue;
                    }
                }

                var cached = Path.Combine(Path.Combine(_cacheDirectory, _version), Path.Combine(rid, _platform.ExecutableName));
                var expected = sums.Find(entry);
                if (File.Exists(cached) && expected != null)
                {
                    var error = Verify(cached, expected, cancel);
                    if (error == null)
                    {
                        return cached;
                    }

                    problems.Add(error);
                }
            }

            // Nothing on disk: download the first platform the package has a checksum for.
            foreach (var rid in rids)
            {
                if (cancel.IsCancellationRequested)
                {
                    why = "cancelled";
                    return null;
                }

                var expected = sums.Find(rid + "/" + _platform.ExecutableName);
                if (expected == null)
                {
                    continue;
                }

                if (_downloadBaseUrl.Length == 0)
                {
                    problems.Add("downloading the hub is switched off (hubDownloadUrl is empty)");
                    break;
                }

                var cached = Path.Combine(Path.Combine(_cacheDirectory, _version), Path.Combine(rid, _platform.ExecutableName));
                var url = _downloadBaseUrl.TrimEnd('/') + "/v" + _version + "/" + AssetName(_version, rid);
                var error = HubDownloader.Download(url, cached, expected, cancel);
                if (error == null)
                {
                    error = Verify(cached, expected, cancel);
                    if (error == null)
                    {
                        return cached;
                    }
                }

                if (cancel.IsCancellationRequested)
                {
                    why = "cancelled";
                    return null;
                }

                problems.Add(error);
                why = Explain(problems, rid, true);
                return null;
            }

            if (problems.Count == 0)
            {
                problems.Add("this package carries no hub and no SHA-256 for " + string.Join(" or ", rids) + ", so nothing was downloaded");
            }

            // A hand-placed hub in the cache is trusted only where the package has its checksum.
            string checkable = null;
            foreach (var rid in rids)
            {
                if (checkable == null && sums.Find(rid + "/" + _platform.ExecutableName) != null)
                {
                    checkable = rid;
                }
            }

            why = Explain(problems, checkable ?? rids[0], checkable != null);
            return null;
        }

        private string Verify(string binary, string expectedSha256, CancellationToken cancel)
        {
            if (expectedSha256 != null)
            {
                var actual = HubChecksums.OfFile(binary);
                if (actual != expectedSha256)
                {
                    return binary + " has SHA-256 " + actual + " but the package expects " + expectedSha256 + "; it was not run";
                }
            }

            return HubBinaryCheck.Check(binary, _platform, _version, cancel);
        }

        private string Explain(System.Collections.Generic.List<string> problems, string rid, bool hasChecksum)
        {
            var place = Path.Combine(Path.Combine(_cacheDirectory, _version), Path.Combine(rid, _platform.ExecutableName));
            // Without a checksum a hand-placed file in the cache is not trusted either, so only hubBinaryPath helps.
            var fix = hasChecksum
                ? "download " + AssetName(_version, rid) + " from the release page and save it as " + place + ", or set hubBinaryPath"
                : "set hubBinaryPath";
            return "no Patchbay hub " + _version + " for " + _platform + ": " + string.Join("; ", problems.ToArray()) + ". Fix: " + fix
                   + " in UserSettings/PatchbaySettings.json to a patchbay " + _version + " binary"
                   + (hasChecksum ? "" : " (or put patchbay " + _version + " on PATH)") + ".";
        }
    }
}
