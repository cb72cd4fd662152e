using System;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Editor.Tests.Fixtures;
using Patchbay.Shared.Core;
using Patchbay.Shared.Schema;

namespace Patchbay.Editor.Tests
{
    public class SchemaGeneratorTests
    {
        [Test]
        public void RootIsAnObjectWithRequiredMembersAndNoAdditionalPropertiesKeyword()
        {
            var schema = SchemaGenerator.ForParameters(typeof(SampleParams));
            Assert.AreEqual("object", (string)schema["type"]);
            Assert.IsNull(schema["additionalProperties"]);
            Assert.AreEqual(new JArray("name").ToString(), schema["required"].ToString());
        }

        [Test]
        public void MembersAreCamelCasedWithTypesDescriptionsAndDefaults()
        {
            var properties = (JObject)SchemaGenerator.ForParameters(typeof(SampleParams))["properties"];
            Assert.AreEqual("string", (string)properties["name"]["type"]);
            Assert.AreEqual("Name of the thing.", (string)properties["name"]["description"]);
            Assert.AreEqual(1, (int)properties["name"]["minLength"]);
            Assert.AreEqual(20, (int)properties["name"]["maxLength"]);
            Assert.IsNull(properties["name"]["default"]);

            Assert.AreEqual("integer", (string)properties["count"]["type"]);
            Assert.AreEqual(3, (int)properties["count"]["default"]);
            Assert.AreEqual(1, (int)properties["count"]["minimum"]);
            Assert.AreEqual(10, (int)properties["count"]["maximum"]);

            Assert.AreEqual("boolean", (string)properties["verbose"]["type"]);
            Assert.IsNull(properties["verbose"]["default"], "false is implied for an absent boolean");
            Assert.AreEqual("number", (string)properties["scale"]["type"]);
            Assert.IsNull(properties["hidden"]);
        }

        [Test]
        public void EnumsAreStringsWithTheirNames()
        {
            var mode = SchemaGenerator.ForParameters(typeof(SampleParams))["properties"]["mode"];
            Assert.AreEqual("string", (string)mode["type"]);
            Assert.AreEqual("[\"Fast\",\"Thorough\"]", mode["enum"].ToString(Newtonsoft.Json.Formatting.None));
            Assert.IsNull(mode["default"], "an enum's first member is what an absent argument means, so it is not repeated");
        }

        [Test]
        public void ArraysListsMapsAndNestedObjectsAreInlined()
        {
            var properties = SchemaGenerator.ForParameters(typeof(SampleParams))["properties"];
            Assert.AreEqual("array", (string)properties["tags"]["type"]);
            Assert.AreEqual("string", (string)properties["tags"]["items"]["type"]);
            Assert.AreEqual(3, (int)properties["tags"]["maxItems"]);
            Assert.AreEqual("integer", (string)properties["layers"]["items"]["type"]);
            Assert.AreEqual("object", (string)properties["weights"]["type"]);
            Assert.AreEqual("integer", (string)properties["weights"]["additionalProperties"]["type"]);

            var position = properties["position"];
            Assert.AreEqual("object", (string)position["type"]);
            Assert.AreEqual("number", (string)position["properties"]["x"]["type"]);
            Assert.AreEqual("[\"x\"]", position["required"].ToString(Newtonsoft.Json.Formatting.None));
            Assert.IsNull(position["additionalProperties"]);
        }

        [Test]
        public void NoRefAndATypeOnEveryNode()
        {
            var text = SchemaGenerator.ForParameters(typeof(SampleParams)).ToString();
            Assert.IsFalse(text.Contains("$ref"));
            AssertTyped(SchemaGenerator.ForParameters(typeof(SampleParams)));
            AssertTyped(SchemaGenerator.ForResult(typeof(SampleResult)));
        }

        [Test]
        public void OutputSchemaRequiresValueTypeMembers()
        {
            var schema = SchemaGenerator.ForResult(typeof(SampleResult));
            var required = schema["required"].ToString(Newtonsoft.Json.Formatting.None);
            Assert.AreEqual("[\"count\",\"mode\",\"ratio\"]", required);
            Assert.AreEqual("Echoed name.", (string)schema["properties"]["name"]["description"]);
        }

        [Test]
        public void TextResultsHaveNoOutputSchema()
        {
            Assert.IsNull(SchemaGenerator.ForResult(typeof(string)));
        }

        [Test]
        public void EmptyParametersGiveAnEmptyObject()
        {
            var schema = SchemaGenerator.ForParameters(typeof(NoParams));
            Assert.AreEqual("{\"type\":\"object\",\"properties\":{}}", schema.ToString(Newtonsoft.Json.Formatting.None));
        }

        [Test]
        public void RecursiveTypesAreRejected()
        {
            Assert.Throws<ArgumentException>(() => SchemaGenerator.ForParameters(typeof(RecursiveParams)));
        }

        private static void AssertTyped(JToken node)
        {
            var obj = node as JObject;
            if (obj == null)
            {
                return;
            }

            Assert.IsNotNull(obj["type"], "node without type: " + obj);
            var properties = obj["properties"] as JObject;
            if (properties != null)
            {
                foreach (var pair in properties)
                {
                    AssertTyped(pair.Value);
                }
            }

            AssertTyped(obj["items"]);
            if (obj["additionalProperties"] is JObject)
            {
                AssertTyped(obj["additionalProperties"]);
            }
        }
    }
}
