using NUnit.Framework;
using Patchbay.Editor.Link;

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

        [Test]
        public void ASwitchedSettingIsAStateChange()
        {
            Assert.IsTrue(Metadata(false).StateEquals(Metadata(false)));
            Assert.IsFalse(Metadata(true).StateEquals(Metadata(false)), "a change is sent to the hub with editor/state");
        }
    }
}
