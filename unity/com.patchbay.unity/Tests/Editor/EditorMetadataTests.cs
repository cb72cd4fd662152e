using Newtonsoft.Json;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Shared.Link;

namespace Patchbay.Editor.Tests
{
    /// <summary>
    /// The project's allowAnswerDialog and confirmTools settings travel to the hub with the editor's metadata
    /// (docs/protocol.md §4.1, §4.9): the hub decides on answer_dialog while the editor's main thread is held by the
    /// dialog, and asks the user before running a tool of confirmTools.
    /// </summary>
    public class EditorMetadataTests
    {
        private static EditorMetadata Metadata(bool allow)
        {
            return new EditorMetadata
            {
                ProjectName = "Game", ProjectPath = "/p/Game", DataPath = "/p/Game/Assets", Machine = "m", Pid = 42,
                UnityVersion = "2021.3.0f1", Platform = "StandaloneLinux64", AllowAnswerDialog = allow,
            };
        }

        [Test]
        public void RegisterAndStateCarryTheAnswerDialogSetting()
        {
            Assert.AreEqual(false, (bool)Metadata(false).ToRegisterJson()["allowAnswerDialog"]);
            Assert.AreEqual(true, (bool)Metadata(true).ToRegisterJson()["allowAnswerDialog"]);
            Assert.AreEqual(true, (bool)Metadata(true).ToStateJson()["allowAnswerDialog"]);
        }

        // Issue 34: an editor leaves `kind` out; a development build's player says "player" and its build.
        [Test]
        public void APlayerRegistersAsKindPlayerWithItsBuild()
        {
            var editor = Metadata(false).ToRegisterJson();
            Assert.IsNull(editor["kind"]);
            Assert.IsNull(editor["build"]);
            var metadata = Metadata(false);
            metadata.Build = new PlayerBuild { ProductName = "Game", Version = "1.2", Development = true, RunInBackground = true };
            var player = metadata.ToRegisterJson();
            Assert.AreEqual("player", (string)player["kind"]);
            Assert.AreEqual("Game", (string)player["build"]["productName"]);
            Assert.AreEqual("1.2", (string)player["build"]["version"]);
            Assert.AreEqual(true, (bool)player["build"]["development"]);
            Assert.AreEqual(true, (bool)player["build"]["runInBackground"], "issue 43: a player without it pauses when unfocused");
        }

        [Test]
        public void ConfirmToolsTravelSortedAndDeduplicatedInRegisterAndState()
        {
            var metadata = Metadata(false);
            metadata.ConfirmTools = new[] { "remove_package", "execute_code", "add_package", "execute_code" };
            var expected = new[] { "add_package", "execute_code", "remove_package" };
            CollectionAssert.AreEqual(expected, metadata.ConfirmTools);
            foreach (var json in new[] { metadata.ToRegisterJson(), metadata.ToStateJson() })
            {
                Assert.AreEqual(JTokenType.Array, json["confirmTools"].Type, json.ToString());
                CollectionAssert.AreEqual(expected, json["confirmTools"].ToObject<string[]>());
            }

            StringAssert.Contains("\"allowAnswerDialog\":false,\"confirmTools\":[\"add_package\",\"execute_code\",\"remove_package\"]",
                metadata.ToStateJson().ToString(Formatting.None));
            CollectionAssert.AreEqual(expected, metadata.Clone().ToRegisterJson()["confirmTools"].ToObject<string[]>(), "a clone keeps them");
        }

        [Test]
        public void ConfirmToolsEmptyIsSentAndUnreportedIsLeftOut()
        {
            var metadata = Metadata(false);
            metadata.ConfirmTools = new string[0];
            Assert.AreEqual("[]", metadata.ToStateJson()["confirmTools"].ToString(Formatting.None), "confirm nothing");
            Assert.AreEqual("[]", metadata.ToRegisterJson()["confirmTools"].ToString(Formatting.None));
            Assert.IsNull(Metadata(false).ToRegisterJson()["confirmTools"], "not reported: the hub keeps what it has");
            Assert.IsNull(Metadata(false).ToStateJson()["confirmTools"]);
        }

        [Test]
        public void AChangedConfirmToolsIsAStateChange()
        {
            var a = Metadata(false);
            a.ConfirmTools = new[] { "remove_package", "execute_code" };
            var b = Metadata(false);
            b.ConfirmTools = new[] { "execute_code", "remove_package", "execute_code" };
            Assert.IsTrue(a.StateEquals(b), "the same set in another order is no change");
            b.ConfirmTools = new[] { "execute_code" };
            Assert.IsFalse(a.StateEquals(b), "a change is sent to the hub with editor/state");
            b.ConfirmTools = new string[0];
            Assert.IsFalse(a.StateEquals(b));
            Assert.IsFalse(b.StateEquals(Metadata(false)), "[] is not 'not reported'");
        }

        [Test]
        public void ASwitchedSettingIsAStateChange()
        {
            Assert.IsTrue(Metadata(false).StateEquals(Metadata(false)));
            Assert.IsFalse(Metadata(true).StateEquals(Metadata(false)), "a change is sent to the hub with editor/state");
        }
    }
}
