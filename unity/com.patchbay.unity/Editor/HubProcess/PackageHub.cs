using System;
using System.IO;
using System.Threading;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.HubProcess
{
    /// <summary>
    /// Starts the hub that comes with the package (bundled in Hub~ or downloaded into the per-user cache) when
    /// neither hubBinaryPath nor PATH names one. Link thread; says each problem once instead of every retry.
    /// </summary>
    public sealed class PackageHub
    {
        private readonly string _packageDirectory;
        private readonly string _cacheDirectory;
        private readonly Action<string> _log;
        private readonly Func<HubPlatform> _platform;
        private string _lastProblem;
        private bool _hintLogged;

        /// <param name="cacheDirectory">Per-user cache root (the hub's state directory + "/hub").</param>
        public PackageHub(string packageDirectory, string cacheDirectory, Action<string> log, Func<HubPlatform> platform = null)
        {
            _packageDirectory = packageDirectory;
            _cacheDirectory = cacheDirectory;
            _log = log;
            _platform = platform ?? HubPlatform.Current;
        }

        /// <summary>Finds (or downloads) the package's hub and starts `serve`; false when there is none or it failed.</summary>
        public bool TryStart(string downloadBaseUrl, CancellationToken cancel)
        {
            var provider = new HubProvider(_platform(), _packageDirectory, _cacheDirectory, downloadBaseUrl, PatchbayInfo.PackageVersion);
            string why;
            var binary = provider.Find(cancel, out why);
            if (binary == null)
            {
                if (!cancel.IsCancellationRequested && why != _lastProblem)
                {
                    _lastProblem = why;
                    _log(why);
                }

                return false;
            }

            _lastProblem = null;
            if (!HubLauncher.TryStart(binary, _log))
            {
                return false;
            }

            if (!_hintLogged)
            {
                _hintLogged = true;
                _log("To let an MCP client use this hub, run once: \"" + binary + "\" setup <client>   (clients: patchbay setup --help)");
            }

            return true;
        }

        /// <summary>The per-user cache root under the hub's state directory.</summary>
        public static string CacheDirectory(string stateDirectory)
        {
            return Path.Combine(stateDirectory, "hub");
        }
    }
}
