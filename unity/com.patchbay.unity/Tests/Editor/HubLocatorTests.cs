using System;
using System.Collections.Generic;
using System.IO;
using NUnit.Framework;
using Patchbay.Shared.HubLookup;

namespace Patchbay.Editor.Tests
{
    public class HubLocatorTests
    {
        private string _home;
        private Dictionary<string, string> _env;
        private bool _alive;

        [SetUp]
        public void SetUp()
        {
            _home = Path.Combine(Path.GetTempPath(), "patchbay-home-" + Guid.NewGuid().ToString("N"));
            Directory.CreateDirectory(_home);
            _env = new Dictionary<string, string>();
            _alive = true;
        }

        [TearDown]
        public void TearDown()
        {
            Directory.Delete(_home, true);
        }

        private HubLocator Locator()
        {
            return new HubLocator(name => { string v; return _env.TryGetValue(name, out v) ? v : null; }, _home, pid => _alive);
        }

        private void WriteHubFile(string directory, string json)
        {
            Directory.CreateDirectory(directory);
            File.WriteAllText(Path.Combine(directory, "hub.json"), json);
        }

        [Test]
        public void ReadsHubJsonFromTheDefaultStateDirectory()
        {
            WriteHubFile(Path.Combine(_home, ".patchbay"), "{\"url\":\"http://127.0.0.1:3917\",\"port\":3917,\"pid\":42,\"version\":\"0.1.0\",\"token\":\"tok\"}");
            string why;
            var endpoint = Locator().Resolve(null, null, out why);
            Assert.IsNotNull(endpoint, why);
            Assert.AreEqual("ws://127.0.0.1:3917/editor", endpoint.WebSocketUri.ToString());
            Assert.AreEqual("tok", endpoint.Token);
            Assert.AreEqual(42, endpoint.HubPid);
        }

        [Test]
        public void WithoutATokenItSaysWhatToSetAndAPlayerIsNotToldOfSettings()
        {
            _env["PATCHBAY_HUB_URL"] = "http://10.0.0.5:3917";
            string why;
            Assert.IsNull(Locator().Resolve(null, null, out why));
            StringAssert.Contains("No token for the hub at http://10.0.0.5:3917: set PATCHBAY_TOKEN, the hubToken setting, or start", why);
            var player = Locator();
            player.WithoutSettings = true;
            Assert.IsNull(player.Resolve(null, null, out why));
            StringAssert.Contains("No token for the hub at http://10.0.0.5:3917: set PATCHBAY_TOKEN or start the hub locally", why);
        }

        [Test]
        public void StateDirectoryVariableWins()
        {
            var dir = Path.Combine(_home, "custom");
            _env["PATCHBAY_STATE_DIR"] = dir;
            WriteHubFile(dir, "{\"url\":\"http://127.0.0.1:4000\",\"pid\":1,\"token\":\"t2\"}");
            string why;
            Assert.AreEqual(4000, Locator().Resolve(null, null, out why).WebSocketUri.Port);
        }

        [Test]
        public void EnvironmentBeatsSettingsBeatsHubJson()
        {
            WriteHubFile(Path.Combine(_home, ".patchbay"), "{\"url\":\"http://127.0.0.1:3917\",\"pid\":1,\"token\":\"file\"}");
            string why;
            var fromSettings = Locator().Resolve("https://hub.example:8443", "settings-token", out why);
            Assert.AreEqual("wss://hub.example:8443/editor", fromSettings.WebSocketUri.ToString());
            Assert.AreEqual("settings-token", fromSettings.Token);

            _env["PATCHBAY_HUB_URL"] = "ws://10.0.0.2:5000/editor";
            _env["PATCHBAY_TOKEN"] = "env-token";
            var fromEnv = Locator().Resolve("https://hub.example:8443", "settings-token", out why);
            Assert.AreEqual("ws://10.0.0.2:5000/editor", fromEnv.WebSocketUri.ToString());
            Assert.AreEqual("env-token", fromEnv.Token);
        }

        [Test]
        public void TokenFallsBackToHubJson()
        {
            WriteHubFile(Path.Combine(_home, ".patchbay"), "{\"url\":\"http://127.0.0.1:3917\",\"pid\":1,\"token\":\"file\"}");
            _env["PATCHBAY_HUB_URL"] = "http://127.0.0.1:3917";
            string why;
            Assert.AreEqual("file", Locator().Resolve(null, null, out why).Token);
        }

        [Test]
        public void OnlyAnExplicitUrlAndTokenAreDialledWithoutAProof()
        {
            var stateDir = Path.Combine(_home, ".patchbay");
            WriteHubFile(stateDir, "{\"url\":\"http://127.0.0.1:3917\",\"pid\":1,\"token\":\"file\"}");
            var hubFile = Path.Combine(stateDir, "hub.json");
            string why;
            var fromFile = Locator().Resolve(null, null, out why);
            Assert.IsTrue(fromFile.ProofRequired, "hub.json's URL and token");
            Assert.IsTrue(fromFile.TokenFromHubFile);
            Assert.AreEqual(hubFile, fromFile.HubFile);

            _env["PATCHBAY_HUB_URL"] = "http://127.0.0.1:4000";
            var urlOnly = Locator().Resolve(null, null, out why);
            Assert.IsTrue(urlOnly.ProofRequired, "an explicit URL with hub.json's token");
            Assert.AreEqual(hubFile, urlOnly.TokenSource);

            _env.Remove("PATCHBAY_HUB_URL");
            _env["PATCHBAY_TOKEN"] = "env-token";
            var tokenOnly = Locator().Resolve(null, null, out why);
            Assert.IsTrue(tokenOnly.ProofRequired, "hub.json's URL with an explicit token");
            Assert.IsFalse(tokenOnly.TokenFromHubFile);
            Assert.AreEqual("PATCHBAY_TOKEN", tokenOnly.TokenSource);

            _env.Remove("PATCHBAY_TOKEN");
            var fromSettings = Locator().Resolve("https://hub.example:8443", "settings-token", out why);
            Assert.IsFalse(fromSettings.ProofRequired, "a remote hub given explicitly");
            Assert.IsNull(fromSettings.HubFile);
        }

        [Test]
        public void StaleOrMissingFilesSayWhy()
        {
            string why;
            Assert.IsNull(Locator().Resolve(null, null, out why));
            StringAssert.Contains("does not exist", why);

            WriteHubFile(Path.Combine(_home, ".patchbay"), "{\"url\":\"http://127.0.0.1:3917\",\"pid\":99,\"token\":\"t\"}");
            _alive = false;
            Assert.IsNull(Locator().Resolve(null, null, out why));
            StringAssert.Contains("stale", why);

            _env["PATCHBAY_HUB_URL"] = "ftp://x";
            _env["PATCHBAY_TOKEN"] = "t";
            Assert.IsNull(Locator().Resolve(null, null, out why));
            StringAssert.Contains("not an http", why);
        }
    }
}
