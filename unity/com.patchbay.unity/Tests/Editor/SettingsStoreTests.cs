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

        // confirmTools: the tools the hub asks the user to confirm before running (docs/protocol.md §4.1).
        [Test]
        public void ConfirmToolsDefaultToNothing()
        {
            // Opt-in: a client that cannot show the question (claude -p dismisses every elicitation) could never run a
            // confirmed tool, so a project asks only for the tools it names.
            var problems = new List<string>();
            CollectionAssert.IsEmpty(_store.Load(problems).ConfirmTools);
            CollectionAssert.IsEmpty(PatchbaySettings.Default.ConfirmTools);
            CollectionAssert.IsEmpty(problems);
        }

        [Test]
        public void ConfirmToolsExplicitEmptyConfirmsNothingAndTheUserLayerWins()
        {
            _store.Set(SettingsLayer.Project, SettingNames.ConfirmTools, new JArray());
            var problems = new List<string>();
            CollectionAssert.IsEmpty(_store.Load(problems).ConfirmTools, "an explicit [] confirms nothing");
            CollectionAssert.IsEmpty(problems);

            _store.Set(SettingsLayer.User, SettingNames.ConfirmTools, new JArray("run_tests", "execute_code"));
            CollectionAssert.AreEqual(new[] { "run_tests", "execute_code" }, _store.Load(null).ConfirmTools, "arrays are replaced, not merged");
        }

        [Test]
        public void ConfirmToolsInvalidEntriesAreIgnoredWithAProblemEach()
        {
            Directory.CreateDirectory(Path.GetDirectoryName(_store.ProjectFile));
            File.WriteAllText(_store.ProjectFile, "{\"confirmTools\": [\"execute_code\", 42, \"Remove-Package\", \"" + new string('a', 41)
                + "\", null, {\"name\": \"x\"}, \" add_package \", \"execute_code\", \"\"]}");
            var problems = new List<string>();
            PatchbaySettings settings = null;
            Assert.DoesNotThrow(() => settings = _store.Load(problems));
            CollectionAssert.AreEqual(new[] { "execute_code", "add_package" }, settings.ConfirmTools, "valid names, in order, each once");
            Assert.AreEqual(6, problems.Count, string.Join("\n", problems));
            foreach (var problem in problems)
            {
                StringAssert.StartsWith(_store.ProjectFile + ": confirmTools entry ", problem);
                StringAssert.Contains("was ignored", problem);
            }

            StringAssert.Contains("42", problems[0]);
            StringAssert.Contains("\"Remove-Package\"", problems[1]);
        }

        [Test]
        public void ConfirmToolsThatIsNotAnArrayKeepsTheDefaultWithAProblem()
        {
            _store.Set(SettingsLayer.User, SettingNames.ConfirmTools, "execute_code");
            var problems = new List<string>();
            CollectionAssert.IsEmpty(_store.Load(problems).ConfirmTools);
            Assert.AreEqual(1, problems.Count, string.Join("\n", problems));
            StringAssert.StartsWith(_store.UserFile + ": confirmTools must be a JSON array", problems[0]);
            CollectionAssert.IsEmpty(PatchbaySettings.FromJson(JObject.Parse("{\"confirmTools\":null}")).ConfirmTools, "null is absent");
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
