using Newtonsoft.Json;
using Newtonsoft.Json.Linq;

namespace Patchbay.Shared.Link
{
    /// <summary>Serializes JSON-RPC 2.0 messages as single-line text, one per WebSocket frame.</summary>
    public static class JsonRpc
    {
        public static string Request(JToken id, string method, JToken parameters)
        {
            var message = new JObject { { "jsonrpc", "2.0" }, { "id", id }, { "method", method } };
            if (parameters != null)
            {
                message["params"] = parameters;
            }

            return message.ToString(Formatting.None);
        }

        public static string Notification(string method, JToken parameters)
        {
            var message = new JObject { { "jsonrpc", "2.0" }, { "method", method } };
            if (parameters != null)
            {
                message["params"] = parameters;
            }

            return message.ToString(Formatting.None);
        }

        public static string Result(JToken id, JToken result)
        {
            return new JObject { { "jsonrpc", "2.0" }, { "id", id }, { "result", result } }.ToString(Formatting.None);
        }

        /// <summary>An error whose data carries {"patchbay": kind, ...extra}.</summary>
        public static string Error(JToken id, int code, string message, string kind, JObject extra)
        {
            var data = new JObject { { "patchbay", kind } };
            if (extra != null)
            {
                foreach (var pair in extra)
                {
                    data[pair.Key] = pair.Value.DeepClone();
                }
            }

            var error = new JObject { { "code", code }, { "message", message }, { "data", data } };
            return new JObject { { "jsonrpc", "2.0" }, { "id", id ?? JValue.CreateNull() }, { "error", error } }.ToString(Formatting.None);
        }
    }
}
