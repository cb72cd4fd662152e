using System;
using System.Collections.Generic;
using System.IO;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Shared.Settings;

namespace Patchbay.Editor.Tests
{
    public class SettingsStoreTests
    {
        private string _root;
        private SettingsStore _store;

        [SetUp]
        public void SetUp()
        {
            _root = Path.Combine(Path.GetTempPath(), "patchbay-settings-" + Guid.NewGuid().ToString("N"));
            Directory.CreateDirectory(_root);
            _store = new SettingsStore(_root);
        }

        [TearDown]
        public void TearDown()
        {
            Directory.Delete(_root, true);
        }

        [Test]
        public void DefaultsAreSecure()
        {
            var settings = _store.Load(null);
            Assert.IsFalse(settings.AllowTests);
            Assert.IsFalse(settings.AllowMenuItems);
            Assert.IsFalse(settings.AllowProjectTools);
            Assert.IsFalse(settings.AllowCodeExecution);
            Assert.IsFalse(settings.AllowAnswerDialog, "answer_dialog presses nothing until the project allows it");
            Assert.IsTrue(settings.AllowFileWrites);
            Assert.IsTrue(settings.LinkEnabled);
            Assert.IsFalse(settings.IsGroupEnabled("diagnostics"));
            Assert.IsTrue(settings.IsGroupEnabled("scene"));
        }

        [Test]
        public void UserLayerOverridesProjectLayerKeyByKey()
        {
            _store.Set(SettingsLayer.Project, "allowTests", true);
            _store.Set(SettingsLayer.Project, "groups.scene", false);
            _store.Set(SettingsLayer.Project, "groups.assets", false);
            _store.Set(SettingsLayer.User, "groups.scene", true);
            _store.Set(SettingsLayer.User, "hubToken", "secret");
            var settings = _store.Load(null);
            Assert.IsTrue(settings.AllowTests);
            Assert.IsTrue(settings.IsGroupEnabled("scene"));
            Assert.IsFalse(settings.IsGroupEnabled("assets"));
            Assert.AreEqual("secret", settings.HubToken);
            Assert.IsFalse(File.ReadAllText(_store.ProjectFile).Contains("secret"));
        }

        [Test]
        public void SetNullRemovesAKey()
        {
            _store.Set(SettingsLayer.Project, "allowTests", true);
            _store.Set(SettingsLayer.Project, "allowTests", null);
            Assert.IsFalse(_store.Load(null).AllowTests);
        }

        [Test]
        public void BrokenFilesAreIgnoredWithAProblem()
        {
            Directory.CreateDirectory(Path.GetDirectoryName(_store.ProjectFile));
            File.WriteAllText(_store.ProjectFile, "{\"allowTests\": tru");
            var problems = new List<string>();
            var settings = _store.Load(problems);
            Assert.IsFalse(settings.AllowTests);
            Assert.AreEqual(1, problems.Count);
            StringAssert.Contains("PatchbaySettings.json", problems[0]);
        }

        [Test]
        public void WrongTypesFallBackToDefaults()
        {
            var settings = PatchbaySettings.FromJson(JObject.Parse("{\"allowTests\":\"yes\",\"groups\":{\"scene\":0}}"));
            Assert.IsFalse(settings.AllowTests);
            Assert.IsTrue(settings.IsGroupEnabled("scene"));
        }
    }
}
