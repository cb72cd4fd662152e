using System.Linq;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Editor.Tests.Fixtures;
using Patchbay.Engine.CommonTools.Objects;
using Patchbay.Engine.CommonTools.PlayTest;
using Patchbay.Shared.Core;
using UnityEngine;

namespace Patchbay.Editor.Tests.Tools
{
    // wait_until's field condition: the text and the comparison (engine-free), the member path and their errors.
    public class PlayTestConditionTests
    {
        [Test]
        public void ConditionTextSplitsComponentMemberOperatorAndValue()
        {
            var c = ConditionText.Parse("Transform.position.y > 1");
            Assert.AreEqual("Transform", c.Component);
            Assert.AreEqual("position.y", c.Member);
            Assert.AreEqual(">", c.Operator);
            Assert.AreEqual("1", c.Value);

            c = ConditionText.Parse("  Health[1].displayName == Marker one ");
            Assert.AreEqual("Health[1]", c.Component);
            Assert.AreEqual("displayName", c.Member);
            Assert.AreEqual("==", c.Operator);
            Assert.AreEqual("Marker one", c.Value);

            Assert.AreEqual(">=", ConditionText.Parse("PlayerController.score>=3").Operator);
        }

        [Test]
        public void ConditionTextWithoutComponentOrOperatorNamesTheShape()
        {
            foreach (var bad in new[] { "score > 1", "Transform.position.y ~ 1", "Transform.position.y >", "", null })
            {
                var e = Assert.Throws<ToolException>(() => ConditionText.Parse(bad), bad);
                StringAssert.Contains("Component.member op value", e.Message);
            }
        }

        [Test]
        public void NumbersCompareAsNumbersAndTextOnlyForEquality()
        {
            Assert.IsTrue(new ValueComparison(">", "1").Holds(1.5f));
            Assert.IsFalse(new ValueComparison(">", "1").Holds(1));
            Assert.IsTrue(new ValueComparison(">=", "1").Holds(1));
            Assert.IsTrue(new ValueComparison("==", "true").Holds(true));
            Assert.IsTrue(new ValueComparison("!=", "0").Holds(2));
            Assert.IsTrue(new ValueComparison("==", "2.362072").Holds(2.36207199f), "float precision");
            Assert.IsFalse(new ValueComparison("==", "2.3621").Holds(2.36207199f));
            Assert.IsTrue(new ValueComparison("!=", "2.3621").Holds(2.36207199f));
            Assert.IsTrue(new ValueComparison("==", "\"Marker\"").Holds("Marker"));
            Assert.IsFalse(new ValueComparison("<", "3").Holds("text"));
            var e = Assert.Throws<ToolException>(() => new ValueComparison(">", "high"));
            StringAssert.Contains("needs a number", e.Message);
        }

        // wait_until is read-only: it reads the fields get_game_object shows (RuntimeFields, the reader a player's
        // get_game_object uses) and runs none of the project's code — no property getter, no constructor — and a name
        // that is not such a field is refused before anything is read, saying what can be waited on.
        [Test]
        public void MemberPathReadsOnlyTheFieldsGetGameObjectShowsAndRunsNoScriptCode()
        {
            var go = new GameObject("Wait Probe");
            try
            {
                var probe = go.AddComponent<WaitProbe>();
                go.transform.localPosition = new Vector3(4, 5, 6);
                go.transform.localRotation = Quaternion.Euler(0, 90, 0);
                WaitProbe.GetterRuns = 0;
                Assert.AreEqual(2f, MemberPath.Resolve(probe, "offset.y", "condition").Read(probe));
                Assert.AreEqual(0.5f, MemberPath.Resolve(probe, "_charge", "condition").Read(probe), "a [SerializeField] private field");
                Assert.AreEqual(0.5f, MemberPath.Resolve(probe, "Charge", "condition").Read(probe), "named as get_game_object matches names: the field, not its property");
                Assert.AreEqual(10, MemberPath.Resolve(probe, "stats.hp", "condition").Read(probe));
                Assert.AreEqual(5f, MemberPath.Resolve(go.transform, "localPosition.y", "condition").Read(go.transform), "m_LocalPosition, as get_game_object shows it");
                Assert.AreEqual(90f, (float)MemberPath.Resolve(go.transform, "m_LocalRotation.y", "condition").Read(go.transform), 1e-3, "a rotation in Euler angles");

                probe.stats = null;
                WaitProbeStats.Constructed = 0;
                var stats = MemberPath.Resolve(probe, "stats.hp", "condition");
                Assert.IsNull(stats.Read(probe), "a class Unity has not filled reads as null");
                Assert.AreEqual(0, WaitProbeStats.Constructed, "nothing constructed");

                var e = Assert.Throws<ToolException>(() => MemberPath.Resolve(probe, "Doubled", "condition"));
                Assert.AreEqual("invalid_arguments", e.Kind);
                StringAssert.Contains("'Doubled' is a property of WaitProbe", e.Message);
                StringAssert.Contains("would run the script's own code (its getter)", e.Message);
                StringAssert.Contains("Nothing was read and none of the project's code ran", e.Message);
                StringAssert.Contains("wait_until can read, as get_game_object shows them: offset, count, _charge, stats.", e.Message);

                e = Assert.Throws<ToolException>(() => MemberPath.Resolve(probe, "_secret", "condition"));
                Assert.AreEqual("invalid_arguments", e.Kind);
                StringAssert.Contains("'_secret' is a private field of WaitProbe that Unity does not serialize (it is private without [SerializeField])", e.Message);
                StringAssert.Contains("offset, count, _charge, stats", e.Message);

                e = Assert.Throws<ToolException>(() => MemberPath.Resolve(go.transform, "position", "condition"));
                StringAssert.Contains("'position' is a property of Transform, not a field get_game_object shows", e.Message);
                StringAssert.Contains("m_LocalRotation, m_LocalPosition, m_LocalScale", e.Message);

                e = Assert.Throws<ToolException>(() => MemberPath.Resolve(probe, "cuont", "condition"));
                Assert.AreEqual("not_found", e.Kind);
                StringAssert.Contains("no field or property 'cuont'; nearest: count", e.Message);
                e = Assert.Throws<ToolException>(() => MemberPath.Resolve(probe, "offset.w", "condition"));
                StringAssert.Contains("no field or property 'w'; it has: x, y, z", e.Message);
                e = Assert.Throws<ToolException>(() => MemberPath.Resolve(probe, "count.value", "condition"));
                StringAssert.Contains("it is one value", e.Message);
                e = Assert.Throws<ToolException>(() => MemberPath.Resolve(go.AddComponent<MeshRenderer>(), "enabled", "condition"));
                StringAssert.Contains("MeshRenderer keeps its fields in Unity's native code", e.Message);

                Assert.AreEqual(0, WaitProbe.GetterRuns, "no getter ran");
            }
            finally
            {
                Object.DestroyImmediate(go);
            }
        }

        // A member after the first name is one of the value's members as get_game_object's JSON shows it, read the same way.
        [Test]
        public void ValueMembersAreTheJsonGetGameObjectShows()
        {
            var samples = new object[]
            {
                new Vector2(1.5f, -2), new Vector3(1, 2, 3), new Vector4(1, 2, 3, 4), new Vector2Int(7, 8), new Vector3Int(1, -2, 3),
                Quaternion.Euler(10, 20, 30), new Color(0.25f, 0.5f, 0.75f, 1), new Rect(1, 2, 3, 4), new Bounds(new Vector3(1, 2, 3), new Vector3(4, 6, 8)),
                new WaitProbeStats { hp = 7 }, new RectInt(1, 2, 3, 4), new BoundsInt(1, 2, 3, 4, 5, 6),
            };
            foreach (var value in samples)
            {
                var type = value.GetType();
                var json = ReflectedValues.Read(value, type);
                var members = ReflectedValues.MembersOf(type);
                Assert.IsNotNull(members, type.Name);
                for (var i = 0; i < members.Count; i++)
                {
                    var shown = json is JArray ? json[i] : json[members[i].Name];
                    var read = ReflectedValues.Read(members[i].Get(value), members[i].Type);
                    Assert.IsTrue(JToken.DeepEquals(shown, read), type.Name + "." + members[i].Name + ": shown " + shown + ", read " + read);
                }

                Assert.AreEqual(json.Count(), members.Count, type.Name + ": every member shown");
            }

            foreach (var single in new[] { typeof(int), typeof(float), typeof(string), typeof(LightType), typeof(GameObject), typeof(int[]), typeof(System.Collections.Generic.List<int>),
                typeof(AnimationCurve), typeof(Gradient), typeof(Hash128), typeof(UnityEngine.Events.UnityEvent) })
            {
                Assert.IsNull(ReflectedValues.MembersOf(single), single.Name);
            }
        }
    }
}
