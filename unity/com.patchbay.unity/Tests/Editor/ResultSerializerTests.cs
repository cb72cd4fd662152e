using System.Collections.Generic;
using Newtonsoft.Json;
using NUnit.Framework;
using Patchbay.Editor.Tests.Fixtures;
using Patchbay.Shared.Schema;

namespace Patchbay.Editor.Tests
{
    public class ResultSerializerTests
    {
        [Test]
        public void UsesSchemaNamesAndOmitsNulls()
        {
            var result = new SampleResult { Name = null, Count = 2, Mode = SampleMode.Thorough, Ratio = double.NaN, Points = new List<SampleVector> { new SampleVector { X = 1, Y = 2 } } };
            var json = ResultSerializer.ToToken(result, typeof(SampleResult)).ToString(Formatting.None);
            Assert.AreEqual("{\"count\":2,\"mode\":\"Thorough\",\"points\":[{\"x\":1.0,\"y\":2.0}],\"ratio\":null}", json);
        }

        [TestCase("ProjectPath", "projectPath")]
        [TestCase("URLPath", "urlPath")]
        [TestCase("ID", "id")]
        [TestCase("x", "x")]
        [TestCase("X", "x")]
        public void CamelCase(string input, string expected)
        {
            Assert.AreEqual(expected, JsonNaming.ToCamelCase(input));
        }
    }
}
