using System.Linq;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Shared.Core;
using Patchbay.Shared.Link;

namespace Patchbay.Editor.Tests
{
    /// <summary>
    /// The params of editor/register (docs/protocol.md §4.1), built in one place for the editor and a development
    /// build's player (issue 51): the same keys, in the same order, with each root's own run id, domain and metadata.
    /// </summary>
    public class RegisterParamsTests
    {
        private static EditorMetadata Metadata()
        {
            return new EditorMetadata
            {
                ProjectName = "Game", ProjectPath = "/p/Game", DataPath = "/p/Game/Assets", Machine = "m", Pid = 42,
                UnityVersion = "2021.3.0f1", Platform = "StandaloneLinux64", DisplayName = "Game (2021.3.0f1)",
                ConfirmTools = new[] { "remove_package", "execute_code" },
            };
        }

        [Test]
        public void AnEditorRegistersWithItsRunDomainAndMetadata()
        {
            var json = RegisterParams.Build("com.patchbay.unity", "1.2.3", "9b1f0c6e2d7a4f55a0c3e1d2b4f6a8c0", 3, Metadata());
            Assert.AreEqual(
                "{\"protocolVersion\":\"patchbay-link/1\",\"package\":{\"name\":\"com.patchbay.unity\",\"version\":\"1.2.3\"},"
                + "\"runId\":\"9b1f0c6e2d7a4f55a0c3e1d2b4f6a8c0\",\"domain\":3,\"editor\":{\"projectName\":\"Game\","
                + "\"projectPath\":\"/p/Game\",\"dataPath\":\"/p/Game/Assets\",\"activeScene\":{\"name\":\"\",\"path\":\"\"},"
                + "\"machine\":\"m\",\"pid\":42,\"unityVersion\":\"2021.3.0f1\",\"platform\":\"StandaloneLinux64\",\"playMode\":\"edit\","
                + "\"compiling\":false,\"displayName\":\"Game (2021.3.0f1)\",\"allowAnswerDialog\":false,"
                + "\"confirmTools\":[\"execute_code\",\"remove_package\"]}}",
                json.ToString(Formatting.None));
        }

        [Test]
        public void TheShapeIsTheProtocolsAndTheEditorObjectIsTheMetadatas()
        {
            var metadata = Metadata();
            metadata.Build = new PlayerBuild { ProductName = "Game", Version = "1.0", Development = true, RunInBackground = false };
            var json = RegisterParams.Build(PatchbayInfo.PackageName, PatchbayInfo.PackageVersion, "r", 1, metadata);
            CollectionAssert.AreEqual(new[] { "protocolVersion", "package", "runId", "domain", "editor" },
                json.Properties().Select(p => p.Name).ToArray());
            Assert.AreEqual(LinkProtocol.Version, (string)json["protocolVersion"]);
            Assert.AreEqual(PatchbayInfo.PackageName, (string)json["package"]["name"]);
            Assert.AreEqual(PatchbayInfo.PackageVersion, (string)json["package"]["version"]);
            Assert.AreEqual(JTokenType.Integer, json["domain"].Type);
            Assert.IsTrue(JToken.DeepEquals(metadata.ToRegisterJson(), json["editor"]), "a player's kind and build travel in editor");
            Assert.AreEqual("player", (string)json["editor"]["kind"]);
        }
    }
}
