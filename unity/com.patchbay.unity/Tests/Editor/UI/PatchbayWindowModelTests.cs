using System;
using NUnit.Framework;
using Patchbay.Editor.UI;
using Patchbay.Shared.Calls;
using Patchbay.Shared.Link;
using Patchbay.Shared.Settings;

namespace Patchbay.Editor.Tests.UI
{
    public class PatchbayWindowModelTests
    {
        private FakeWindowSource _source;

        [SetUp]
        public void SetUp()
        {
            _source = new FakeWindowSource();
        }

        [TearDown]
        public void TearDown()
        {
            _source.Dispose();
        }

        [Test]
        public void NotConnectedSaysWhyAndHowToStartTheHubAndHasNoDashboard()
        {
            var model = PatchbayWindowModel.Build(_source, SettingsLayer.Project);
            Assert.IsFalse(model.Connected);
            Assert.AreEqual(LinkStatus.Waiting, model.Status);
            StringAssert.Contains("No hub.json", model.StatusDetail);
            StringAssert.Contains("patchbay serve", model.Fix);
            StringAssert.Contains("hubBinaryPath", model.Fix);
            Assert.IsNull(model.DashboardUrl);
            Assert.AreEqual("MyGame@0123abcd", model.EditorId);
            Assert.IsFalse(model.EditorIdConfirmed);
        }

        [Test]
        public void ConnectedHasTheHubsDashboardAndTheRegisteredId()
        {
            _source.Connect();
            _source.RegisteredEditorId = "MyGame@ffff0000";
            _source.Clients = new[] { new AttachedClient("claude-code", "2.1.0", 2) };
            var model = PatchbayWindowModel.Build(_source, SettingsLayer.Project);
            Assert.IsTrue(model.Connected);
            Assert.IsNull(model.Fix);
            Assert.AreEqual("http://127.0.0.1:3917/", model.DashboardUrl);
            Assert.AreEqual("MyGame@ffff0000", model.EditorId);
            Assert.IsTrue(model.EditorIdConfirmed);
            Assert.AreEqual(1, model.Clients.Count);
            Assert.AreEqual(2, model.Clients[0].Sessions);
        }

        [Test]
        public void ShowsThePackagesOwnMainThreadLineAndRepaintsWhenItChanges()
        {
            _source.MainThread = "main thread updated 40 s ago; running run_tests for 40 s";
            var model = PatchbayWindowModel.Build(_source, SettingsLayer.Project);
            Assert.AreEqual("main thread updated 40 s ago; running run_tests for 40 s", model.MainThread);
            _source.MainThread = "main thread updated under 1 s ago";
            Assert.AreNotEqual(model.Signature, PatchbayWindowModel.Build(_source, SettingsLayer.Project).Signature);
        }

        [Test]
        public void FixNamesTheSettingThatStopsTheLink()
        {
            _source.SettingsStore.Set(SettingsLayer.Project, SettingNames.LinkEnabled, false);
            _source.ReloadSettings();
            _source.LinkState = new LinkStatusSnapshot(LinkStatus.Stopped, "Stopped");
            StringAssert.Contains("linkEnabled", PatchbayWindowModel.Build(_source, SettingsLayer.Project).Fix);

            _source.LinkState = new LinkStatusSnapshot(LinkStatus.Refused, "Link protocol 1 is not supported by hub 2");
            StringAssert.Contains("same release", PatchbayWindowModel.Build(_source, SettingsLayer.Project).Fix);

            _source.SettingsStore.Set(SettingsLayer.User, SettingNames.HubUrl, "http://build-box:3917");
            _source.ReloadSettings();
            _source.LinkState = new LinkStatusSnapshot(LinkStatus.Waiting, "Cannot reach the hub");
            StringAssert.Contains("http://build-box:3917", PatchbayWindowModel.Build(_source, SettingsLayer.Project).Fix);
        }

        [Test]
        public void DashboardOfASecureHubIsHttps()
        {
            var endpoint = new HubEndpoint(new Uri("wss://hub.example:8443/editor"), "t", "settings (hubUrl)", 0);
            Assert.AreEqual("https://hub.example:8443/", PatchbayWindowModel.DashboardUrlOf(endpoint));
            Assert.IsNull(PatchbayWindowModel.DashboardUrlOf(null));
        }

        [Test]
        public void GroupsComeFromTheRegistryWithTheirEffectiveSwitch()
        {
            _source.SettingsStore.Set(SettingsLayer.Project, "groups.scenes", true);
            _source.ReloadSettings();
            var model = PatchbayWindowModel.Build(_source, SettingsLayer.Project);
            var core = model.Groups.Find("core");
            Assert.IsTrue(core.Enabled);
            CollectionAssert.Contains(core.Tools, "get_job");
            Assert.IsFalse(model.Groups.Find("diagnostics").Enabled, "off by default");
            Assert.IsTrue(model.Groups.Find("scenes").Enabled, "switched on in the project file");
            foreach (var tool in _source.Tools)
            {
                if (tool.Descriptor.HubOnly)
                {
                    // The hub's own (quit_editor): in no group a user switches.
                    CollectionAssert.DoesNotContain(model.Groups.Find(tool.Descriptor.Group).Tools, tool.Descriptor.Name);
                    continue;
                }

                CollectionAssert.Contains(model.Groups.Find(tool.Descriptor.Group).Tools, tool.Descriptor.Name);
            }
        }

        [Test]
        public void SecuritySwitchesShowTheEffectiveSettings()
        {
            _source.SettingsStore.Set(SettingsLayer.User, SettingNames.AllowTests, true);
            _source.ReloadSettings();
            var model = PatchbayWindowModel.Build(_source, SettingsLayer.User);
            Assert.IsTrue(model.Settings.Find(SettingNames.AllowTests).Value);
            Assert.IsFalse(model.Settings.Find(SettingNames.AllowMenuItems).Value);
            Assert.IsTrue(model.Settings.Find(SettingNames.AllowFileWrites).Value);
            Assert.IsTrue(model.Settings.Find(SettingNames.LinkEnabled).Value);
            Assert.AreEqual(_source.SettingsStore.UserFile, model.TargetFile);
        }

        [Test]
        public void ConfirmToolsShowAsAReadOnlyAskBeforeLine()
        {
            var before = PatchbayWindowModel.Build(_source, SettingsLayer.Project);
            Assert.AreEqual("nothing", before.AskBefore, "the default");
            Assert.IsNull(before.Settings.Find(SettingNames.ConfirmTools), "not a switch");
            _source.SettingsStore.Set(SettingsLayer.Project, SettingNames.ConfirmTools, new Newtonsoft.Json.Linq.JArray("remove_package", "execute_code"));
            _source.ReloadSettings();
            var after = PatchbayWindowModel.Build(_source, SettingsLayer.Project);
            Assert.AreEqual("remove_package, execute_code", after.AskBefore);
            Assert.AreNotEqual(before.Signature, after.Signature, "the window repaints");
        }

        [Test]
        public void RecentCallsAreCappedNewestFirstAndChangeTheSignature()
        {
            var before = PatchbayWindowModel.Build(_source, SettingsLayer.Project);
            for (var i = 0; i < 30; i++)
            {
                _source.RecentCalls.Insert(0, new CallLogEntry { CallId = i.ToString(), Tool = "get_editor_state", Outcome = "ok", FinishedUtc = DateTime.UtcNow });
            }

            var after = PatchbayWindowModel.Build(_source, SettingsLayer.Project);
            Assert.AreEqual(PatchbayWindowModel.MaxCallsShown, after.RecentCalls.Count);
            Assert.AreEqual("29", after.RecentCalls[0].CallId);
            Assert.AreNotEqual(before.Signature, after.Signature);
            Assert.AreEqual(after.Signature, PatchbayWindowModel.Build(_source, SettingsLayer.Project).Signature);
        }
    }
}
