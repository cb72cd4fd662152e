using System;
using System.Collections.Generic;
using Newtonsoft.Json.Linq;
using Patchbay.Shared.Core;

namespace Patchbay.Shared.Schema
{
    /// <summary>
    /// Generates the JSON Schemas of a tool from its parameter and result classes. The output is what clients
    /// handle best (DESIGN §4): flat, no $ref, an explicit "type" on every node, and no "additionalProperties": false
    /// (unknown arguments are refused when a call arrives). Recursive types are rejected instead of being cut off silently.
    /// </summary>
    public static class SchemaGenerator
    {
        private const int MaxDepth = 8;

        /// <summary>inputSchema for a parameter class (which needs a public parameterless constructor).</summary>
        public static JObject ForParameters(Type parametersType)
        {
            return ObjectSchema(parametersType, true, new Stack<Type>());
        }

        /// <summary>outputSchema for a result class; null when the result is plain text (string).</summary>
        public static JObject ForResult(Type resultType)
        {
            if (resultType == typeof(string) || resultType == typeof(void))
            {
                return null;
            }

            if (JsonTypes.KindOf(resultType) != JsonTypeKind.Object)
            {
                throw new ArgumentException("A tool result must be a class (or string), not " + resultType.Name + ".");
            }

            return ObjectSchema(resultType, false, new Stack<Type>());
        }

        private static JObject ObjectSchema(Type type, bool forInput, Stack<Type> path)
        {
            if (path.Contains(type))
            {
                throw new ArgumentException("Type " + type.Name + " contains itself; tool schemas must be finite.");
            }

            if (path.Count >= MaxDepth)
            {
                throw new ArgumentException("Type " + type.Name + " nests deeper than " + MaxDepth + " levels.");
            }

            path.Push(type);
            object defaults = null;
            if (forInput)
            {
                if (type.IsClass && type.GetConstructor(Type.EmptyTypes) == null)
                {
                    throw new ArgumentException(type.Name + " needs a public parameterless constructor.");
                }

                defaults = Activator.CreateInstance(type);
            }

            var properties = new JObject();
            var required = new JArray();
            foreach (var member in SchemaMembers.Of(type))
            {
                if (forInput && !member.CanWrite)
                {
                    continue;
                }

                var schema = MemberSchema(member.Type, member.Param, forInput, path, member.ClrName);
                bool nullable;
                var bare = JsonTypes.Unwrap(member.Type, out nullable);
                if (forInput)
                {
                    if (member.IsRequired)
                    {
                        required.Add(member.Name);
                    }
                    else
                    {
                        AddDefault(schema, bare, defaults == null ? null : member.GetValue(defaults));
                    }
                }
                else if (bare.IsValueType && !nullable)
                {
                    // Results always carry value-type members; reference members are omitted when null.
                    required.Add(member.Name);
                }

                properties[member.Name] = schema;
            }

            path.Pop();
            var result = new JObject { { "type", "object" }, { "properties", properties } };
            if (required.Count > 0)
            {
                result["required"] = required;
            }

            // No "additionalProperties": false: it costs every agent context on every tool and some
            // clients (Gemini) mishandle it. Unknown arguments are still refused, by the binder.
            return result;
        }

        private static JObject MemberSchema(Type type, McpParamAttribute param, bool forInput, Stack<Type> path, string memberName)
        {
            bool nullable;
            var bare = JsonTypes.Unwrap(type, out nullable);
            var kind = JsonTypes.KindOf(bare);
            JObject schema;
            switch (kind)
            {
                case JsonTypeKind.Unsupported:
                    throw new ArgumentException("Member " + memberName + " has type " + bare.Name
                        + ", which tool schemas cannot express; use string, bool, numbers, enums, arrays, "
                        + "List<T>, Dictionary<string, T>, JObject or a class.");
                case JsonTypeKind.Object:
                    schema = ObjectSchema(bare, forInput, path);
                    break;
                case JsonTypeKind.RawObject:
                    schema = new JObject { { "type", "object" } };
                    break;
                case JsonTypeKind.Array:
                    schema = new JObject
                    {
                        { "type", "array" },
                        { "items", MemberSchema(JsonTypes.ElementTypeOf(bare), null, forInput, path, memberName + "[]") },
                    };
                    break;
                case JsonTypeKind.Map:
                    schema = new JObject
                    {
                        { "type", "object" },
                        { "additionalProperties", MemberSchema(JsonTypes.MapValueTypeOf(bare), null, forInput, path, memberName + "{}") },
                    };
                    break;
                case JsonTypeKind.Enum:
                    schema = new JObject { { "type", "string" }, { "enum", new JArray(Enum.GetNames(bare)) } };
                    break;
                default:
                    schema = new JObject { { "type", JsonTypes.SchemaTypeName(kind) } };
                    break;
            }

            if (param != null)
            {
                // Description first reads best in clients that print schemas; JObject keeps insertion order.
                if (!string.IsNullOrEmpty(param.Description))
                {
                    var described = new JObject { { "type", schema["type"] }, { "description", param.Description } };
                    foreach (var pair in schema)
                    {
                        if (pair.Key != "type")
                        {
                            described[pair.Key] = pair.Value;
                        }
                    }

                    schema = described;
                }

                AddBounds(schema, kind, param);
            }

            return schema;
        }

        private static void AddBounds(JObject schema, JsonTypeKind kind, McpParamAttribute param)
        {
            if (kind == JsonTypeKind.Integer || kind == JsonTypeKind.Number)
            {
                if (!double.IsNaN(param.Minimum)) schema["minimum"] = NumberToken(kind, param.Minimum);
                if (!double.IsNaN(param.Maximum)) schema["maximum"] = NumberToken(kind, param.Maximum);
            }
            else if (kind == JsonTypeKind.String)
            {
                if (param.MinLength >= 0) schema["minLength"] = param.MinLength;
                if (param.MaxLength >= 0) schema["maxLength"] = param.MaxLength;
            }
            else if (kind == JsonTypeKind.Array)
            {
                if (param.MinLength >= 0) schema["minItems"] = param.MinLength;
                if (param.MaxLength >= 0) schema["maxItems"] = param.MaxLength;
            }
        }

        private static JToken NumberToken(JsonTypeKind kind, double value)
        {
            return kind == JsonTypeKind.Integer ? new JValue((long)value) : new JValue(value);
        }

        private static void AddDefault(JObject schema, Type bareType, object value)
        {
            if (value == null)
            {
                return;
            }

            // false, 0 and an enum's first member are what an absent argument means anyway; leaving them out keeps every
            // tool's schema (which sits in each agent's context) shorter.
            var kind = JsonTypes.KindOf(bareType);
            if ((kind == JsonTypeKind.Boolean && !(bool)value)
                || ((kind == JsonTypeKind.Integer || kind == JsonTypeKind.Number) && Convert.ToDouble(value, System.Globalization.CultureInfo.InvariantCulture) == 0)
                || (kind == JsonTypeKind.Enum && Convert.ToInt64(value, System.Globalization.CultureInfo.InvariantCulture) == 0 && Enum.GetNames(bareType)[0] == value.ToString()))
            {
                return;
            }

            switch (kind)
            {
                case JsonTypeKind.String:
                case JsonTypeKind.Boolean:
                case JsonTypeKind.Integer:
                case JsonTypeKind.Number:
                case JsonTypeKind.Enum:
                    schema["default"] = ResultSerializer.ToToken(value, bareType);
                    break;
            }
        }
    }
}
