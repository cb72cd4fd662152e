using NUnit.Framework;
using Patchbay.Shared.Link;

namespace Patchbay.Editor.Tests
{
    /// <summary>
    /// The project's allowAnswerDialog setting travels to the hub with the editor's metadata (docs/protocol.md §4.1,
    /// §4.9): the hub decides on answer_dialog while the editor's main thread is held by the dialog.
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
        public void ASwitchedSettingIsAStateChange()
        {
            Assert.IsTrue(Metadata(false).StateEquals(Metadata(false)));
            Assert.IsFalse(Metadata(true).StateEquals(Metadata(false)), "a change is sent to the hub with editor/state");
        }
    }
}
