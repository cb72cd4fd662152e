using System;
using System.Collections.Generic;
using System.IO;
using System.Threading;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Editor.UI;
using Patchbay.Shared.Security;
using Patchbay.Shared.Settings;

namespace Patchbay.Editor.Tests.UI
{
    public class PatchbayWindowPresenterTests
    {
        private FakeWindowSource _source;
        private List<string> _opened;
        private PatchbayWindowPresenter _presenter;

        [SetUp]
        public void SetUp()
        {
            _source = new FakeWindowSource();
            _opened = new List<string>();
            _presenter = new PatchbayWindowPresenter(_source, _opened.Add);
        }

        [TearDown]
        public void TearDown()
        {
            _source.Dispose();
        }

        [Test]
        public void SwitchingAGroupOnWritesTheProjectFileAndListsItsTools()
        {
            var diagnostics = _presenter.Model.Groups.Find("diagnostics").Tools[0];
            CollectionAssert.DoesNotContain(Listed(), diagnostics);

            var result = _presenter.SetGroupEnabled("diagnostics", true);

            Assert.IsFalse(result.IsError, result.Message);
            StringAssert.Contains(_source.SettingsStore.ProjectFile, result.Message);
            Assert.AreEqual(true, (bool)JObject.Parse(File.ReadAllText(_source.SettingsStore.ProjectFile))["groups"]["diagnostics"]);
            Assert.AreEqual(1, _source.Reloads);
            Assert.IsTrue(_presenter.Model.Groups.Find("diagnostics").Enabled);
            CollectionAssert.Contains(Listed(), diagnostics);

            _presenter.SetGroupEnabled("core", false);
            CollectionAssert.DoesNotContain(Listed(), "get_job");
        }

        [Test]
        public void AnOverrideInTheUserFileIsReportedAndTheUserFileCanBeWritten()
        {
            _source.SettingsStore.Set(SettingsLayer.User, "groups.scenes", false);
            _source.ReloadSettings();

            var result = _presenter.SetGroupEnabled("scenes", true);
            Assert.IsTrue(result.IsError);
            StringAssert.Contains(_source.SettingsStore.UserFile, result.Message);
            Assert.IsFalse(_presenter.Model.Groups.Find("scenes").Enabled);

            _presenter.SetTargetLayer(SettingsLayer.User);
            result = _presenter.SetGroupEnabled("scenes", true);
            Assert.IsFalse(result.IsError, result.Message);
            Assert.IsTrue(_presenter.Model.Groups.Find("scenes").Enabled);
            Assert.AreEqual(true, (bool)JObject.Parse(File.ReadAllText(_source.SettingsStore.UserFile))["groups"]["scenes"]);
        }

        [Test]
        public void UnknownGroupsAndSettingsAreRefusedAndNothingIsWritten()
        {
            var result = _presenter.SetGroupEnabled("rendering", true);
            Assert.IsTrue(result.IsError);
            StringAssert.Contains("core", result.Message);
            result = _presenter.SetSetting("hubToken", true);
            Assert.IsTrue(result.IsError);
            Assert.IsFalse(File.Exists(_source.SettingsStore.ProjectFile));
            Assert.IsFalse(File.Exists(_source.SettingsStore.UserFile));
            Assert.AreEqual(0, _source.Reloads);
        }

        [Test]
        public void SecuritySwitchWritesTheSettingTheSecurityPolicyReads()
        {
            var result = _presenter.SetSetting(SettingNames.AllowTests, true);
            Assert.IsFalse(result.IsError, result.Message);
            Assert.IsTrue(_source.Settings.AllowTests);
            Assert.IsTrue(_presenter.Model.Settings.Find(SettingNames.AllowTests).Value);
            Assert.AreEqual(true, (bool)JObject.Parse(File.ReadAllText(_source.SettingsStore.ProjectFile))[SettingNames.AllowTests]);

            _presenter.SetSetting(SettingNames.AllowTests, false);
            Assert.IsFalse(_source.Settings.AllowTests);
        }

        [Test]
        public void AliasIsCheckedWrittenToTheUserFileAndCleared()
        {
            var result = _presenter.SetAlias("my editor");
            Assert.IsTrue(result.IsError);
            StringAssert.Contains("letters, digits", result.Message);
            result = _presenter.SetAlias("client@home");
            Assert.IsTrue(result.IsError);
            result = _presenter.SetAlias(new string('a', 41));
            Assert.IsTrue(result.IsError);
            StringAssert.Contains("40", result.Message);
            Assert.IsFalse(File.Exists(_source.SettingsStore.UserFile));

            result = _presenter.SetAlias(" client-2 ");
            Assert.IsFalse(result.IsError, result.Message);
            Assert.AreEqual("client-2", _source.Settings.Alias);
            Assert.AreEqual("client-2", _presenter.Model.Alias);
            Assert.AreEqual("client-2", (string)JObject.Parse(File.ReadAllText(_source.SettingsStore.UserFile))[SettingNames.Alias]);
            Assert.IsFalse(File.Exists(_source.SettingsStore.ProjectFile), "an alias names this machine's editor");

            result = _presenter.SetAlias("");
            Assert.IsFalse(result.IsError, result.Message);
            Assert.AreEqual(string.Empty, _source.Settings.Alias);
            Assert.IsNull(JObject.Parse(File.ReadAllText(_source.SettingsStore.UserFile))[SettingNames.Alias]);
        }

        [Test]
        public void DashboardOpensTheHubsUrlOnlyWhenConnected()
        {
            var result = _presenter.OpenDashboard();
            Assert.IsTrue(result.IsError);
            StringAssert.Contains("patchbay serve", result.Message);
            CollectionAssert.IsEmpty(_opened);

            _source.Connect();
            Assert.IsTrue(_presenter.Refresh());
            result = _presenter.OpenDashboard();
            Assert.IsFalse(result.IsError, result.Message);
            CollectionAssert.AreEqual(new[] { "http://127.0.0.1:3917/" }, _opened);
        }

        [Test]
        public void RefreshReportsAChangeOnlyWhenSomethingShownChanged()
        {
            Assert.IsFalse(_presenter.Refresh());
            _source.Clients = new[] { new Patchbay.Shared.Link.AttachedClient("cursor", "1.0", 1) };
            Assert.IsTrue(_presenter.Refresh());
            Assert.IsFalse(_presenter.Refresh());
        }

        [Test]
        public void UnknownSetupClientIsRefused()
        {
            var result = _presenter.RunSetup("notepad", SetupMode.Configure);
            Assert.IsTrue(result.IsError);
            StringAssert.Contains("claude-code", result.Message);
            Assert.IsFalse(_presenter.SetupRunning);
        }

        [Test]
        public void SetupWithoutAHubBinarySaysHowToGetOne()
        {
            _presenter.RunSetup("cursor", SetupMode.Configure);
            var run = WaitForSetup();
            Assert.IsFalse(run.Succeeded);
            StringAssert.Contains("no patchbay on PATH", run.Problem);
            StringAssert.Contains("hubBinaryPath", run.Problem);
            Assert.IsTrue(_presenter.LastResult.IsError);
            StringAssert.Contains("hubBinaryPath", _presenter.LastResult.Message);
        }

        [Test]
        public void SetupRunsTheBinaryOffTheMainThreadAndShowsWhatItPrinted()
        {
            _source.HubBinary = FakeSetup("echo \"updated: $HOME/.cursor/mcp.json (args: $*)\"\necho 'backup: mcp.json.patchbay-backup' >&2\nexit 0");

            var started = _presenter.RunSetup("cursor", SetupMode.Preview);
            Assert.IsFalse(started.IsError, started.Message);
            Assert.IsTrue(_presenter.SetupRunning);
            StringAssert.Contains("patchbay setup cursor --dry-run", _presenter.RunningSetupCommand);
            var run = WaitForSetup();

            Assert.IsTrue(run.Succeeded, run.Problem);
            StringAssert.Contains("(args: setup cursor --dry-run)", run.Output);
            StringAssert.Contains("backup: mcp.json.patchbay-backup", run.Output);
            StringAssert.Contains(_source.HubBinary, run.Command);
            Assert.IsFalse(_presenter.LastResult.IsError);
            Assert.IsFalse(_presenter.SetupRunning);
            Assert.IsNull(_presenter.RunningSetupCommand);
        }

        [Test]
        public void SetupThatFailsIsAnErrorWithItsOutput()
        {
            _source.HubBinary = FakeSetup("echo 'error: /home/me/.cursor/mcp.json line 3: expected a value' >&2\nexit 1");
            _presenter.RunSetup("cursor", SetupMode.Remove);
            var run = WaitForSetup();
            Assert.AreEqual(1, run.ExitCode);
            Assert.IsFalse(run.Succeeded);
            StringAssert.Contains("line 3: expected a value", run.Output);
            StringAssert.Contains("setup cursor --remove", run.Command);
            Assert.IsTrue(_presenter.LastResult.IsError);
            StringAssert.Contains("exit 1", _presenter.LastResult.Message);
        }

        [Test]
        public void ASecondSetupWhileOneRunsIsRefused()
        {
            var release = Path.Combine(_source.ProjectRoot, "release");
            _source.HubBinary = FakeSetup("while [ ! -f '" + release + "' ]; do sleep 0.02; done\necho done");
            _presenter.RunSetup("codex", SetupMode.Configure);

            var second = _presenter.RunSetup("gemini", SetupMode.Configure);
            Assert.IsTrue(second.IsError);
            StringAssert.Contains("patchbay setup codex", second.Message);
            StringAssert.Contains("still running", second.Message);

            File.WriteAllText(release, "");
            var run = WaitForSetup();
            Assert.IsTrue(run.Succeeded, run.Problem);
            StringAssert.Contains("setup codex", run.Command);
            Assert.IsFalse(_presenter.RunSetup("gemini", SetupMode.Preview).IsError);
            WaitForSetup();
        }

        [Test]
        public void SetupThatDoesNotFinishIsStoppedAndReported()
        {
            _presenter = new PatchbayWindowPresenter(_source, _opened.Add, 300);
            _source.HubBinary = FakeSetup("echo started\nexec sleep 30");
            _presenter.RunSetup("vscode", SetupMode.Configure);
            var run = WaitForSetup();
            Assert.IsFalse(run.Succeeded);
            StringAssert.Contains("did not finish", run.Problem);
        }

        [Test]
        public void SetupRunsTheRealPatchbayBinaryAndShowsWhatItWrote()
        {
            _source.HubBinary = RealPatchbay();
            var home = Path.Combine(_source.ProjectRoot, "home");
            Directory.CreateDirectory(home);
            var config = Path.Combine(Path.Combine(home, ".cursor"), "mcp.json");
            var previous = Environment.GetEnvironmentVariable("PATCHBAY_SETUP_HOME");
            Environment.SetEnvironmentVariable("PATCHBAY_SETUP_HOME", home);
            try
            {
                _presenter.RunSetup("cursor", SetupMode.Preview);
                var run = WaitForSetup();
                Assert.IsTrue(run.Succeeded, run.Problem + run.Output);
                StringAssert.Contains("would create " + config, run.Output);
                StringAssert.Contains("nothing was written", run.Output);
                Assert.IsFalse(File.Exists(config));

                _presenter.RunSetup("cursor", SetupMode.Configure);
                run = WaitForSetup();
                Assert.IsTrue(run.Succeeded, run.Problem + run.Output);
                StringAssert.Contains("created " + config, run.Output);
                Assert.AreEqual("stdio", (string)JObject.Parse(File.ReadAllText(config))["mcpServers"]["unity"]["args"][0]);

                File.WriteAllText(config, "{bad");
                _presenter.RunSetup("cursor", SetupMode.Configure);
                run = WaitForSetup();
                Assert.AreEqual(1, run.ExitCode);
                StringAssert.Contains("malformed", run.Output);
                Assert.IsTrue(_presenter.LastResult.IsError);
                Assert.AreEqual("{bad", File.ReadAllText(config));
            }
            finally
            {
                Environment.SetEnvironmentVariable("PATCHBAY_SETUP_HOME", previous);
            }
        }

        // The hub binary of this build (BUILD/bin/patchbay, above the folder of the test assembly).
        private static string RealPatchbay()
        {
            var name = Path.DirectorySeparatorChar == '\\' ? "patchbay.exe" : "patchbay";
            var directory = Path.GetDirectoryName(typeof(PatchbayWindowPresenterTests).Assembly.Location);
            for (var i = 0; i < 4 && directory != null; i++, directory = Path.GetDirectoryName(directory))
            {
                var candidate = Path.Combine(Path.Combine(directory, "bin"), name);
                if (File.Exists(candidate))
                {
                    return candidate;
                }
            }

            Assert.Ignore("No patchbay binary in a bin/ folder above " + typeof(PatchbayWindowPresenterTests).Assembly.Location + " (build the hub first).");
            return null;
        }

        private IList<string> Listed()
        {
            var names = new List<string>();
            foreach (var tool in ToolListing.List(_source.Registry, new SecurityPolicy(_source.Settings)))
            {
                names.Add((string)tool["name"]);
            }

            return names;
        }

        private string FakeSetup(string body)
        {
            if (Path.DirectorySeparatorChar == '\\')
            {
                Assert.Ignore("The fake patchbay binary is a POSIX shell script.");
            }

            var path = Path.Combine(_source.ProjectRoot, "fake patchbay");
            File.WriteAllText(path, "#!/bin/sh\n" + body + "\n");
            using (var chmod = System.Diagnostics.Process.Start(new System.Diagnostics.ProcessStartInfo("chmod", "+x \"" + path + "\"") { UseShellExecute = false }))
            {
                chmod.WaitForExit();
            }

            return path;
        }

        // Polls as the window's update does; the limit only keeps a broken runner from hanging the suite.
        private SetupRun WaitForSetup()
        {
            var limit = DateTime.UtcNow.AddSeconds(60);
            while (DateTime.UtcNow < limit)
            {
                _presenter.Refresh();
                if (!_presenter.SetupRunning && _presenter.LastSetup != null)
                {
                    return _presenter.LastSetup;
                }

                Thread.Sleep(10);
            }

            Assert.Fail("patchbay setup did not finish");
            return null;
        }
    }
}
