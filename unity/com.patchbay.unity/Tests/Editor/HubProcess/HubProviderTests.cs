using System;
using System.IO;
using System.Net;
using System.Net.Sockets;
using System.Text;
using System.Threading;
using NUnit.Framework;
using Patchbay.Editor.HubProcess;
using Patchbay.Editor.Tests.Fixtures;

namespace Patchbay.Editor.Tests.HubProcess
{
    /// <summary>
    /// The package's own hub: bundled in Hub~, cached per version, or downloaded and checked against Hub~/SHA256SUMS.
    /// The "binaries" are shell scripts that answer --version and leave a mark when run, so these need a Unix shell.
    /// </summary>
    public sealed class HubProviderTests
    {
        private const string Version = "9.8.7";
        private static readonly HubPlatform Linux = new HubPlatform(HubPlatform.Linux, "x86_64");

        private string _root;
        private string _package;
        private string _cache;
        private string _mark;

        [SetUp]
        public void SetUp()
        {
            if (Path.DirectorySeparatorChar == '\\')
            {
                Assert.Ignore("the stand-in hub binaries are shell scripts");
            }

            _root = Path.Combine(Path.GetTempPath(), "patchbay-hub-" + Guid.NewGuid().ToString("N").Substring(0, 8));
            _package = Path.Combine(_root, "package");
            _cache = Path.Combine(_root, "cache");
            _mark = Path.Combine(_root, "ran");
            Directory.CreateDirectory(Path.Combine(_package, "Hub~"));
        }

        [TearDown]
        public void TearDown()
        {
            if (_root != null && Directory.Exists(_root))
            {
                Directory.Delete(_root, true);
            }
        }

        [Test]
        public void TheBundledHubIsFoundAndMadeExecutable()
        {
            var bundled = Bundle(Script(Version));
            WriteSums(Sha(File.ReadAllBytes(bundled)));

            string why;
            Assert.AreEqual(bundled, Provider(string.Empty).Find(CancellationToken.None, out why), why);
            Assert.IsTrue(File.Exists(_mark), "its --version was asked");
        }

        [Test]
        public void AHubOfAnotherVersionIsRefused()
        {
            Bundle(Script("0.0.1"));

            string why;
            Assert.IsNull(Provider(string.Empty).Find(CancellationToken.None, out why));
            StringAssert.Contains("\"patchbay 0.0.1\" but this package needs \"patchbay " + Version + "\"", why);
            StringAssert.Contains("hubBinaryPath", why);
        }

        [Test]
        public void ABundledHubWithTheWrongChecksumIsNotRun()
        {
            Bundle(Script(Version));
            WriteSums(new string('0', 64));

            string why;
            Assert.IsNull(Provider(string.Empty).Find(CancellationToken.None, out why));
            StringAssert.Contains("but the package expects " + new string('0', 64), why);
            Assert.IsFalse(File.Exists(_mark), "nothing unverified was run");
        }

        [Test]
        public void ADownloadIsVerifiedCachedAndReused()
        {
            var body = Script(Version);
            WriteSums(Sha(body));
            using (var server = new LoopbackHttpServer())
            {
                server.Add("/v" + Version + "/patchbay-" + Version + "-linux-x64", body);
                string why;
                var binary = Provider(server.BaseUrl).Find(CancellationToken.None, out why);
                Assert.AreEqual(Path.Combine(_cache, Version, "linux-x64", "patchbay"), binary, why);
                CollectionAssert.AreEqual(body, File.ReadAllBytes(binary));
                Assert.AreEqual(1, Directory.GetFiles(_cache, "*", SearchOption.AllDirectories).Length, "no temporary file is left");

                Assert.AreEqual(binary, Provider(server.BaseUrl).Find(CancellationToken.None, out why), why);
                Assert.AreEqual(1, server.Requests, "the cached hub is used the second time");
            }
        }

        [Test]
        public void ADownloadWithTheWrongChecksumIsDeletedAndNotRun()
        {
            WriteSums(Sha(Script(Version)));
            using (var server = new LoopbackHttpServer())
            {
                server.Add("/v" + Version + "/patchbay-" + Version + "-linux-x64", Script(Version + " (tampered)"));
                string why;
                Assert.IsNull(Provider(server.BaseUrl).Find(CancellationToken.None, out why));
                StringAssert.Contains("it was deleted and not run", why);
                Assert.IsFalse(File.Exists(_mark), "nothing unverified was run");
                Assert.IsEmpty(Files(_cache), "nothing is left in the cache");
            }
        }

        [Test]
        public void NoNetworkSaysHowToInstallTheHubByHand()
        {
            WriteSums(Sha(Script(Version)));
            var listener = new TcpListener(IPAddress.Loopback, 0);
            listener.Start();
            var port = ((IPEndPoint)listener.LocalEndpoint).Port;
            listener.Stop();

            string why;
            Assert.IsNull(Provider("http://127.0.0.1:" + port).Find(CancellationToken.None, out why));
            StringAssert.Contains("the download from http://127.0.0.1:" + port + "/v" + Version + "/patchbay-" + Version + "-linux-x64 failed", why);
            StringAssert.Contains("save it as " + Path.Combine(_cache, Version, "linux-x64", "patchbay"), why);
            StringAssert.Contains("set hubBinaryPath", why);
            Assert.IsEmpty(Files(_cache));
        }

        [Test]
        public void AMissingReleaseAssetIsReported()
        {
            WriteSums(Sha(Script(Version)));
            using (var server = new LoopbackHttpServer())
            {
                string why;
                Assert.IsNull(Provider(server.BaseUrl).Find(CancellationToken.None, out why));
                StringAssert.Contains("HTTP 404", why);
                Assert.IsEmpty(Files(_cache));
            }
        }

        [Test]
        public void WithoutAChecksumNothingIsDownloaded()
        {
            using (var server = new LoopbackHttpServer())
            {
                string why;
                Assert.IsNull(Provider(server.BaseUrl).Find(CancellationToken.None, out why));
                StringAssert.Contains("no SHA-256 for linux-x64, so nothing was downloaded", why);
                StringAssert.Contains("Fix: set hubBinaryPath", why);
                StringAssert.DoesNotContain("save it as", why, "an unchecked file in the cache would not be run either");
                Assert.AreEqual(0, server.Requests);
            }
        }

        [Test]
        public void ACancelledDownloadReturnsAndLeavesNothing()
        {
            WriteSums(Sha(Script(Version)));
            using (var server = new LoopbackHttpServer { Hang = true })
            using (var cancel = new CancellationTokenSource())
            {
                string why = null;
                string binary = "unset";
                var worker = new Thread(() => binary = Provider(server.BaseUrl).Find(cancel.Token, out why));
                worker.Start();
                var waited = 0;
                while (server.Requests == 0 && waited < 30000)
                {
                    Thread.Sleep(20);
                    waited += 20;
                }

                Assert.AreEqual(1, server.Requests, "the download started");
                cancel.Cancel();
                Assert.IsTrue(worker.Join(20000), "the download returned after the cancel (the server never answers)");
                Assert.IsNull(binary);
                Assert.AreEqual("cancelled", why);
                Assert.IsEmpty(Files(_cache));
            }
        }

        private HubProvider Provider(string downloadBaseUrl)
        {
            return new HubProvider(Linux, _package, _cache, downloadBaseUrl, Version);
        }

        private byte[] Script(string version)
        {
            return Encoding.ASCII.GetBytes("#!/bin/sh\necho \"$@\" >> '" + _mark + "'\n[ \"$1\" = --version ] && echo 'patchbay " + version + "'\nexit 0\n");
        }

        private string Bundle(byte[] body)
        {
            var path = Path.Combine(_package, "Hub~", "linux-x64", "patchbay");
            Directory.CreateDirectory(Path.GetDirectoryName(path));
            File.WriteAllBytes(path, body);
            return path;
        }

        private void WriteSums(string linuxSha)
        {
            File.WriteAllText(Path.Combine(_package, "Hub~", "SHA256SUMS"), linuxSha + "  linux-x64/patchbay\n" + new string('a', 64) + "  win-x64/patchbay.exe\n");
        }

        private static string Sha(byte[] body)
        {
            using (var sha = System.Security.Cryptography.SHA256.Create())
            {
                return BitConverter.ToString(sha.ComputeHash(body)).Replace("-", string.Empty).ToLowerInvariant();
            }
        }

        private static string[] Files(string directory)
        {
            return Directory.Exists(directory) ? Directory.GetFiles(directory, "*", SearchOption.AllDirectories) : new string[0];
        }
    }
}
