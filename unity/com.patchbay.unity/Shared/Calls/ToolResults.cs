using System;
using System.Collections.Generic;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;
using Patchbay.Shared.Core;

namespace Patchbay.Shared.Calls
{
    /// <summary>Builds MCP CallToolResult objects (docs/protocol.md §4.4, §7).</summary>
    public static class ToolResults
    {
        public const string ErrorMetaKey = "patchbay/error";

        /// <summary>A success: structured content plus the same JSON as text, or text alone.</summary>
        public static JObject Success(JToken structured, string text)
        {
            var result = new JObject();
            var content = new JArray();
            if (structured != null)
            {
                content.Add(TextBlock(structured.ToString(Formatting.None)));
                result["content"] = content;
                result["structuredContent"] = structured;
            }
            else
            {
                content.Add(TextBlock(text ?? string.Empty));
                result["content"] = content;
            }

            result["isError"] = false;
            return result;
        }

        /// <summary>Appends MCP image content blocks to a result's content.</summary>
        public static JObject WithImages(JObject result, IList<ToolImage> images)
        {
            if (images == null)
            {
                return result;
            }

            var content = (JArray)result["content"];
            foreach (var image in images)
            {
                content.Add(new JObject
                {
                    { "type", "image" },
                    { "data", Convert.ToBase64String(image.Data) },
                    { "mimeType", image.MimeType },
                });
            }

            return result;
        }

        /// <summary>A tool error with its kind under _meta["patchbay/error"].</summary>
        public static JObject Error(string kind, string message, JObject data)
        {
            var error = new JObject { { "patchbay", kind } };
            if (data != null)
            {
                foreach (var pair in data)
                {
                    if (pair.Key != "patchbay")
                    {
                        error[pair.Key] = pair.Value.DeepClone();
                    }
                }
            }

            return new JObject
            {
                { "content", new JArray(TextBlock(message)) },
                { "isError", true },
                { "_meta", new JObject { { ErrorMetaKey, error } } },
            };
        }

        /// <summary>The error kind of a result, or null for a success.</summary>
        public static string ErrorKindOf(JObject result)
        {
            var kind = result.SelectToken("_meta['" + ErrorMetaKey + "'].patchbay");
            return kind == null ? null : (string)kind;
        }

        internal static JObject TextBlock(string text)
        {
            return new JObject { { "type", "text" }, { "text", text } };
        }
    }
}
