using NUnit.Framework;
using Patchbay.Shared.Link;

namespace Patchbay.Editor.Tests
{
    public class JsonRpcMessageTests
    {
        [TestCase("{\"jsonrpc\":\"2.0\",\"id\":\"h-1-1\",\"method\":\"ping\"}", JsonRpcMessageKind.Request)]
        [TestCase("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/list\",\"params\":{}}", JsonRpcMessageKind.Request)]
        [TestCase("{\"jsonrpc\":\"2.0\",\"method\":\"hub/clients\",\"params\":{\"clients\":[]}}", JsonRpcMessageKind.Notification)]
        [TestCase("{\"jsonrpc\":\"2.0\",\"id\":\"e-1\",\"result\":{}}", JsonRpcMessageKind.Result)]
        [TestCase("{\"jsonrpc\":\"2.0\",\"id\":\"e-1\",\"result\":null}", JsonRpcMessageKind.Result)]
        [TestCase("{\"jsonrpc\":\"2.0\",\"id\":\"e-1\",\"error\":{\"code\":-1,\"message\":\"x\"}}", JsonRpcMessageKind.Error)]
        [TestCase("{\"jsonrpc\":\"2.0\",\"id\":\"e-1\",\"method\":\"x\",\"params\":3}", JsonRpcMessageKind.Invalid)]
        [TestCase("{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"x\"}", JsonRpcMessageKind.Invalid)]
        [TestCase("{\"jsonrpc\":\"2.0\",\"id\":{},\"method\":\"x\"}", JsonRpcMessageKind.Invalid)]
        [TestCase("[{\"jsonrpc\":\"2.0\",\"method\":\"x\"}]", JsonRpcMessageKind.Invalid)]
        [TestCase("{\"jsonrpc\":\"2.0\",\"id\":1}", JsonRpcMessageKind.Invalid)]
        [TestCase("{\"jsonrpc\":", JsonRpcMessageKind.Unparseable)]
        [TestCase("", JsonRpcMessageKind.Unparseable)]
        public void Classifies(string text, JsonRpcMessageKind kind)
        {
            Assert.AreEqual(kind, JsonRpcMessage.Parse(text).Kind);
        }

        [Test]
        public void ErrorsCarryPatchbayData()
        {
            var text = JsonRpc.Error("h-1", JsonRpcCodes.InvalidParams, "bad", "invalid_params", new Newtonsoft.Json.Linq.JObject { { "field", "name" } });
            Assert.AreEqual("{\"jsonrpc\":\"2.0\",\"id\":\"h-1\",\"error\":{\"code\":-32602,\"message\":\"bad\",\"data\":{\"patchbay\":\"invalid_params\",\"field\":\"name\"}}}", text);
            StringAssert.Contains("\"id\":null", JsonRpc.Error(null, JsonRpcCodes.ParseError, "x", "parse_error", null));
        }
    }
}
