using Newtonsoft.Json;
using Newtonsoft.Json.Linq;

namespace Patchbay.Shared.Link
{
    /// <summary>A parsed incoming message. Parsing never throws: broken input becomes an Unparseable or
    /// Invalid message with a <see cref="Problem"/>, which the session answers and then carries on.</summary>
    public sealed class JsonRpcMessage
    {
        private JsonRpcMessage()
        {
        }

        public JsonRpcMessageKind Kind { get; private set; }

        /// <summary>Null for notifications and for messages without a readable id.</summary>
        public JToken Id { get; private set; }

        public string Method { get; private set; }

        public JToken Params { get; private set; }

        public JToken Result { get; private set; }

        public JObject Error { get; private set; }

        public string Problem { get; private set; }

        public static JsonRpcMessage Parse(string text)
        {
            JToken token;
            try
            {
                token = JToken.Parse(text);
            }
            catch (JsonException e)
            {
                return new JsonRpcMessage { Kind = JsonRpcMessageKind.Unparseable, Problem = "not JSON: " + e.Message };
            }

            var obj = token as JObject;
            if (obj == null)
            {
                return Invalid(null, token.Type == JTokenType.Array ? "batches are not used on the link" : "a message must be a JSON object");
            }

            var id = obj["id"];
            if (id != null && id.Type != JTokenType.String && id.Type != JTokenType.Integer && id.Type != JTokenType.Null)
            {
                return Invalid(null, "id must be a string or an integer");
            }

            var version = obj["jsonrpc"];
            if (version == null || version.Type != JTokenType.String || (string)version != "2.0")
            {
                return Invalid(id, "\"jsonrpc\" must be \"2.0\"");
            }

            var method = obj["method"];
            if (method != null)
            {
                if (method.Type != JTokenType.String)
                {
                    return Invalid(id, "method must be a string");
                }

                var parameters = obj["params"];
                if (parameters != null && parameters.Type != JTokenType.Object && parameters.Type != JTokenType.Array)
                {
                    return Invalid(id, "params must be an object");
                }

                return new JsonRpcMessage
                {
                    Kind = id == null ? JsonRpcMessageKind.Notification : JsonRpcMessageKind.Request,
                    Id = id,
                    Method = (string)method,
                    Params = parameters,
                };
            }

            if (id == null)
            {
                return Invalid(null, "a response needs an id");
            }

            var error = obj["error"] as JObject;
            if (error != null)
            {
                return new JsonRpcMessage { Kind = JsonRpcMessageKind.Error, Id = id, Error = error };
            }

            JToken result;
            if (obj.TryGetValue("result", out result))
            {
                return new JsonRpcMessage { Kind = JsonRpcMessageKind.Result, Id = id, Result = result };
            }

            return Invalid(id, "neither method, result nor error");
        }

        private static JsonRpcMessage Invalid(JToken id, string problem)
        {
            return new JsonRpcMessage { Kind = JsonRpcMessageKind.Invalid, Id = id, Problem = problem };
        }
    }
}
