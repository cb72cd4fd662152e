using System;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Shared.Calls;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tests
{
    public class ToolImageResultTests
    {
        [Test]
        public void ImagesFollowTheStructuredContentAsMcpImageBlocks()
        {
            var result = ToolResults.Success(new JObject { { "width", 2 } }, null);
            var png = new byte[] { 137, 80, 78, 71, 1, 2, 3 };
            ToolResults.WithImages(result, new[] { new ToolImage(png, "image/png") });
            var content = (JArray)result["content"];
            Assert.AreEqual(2, content.Count);
            Assert.AreEqual("text", (string)content[0]["type"]);
            Assert.AreEqual("image", (string)content[1]["type"]);
            Assert.AreEqual("image/png", (string)content[1]["mimeType"]);
            CollectionAssert.AreEqual(png, Convert.FromBase64String((string)content[1]["data"]));
            Assert.AreEqual(2, (int)result["structuredContent"]["width"]);
            Assert.IsFalse((bool)result["isError"]);
        }

        [Test]
        public void NoImagesLeaveTheResultAsItWas()
        {
            var result = ToolResults.Success(null, "plain");
            var before = result.ToString();
            ToolResults.WithImages(result, null);
            ToolResults.WithImages(result, new ToolImage[0]);
            Assert.AreEqual(before, result.ToString());
        }
    }
}
