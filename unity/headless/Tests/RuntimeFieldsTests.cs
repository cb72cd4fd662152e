using System.Linq;
using System.Reflection;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Editor.Tools.Objects;
using Patchbay.Engine.CommonTools.Objects;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Runtime.PlayerLoop;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Headless.Tests
{
    // The player's field model (issue 34: Engine/CommonTools/Objects/RuntimeFields, RuntimeFieldChanges): what Unity
    // serializes, read by reflection without SerializedObject, under the names and in the JSON forms the editor's
    // get_game_object gives (compared with the editor's ComponentFields on the stand-in's SerializedObject), and
    // set_component_field's changes in a player, all or nothing.
    [TestFixture]
    public class RuntimeFieldsTests : StandInFixture
    {
        private IPlayHost _previous;

        [SetUp]
        public void PlayerHost()
        {
            _previous = PlayHost.IsSet ? PlayHost.Current : null;
            var loop = new GameObject("loop").AddComponent<PatchbayPlayerLoop>();
            typeof(PatchbayPlayerLoop).GetMethod("Awake", BindingFlags.Instance | BindingFlags.NonPublic).Invoke(loop, null);
            PlayHost.Current = new PlayerPlayHost(loop);
        }

        [TearDown]
        public void EditorHost()
        {
            PlayHost.Current = _previous;
        }

        [Test]
        public void AScriptShowsWhatUnitySerializesAsTheEditorShowsIt()
        {
            var subject = new GameObject("Subject").AddComponent<FieldSubject>();
            subject.other = new GameObject("Other");
            var fields = RuntimeFields.Of(subject);
            CollectionAssert.AreEqual(new[] { "speed", "score", "_label", "offset", "tint", "kind", "steps", "stats", "other" },
                RuntimeFields.Names(fields), "public and [SerializeField] fields; not static, readonly, [NonSerialized], [HideInInspector], properties or dictionaries");

            var player = RuntimeFields.Read(subject, fields);
            var editor = ComponentFields.Read(new SerializedObject(subject));
            Assert.IsTrue(JToken.DeepEquals(editor, player), "editor " + editor + "\nplayer " + player);
            Assert.AreEqual("Spot", (string)player["kind"]);
            Assert.AreEqual(10, (int)player["stats"]["hp"]);
            Assert.AreEqual("Other", (string)player["other"]["path"]);
        }

        [Test]
        public void ASerializableClassLeftNullShowsItsMembersEvenWithoutAParameterlessConstructor()
        {
            var read = ReflectedValues.Read(null, typeof(FieldSubjectRange));
            Assert.IsTrue(JToken.DeepEquals(new JObject { { "min", 0 }, { "max", 0 } }, read), read.ToString());
            var set = (FieldSubjectRange)ReflectedValues.Convert(new JObject { { "max", 3 } }, typeof(FieldSubjectRange), null, "range");
            Assert.AreEqual(3, set.max);
        }

        [Test]
        public void TheTransformShowsUnderUnitysNames()
        {
            var go = new GameObject("Moved");
            go.transform.localPosition = new Vector3(1, 2, 3);
            go.transform.localRotation = Quaternion.Euler(0, 90, 0);
            var fields = RuntimeFields.Of(go.transform);
            var player = RuntimeFields.Read(go.transform, fields);
            var editor = ComponentFields.Read(new SerializedObject(go.transform));
            foreach (var name in new[] { "m_LocalPosition", "m_LocalRotation", "m_LocalScale" })
            {
                Assert.IsTrue(JToken.DeepEquals(editor[name], player[name]), name + ": editor " + editor[name] + ", player " + player[name]);
            }

            Assert.IsNull(RuntimeFields.Of(go.AddComponent<MeshRenderer>()), "an engine component outside the table has no fields in a player");
        }

        [Test]
        public void SetsFieldsByTheEditorsNamesAndForms()
        {
            var subject = new GameObject("Subject").AddComponent<FieldSubject>();
            var target = new GameObject("Target");
            var changes = RuntimeFieldChanges.Prepare(subject.gameObject, null, null, null, new JObject
            {
                { "Speed", 4 }, { "offset", "[4,5,6]" }, { "tint", "#00ff00" }, { "kind", "Point" }, { "steps", new JArray(7, 8, 9) },
                { "stats", new JObject { { "hp", 5 } } }, { "other", "Target" }, { "localPosition", new JArray(0, 1, 0) }, { "active", false },
            });
            Assert.AreEqual(2.5f, subject.speed, "nothing changes before Apply");
            changes.Apply();
            Assert.AreEqual(4f, subject.speed);
            Assert.AreEqual(new Vector3(4, 5, 6), typeof(FieldSubject).GetField("offset", BindingFlags.Instance | BindingFlags.NonPublic).GetValue(subject));
            Assert.AreEqual(Color.green, subject.tint);
            Assert.AreEqual(LightType.Point, subject.kind);
            CollectionAssert.AreEqual(new[] { 7, 8, 9 }, subject.steps);
            Assert.AreEqual(5, subject.stats.hp);
            Assert.AreEqual(0.5f, subject.stats.armour, "members not named keep their values");
            Assert.AreSame(target, subject.other);
            Assert.AreEqual(new Vector3(0, 1, 0), subject.transform.localPosition);
            Assert.IsFalse(subject.gameObject.activeSelf);
            var described = changes.Describe();
            Assert.AreEqual("speed", (string)described[0]["field"]);
            Assert.AreEqual("FieldSubject", (string)described[0]["component"]);
            Assert.AreEqual("m_LocalPosition", (string)described[7]["field"]);
            Assert.AreEqual("GameObject", (string)described[8]["component"]);
        }

        [Test]
        public void AMisspelledFieldNamesTheNearestAndChangesNothing()
        {
            var subject = new GameObject("Subject").AddComponent<FieldSubject>();
            var e = Assert.Throws<ToolException>(() => RuntimeFieldChanges.Prepare(subject.gameObject, null, null, null,
                new JObject { { "speed", 9 }, { "scroe", 5 } }));
            Assert.AreEqual(ToolErrors.NotFound, e.Kind);
            StringAssert.Contains("No serialized field 'scroe'. Did you mean score", e.Message);
            StringAssert.Contains("FieldSubject: speed, score", e.Message);
            StringAssert.Contains("A player cannot reach the fields of MeshRenderer", AddRendererAndFail(subject).Message);
            Assert.AreEqual("fields.scroe", (string)e.ErrorData["field"]);
            Assert.AreEqual(2.5f, subject.speed, "all or nothing");
            Assert.AreEqual(3, subject.score);
        }

        [Test]
        public void AValueOfTheWrongTypeSaysWhatTheFieldTakesAndChangesNothing()
        {
            var subject = new GameObject("Subject").AddComponent<FieldSubject>();
            var e = Assert.Throws<ToolException>(() => RuntimeFieldChanges.Prepare(subject.gameObject, null, null, null,
                new JObject { { "score", 7 }, { "speed", "fast" } }));
            Assert.AreEqual(ToolErrorKinds.InvalidArguments, e.Kind);
            StringAssert.Contains("Cannot set 'speed' (number) to \"fast\": expected a number", e.Message);
            Assert.AreEqual(3, subject.score);
            e = Assert.Throws<ToolException>(() => RuntimeFieldChanges.Prepare(subject.gameObject, null, "kind", "Sideways", null));
            StringAssert.Contains("one of: Spot, Directional, Point", e.Message);
            e = Assert.Throws<ToolException>(() => RuntimeFieldChanges.Prepare(subject.gameObject, null, "other", "Assets/Prefabs/Crate.prefab", null));
            StringAssert.Contains("a player has no asset paths", e.Message);
            Assert.IsNull(subject.other);
        }

        [Test]
        public void AComponentNotOnTheObjectIsNamed()
        {
            var subject = new GameObject("Subject").AddComponent<FieldSubject>();
            var e = Assert.Throws<ToolException>(() => RuntimeFieldChanges.Prepare(subject.gameObject, "Rigidbody", "mass", "2", null));
            Assert.AreEqual(ToolErrors.NotFound, e.Kind);
            StringAssert.Contains("'Subject' has no Rigidbody", e.Message);
        }

        private static ToolException AddRendererAndFail(FieldSubject subject)
        {
            subject.gameObject.AddComponent<MeshRenderer>();
            return Assert.Throws<ToolException>(() => RuntimeFieldChanges.Prepare(subject.gameObject, null, "color", "#ff0000", null));
        }
    }
}
