using NUnit.Framework;
using Patchbay.Editor.Core;
using Patchbay.Editor.Tools.PlayTest;
using UnityEngine;

namespace Patchbay.Editor.Tests.Tools
{
    // wait_until's field condition without the engine: the text, the comparison, the member path and their errors.
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

        [Test]
        public void MemberPathReadsFieldsAndPropertiesAndListsWhatExists()
        {
            var path = MemberPath.Resolve(typeof(Probe), "offset.y", "condition");
            Assert.AreEqual(2f, path.Read(new Probe { offset = new Vector3(1, 2, 3) }));
            Assert.AreEqual(6, MemberPath.Resolve(typeof(Probe), "Doubled", "condition").Read(new Probe { count = 3 }));

            var e = Assert.Throws<ToolException>(() => MemberPath.Resolve(typeof(Probe), "cuont", "condition"));
            StringAssert.Contains("no field or property 'cuont'", e.Message);
            StringAssert.Contains("nearest: count", e.Message);
            e = Assert.Throws<ToolException>(() => MemberPath.Resolve(typeof(Probe), "offset.w", "condition"));
            StringAssert.Contains("it has: x, y, z", e.Message);
        }

        private sealed class Probe
        {
            public Vector3 offset;
            public int count;

            public int Doubled
            {
                get { return count * 2; }
            }
        }
    }
}
