using System.Collections.Generic;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Editor.Tests.Fixtures;
using Patchbay.Shared.Core;
using Patchbay.Shared.ToolModel;

namespace Patchbay.Editor.Tests
{
    public class ArgumentBinderTests
    {
        [Test]
        public void BindsEveryKindOfMember()
        {
            var args = JObject.Parse(@"{""name"":""a"",""count"":7,""mode"":""thorough"",""verbose"":true,""scale"":2.5,
                ""tags"":[""x"",""y""],""layers"":[1,2],""position"":{""x"":1.5,""y"":2},""weights"":{""w"":4}}");
            var bound = (SampleParams)ArgumentBinder.Bind(typeof(SampleParams), args);
            Assert.AreEqual("a", bound.Name);
            Assert.AreEqual(7, bound.Count);
            Assert.AreEqual(SampleMode.Thorough, bound.Mode);
            Assert.IsTrue(bound.Verbose);
            Assert.AreEqual(2.5, bound.Scale.Value);
            Assert.AreEqual(new List<string> { "x", "y" }, bound.Tags);
            Assert.AreEqual(new[] { 1, 2 }, bound.Layers);
            Assert.AreEqual(1.5f, bound.Position.X);
            Assert.AreEqual(4, bound.Weights["w"]);
        }

        [Test]
        public void KeepsDefaultsForAbsentMembers()
        {
            var bound = (SampleParams)ArgumentBinder.Bind(typeof(SampleParams), JObject.Parse("{\"name\":\"a\"}"));
            Assert.AreEqual(3, bound.Count);
            Assert.AreEqual(SampleMode.Fast, bound.Mode);
            Assert.IsNull(bound.Scale);
        }

        [Test]
        public void AcceptsIntegralFloatsForIntegers()
        {
            var bound = (SampleParams)ArgumentBinder.Bind(typeof(SampleParams), JObject.Parse("{\"name\":\"a\",\"count\":4.0}"));
            Assert.AreEqual(4, bound.Count);
        }

        [TestCase("{}", "name", "string", "Missing required argument 'name'")]
        [TestCase("{\"name\":\"a\",\"count\":\"three\"}", "count", "integer", "must be an integer; got string \"three\"")]
        [TestCase("{\"name\":\"a\",\"count\":2.5}", "count", "integer", "must be an integer")]
        [TestCase("{\"name\":\"a\",\"count\":11}", "count", "between 1 and 10", "must be between 1 and 10; got 11")]
        [TestCase("{\"name\":\"a\",\"colour\":1}", "colour", "no such argument", "Unknown argument 'colour'; valid arguments: name, count")]
        [TestCase("{\"name\":\"a\",\"mode\":\"slow\"}", "mode", "one of: Fast, Thorough", "must be one of: Fast, Thorough; got \"slow\"")]
        [TestCase("{\"name\":\"\"}", "name", "at least 1 characters", "needs at least 1 characters")]
        [TestCase("{\"name\":\"a\",\"tags\":[\"a\",\"b\",\"c\",\"d\"]}", "tags", "at most 3 items", "allows at most 3 items")]
        [TestCase("{\"name\":\"a\",\"tags\":[\"a\",5]}", "tags[1]", "string", "'tags[1]' must be a string; got integer 5")]
        [TestCase("{\"name\":\"a\",\"position\":{\"y\":1}}", "position.x", "number", "Missing required argument 'position.x'")]
        [TestCase("{\"name\":\"a\",\"position\":{\"x\":1,\"z\":1}}", "position.z", "no such argument", "Unknown argument 'position.z'")]
        [TestCase("{\"name\":\"a\",\"verbose\":\"yes\"}", "verbose", "boolean", "must be a boolean")]
        [TestCase("{\"name\":\"a\",\"weights\":{\"w\":\"x\"}}", "weights.w", "integer", "must be an integer")]
        [TestCase("{\"name\":\"a\",\"count\":1e300}", "count", "integer", "Argument 'count' is out of range: 1E+300")]
        [TestCase("{\"name\":\"a\",\"position\":{\"x\":1e300,\"y\":0}}", "position.x", "number", "Argument 'position.x' is out of range: 1E+300 does not fit a 32-bit float")]
        [TestCase("{\"name\":\"a\",\"position\":{\"x\":0,\"y\":-3.5e38}}", "position.y", "number", "is out of range: -3.5E+38 does not fit a 32-bit float")]
        public void RejectsWithFieldExpectedAndMessage(string json, string field, string expected, string messagePart)
        {
            var e = Assert.Throws<ToolArgumentException>(() => ArgumentBinder.Bind(typeof(SampleParams), JObject.Parse(json)));
            Assert.AreEqual(field, e.Field);
            Assert.AreEqual(expected, e.Expected);
            StringAssert.Contains(messagePart, e.Message);
        }

        public sealed class FormParams
        {
            [McpParam("", Form = ArgumentForm.Id)]
            public string Target;

            [McpParam("", Form = ArgumentForm.AnyJson)]
            public string Value;

            [McpParam("", Form = ArgumentForm.Vector3)]
            public float[] Position;
        }

        [TestCase("{\"target\":\"-1234\"}", "-1234")]
        [TestCase("{\"target\":-1234}", "-1234")]
        [TestCase("{\"target\":18446744069414584320}", "18446744069414584320")]
        [TestCase("{\"target\":\"Player/Gun\"}", "Player/Gun")]
        public void IdsAreTakenAsStringsOrNumbers(string json, string expected)
        {
            Assert.AreEqual(expected, ((FormParams)ArgumentBinder.Bind(typeof(FormParams), JObject.Parse(json))).Target);
        }

        [TestCase("{\"value\":\"Hello\"}", "Hello")]
        [TestCase("{\"value\":3}", "3")]
        [TestCase("{\"value\":2.5}", "2.5")]
        [TestCase("{\"value\":false}", "false")]
        [TestCase("{\"value\":[1,2,3]}", "[1,2,3]")]
        [TestCase("{\"value\":{\"r\":1}}", "{\"r\":1}")]
        public void ValuesTakeAnyJson(string json, string expected)
        {
            Assert.AreEqual(expected, ((FormParams)ArgumentBinder.Bind(typeof(FormParams), JObject.Parse(json))).Value);
        }

        [TestCase("{\"position\":[1,2.5,-3]}")]
        [TestCase("{\"position\":{\"x\":1,\"y\":2.5,\"z\":-3}}")]
        [TestCase("{\"position\":{\"X\":1,\"Y\":2.5,\"Z\":-3}}")]
        [TestCase("{\"position\":\"1,2.5,-3\"}")]
        [TestCase("{\"position\":\"(1.00, 2.50, -3.00)\"}")]
        public void VectorsAreArraysObjectsOrText(string json)
        {
            CollectionAssert.AreEqual(new[] { 1f, 2.5f, -3f }, ((FormParams)ArgumentBinder.Bind(typeof(FormParams), JObject.Parse(json))).Position);
        }

        [TestCase("{\"position\":[0,1e39,0]}", "position[1]")]
        [TestCase("{\"position\":{\"x\":0,\"y\":0,\"z\":-1e300}}", "position.z")]
        public void VectorComponentsOutOfAFloatsRangeAreRefused(string json, string field)
        {
            var e = Assert.Throws<ToolArgumentException>(() => ArgumentBinder.Bind(typeof(FormParams), JObject.Parse(json)));
            Assert.AreEqual(field, e.Field);
            StringAssert.Contains("is out of range", e.Message);
        }

        [TestCase("{\"position\":[1,2]}")]
        [TestCase("{\"position\":[1,2,\"3\"]}")]
        [TestCase("{\"position\":{\"x\":1,\"y\":2}}")]
        [TestCase("{\"position\":{\"x\":1,\"y\":2,\"w\":3}}")]
        [TestCase("{\"position\":\"up\"}")]
        [TestCase("{\"position\":\"1,2,NaN\"}")]
        [TestCase("{\"position\":3}")]
        [TestCase("{\"target\":1.5}")]
        [TestCase("{\"target\":[1]}")]
        public void OtherShapesAreStillRefusedWithTheFormsTheyTake(string json)
        {
            var e = Assert.Throws<ToolArgumentException>(() => ArgumentBinder.Bind(typeof(FormParams), JObject.Parse(json)));
            StringAssert.IsMatch("must be (a string or integer|\\[x,y,z\\], \\{\"x\":…,\"y\":…,\"z\":…\\} or \"x,y,z\"); got ", e.Message);
        }

        [Test]
        public void ToolsWithoutParametersSayTheyTakeNone()
        {
            var e = Assert.Throws<ToolArgumentException>(() => ArgumentBinder.Bind(typeof(NoParams), JObject.Parse("{\"x\":1}")));
            StringAssert.Contains("this tool takes no arguments", e.Message);
        }

        [Test]
        public void NullArgumentsMeanEmpty()
        {
            Assert.IsNotNull(ArgumentBinder.Bind(typeof(NoParams), null));
        }
    }
}
