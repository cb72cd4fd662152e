using System;
using System.Collections;
using System.Collections.Generic;
using System.Globalization;
using Newtonsoft.Json.Linq;
using Patchbay.Shared.Core;
using Patchbay.Shared.Schema;

namespace Patchbay.Shared.ToolModel
{
    /// <summary>
    /// Checks tool arguments against the parameter class and builds the instance the tool receives. Strict on
    /// purpose (no "5" for 5): an agent that gets a precise message fixes its call at once, while a lenient
    /// binder hides mistakes until they cause wrong edits. Every failure names the field and the expected
    /// type, so the tool result tells the agent exactly what to change. The exceptions are the shapes a
    /// member opts into with <see cref="McpParamAttribute.Form"/>: what our own results hand back (an id as a
    /// number) and what Unity shows (a vector as {x,y,z} or "(x, y, z)") are accepted where they cannot be
    /// misread.
    /// </summary>
    public static class ArgumentBinder
    {
        public static object Bind(Type parametersType, JObject arguments)
        {
            return BindObject(parametersType, arguments ?? new JObject(), string.Empty);
        }

        private static object BindObject(Type type, JObject json, string path)
        {
            var instance = Activator.CreateInstance(type);
            var members = SchemaMembers.Of(type);
            var byName = new Dictionary<string, SchemaMember>(StringComparer.Ordinal);
            foreach (var member in members)
            {
                if (member.CanWrite)
                {
                    byName[member.Name] = member;
                }
            }

            foreach (var pair in json)
            {
                if (!byName.ContainsKey(pair.Key))
                {
                    var valid = byName.Count == 0 ? "this tool takes no arguments" : "valid arguments: " + string.Join(", ", new List<string>(byName.Keys).ToArray());
                    throw new ToolArgumentException(Join(path, pair.Key), "no such argument",
                        "Unknown argument '" + Join(path, pair.Key) + "'; " + valid + ".");
                }
            }

            foreach (var member in byName.Values)
            {
                var fieldPath = Join(path, member.Name);
                JToken token;
                if (!json.TryGetValue(member.Name, out token) || token.Type == JTokenType.Null)
                {
                    if (member.IsRequired)
                    {
                        throw new ToolArgumentException(fieldPath, Describe(member.Type),
                            "Missing required argument '" + fieldPath + "' (" + Describe(member.Type) + ")"
                            + (member.Param != null && !string.IsNullOrEmpty(member.Param.Description) ? ": " + member.Param.Description : ".")
                            );
                    }

                    continue;
                }

                var form = member.Param != null ? member.Param.Form : ArgumentForm.Exact;
                var value = form == ArgumentForm.Exact ? Convert(member.Type, token, fieldPath) : ConvertForm(form, member.Type, token, fieldPath);
                CheckBounds(member, value, fieldPath);
                member.SetValue(instance, value);
            }

            return instance;
        }

        private static object Convert(Type type, JToken token, string path)
        {
            bool nullable;
            var bare = JsonTypes.Unwrap(type, out nullable);
            var kind = JsonTypes.KindOf(bare);
            switch (kind)
            {
                case JsonTypeKind.String:
                    Expect(token, JTokenType.String, path, "string");
                    return (string)token;
                case JsonTypeKind.Boolean:
                    Expect(token, JTokenType.Boolean, path, "boolean");
                    return (bool)token;
                case JsonTypeKind.Integer:
                    return ConvertInteger(bare, token, path);
                case JsonTypeKind.Number:
                    if (token.Type != JTokenType.Integer && token.Type != JTokenType.Float)
                    {
                        throw WrongType(path, "number", token);
                    }

                    return ConvertNumber(bare, token, path);
                case JsonTypeKind.Enum:
                    return ConvertEnum(bare, token, path);
                case JsonTypeKind.Array:
                    return ConvertArray(bare, token, path);
                case JsonTypeKind.Map:
                    return ConvertMap(bare, token, path);
                case JsonTypeKind.RawObject:
                    Expect(token, JTokenType.Object, path, "object");
                    return token.DeepClone();
                case JsonTypeKind.Object:
                    Expect(token, JTokenType.Object, path, "object");
                    return BindObject(bare, (JObject)token, path);
                default:
                    throw new ToolArgumentException(path, "nothing", "Argument '" + path + "' has a type this tool cannot accept.");
            }
        }

        private static object ConvertForm(ArgumentForm form, Type type, JToken token, string path)
        {
            switch (form)
            {
                case ArgumentForm.Id:
                    if (token.Type == JTokenType.Integer)
                    {
                        return token.ToString(Newtonsoft.Json.Formatting.None);
                    }

                    if (token.Type != JTokenType.String)
                    {
                        throw WrongType(path, "string or integer", token);
                    }

                    return (string)token;
                case ArgumentForm.AnyJson:
                    return token.Type == JTokenType.String ? (string)token : token.ToString(Newtonsoft.Json.Formatting.None);
                case ArgumentForm.Vector3:
                    return ConvertVector3(token, path);
                default:
                    return Convert(type, token, path);
            }
        }

        private const string Vector3Forms = "[x,y,z], {\"x\":…,\"y\":…,\"z\":…} or \"x,y,z\"";

        private static float[] ConvertVector3(JToken token, string path)
        {
            var vector = new float[3];
            var ok = false;
            if (token.Type == JTokenType.Array)
            {
                var items = (JArray)token;
                ok = items.Count == 3;
                for (var i = 0; ok && i < 3; i++)
                {
                    ok = items[i].Type == JTokenType.Integer || items[i].Type == JTokenType.Float;
                    vector[i] = ok ? (float)ConvertNumber(typeof(float), items[i], path + "[" + i + "]") : 0f;
                }
            }
            else if (token.Type == JTokenType.Object)
            {
                var axes = (JObject)token;
                ok = axes.Count == 3;
                for (var i = 0; ok && i < 3; i++)
                {
                    var axis = axes.GetValue("xyz".Substring(i, 1), StringComparison.OrdinalIgnoreCase);
                    ok = axis != null && (axis.Type == JTokenType.Integer || axis.Type == JTokenType.Float);
                    vector[i] = ok ? (float)ConvertNumber(typeof(float), axis, Join(path, "xyz".Substring(i, 1))) : 0f;
                }
            }
            else if (token.Type == JTokenType.String)
            {
                // "1,2,3", "1, 2, 3" and Unity's Vector3.ToString() "(1.00, 2.00, 3.00)".
                var parts = ((string)token).Trim().Trim('(', ')', '[', ']').Split(',');
                ok = parts.Length == 3;
                for (var i = 0; ok && i < 3; i++)
                {
                    ok = float.TryParse(parts[i].Trim(), NumberStyles.Float, CultureInfo.InvariantCulture, out vector[i])
                        && !float.IsNaN(vector[i]) && !float.IsInfinity(vector[i]);
                }
            }

            if (!ok)
            {
                throw WrongType(path, Vector3Forms, token);
            }

            return vector;
        }

        /// <summary>
        /// A JSON number as a float, double or decimal. A value the type cannot hold is refused like an integer
        /// out of range: converted, it would become infinity (a float past about 3.4e38) or throw (a decimal),
        /// and the tool would act on a value nobody sent.
        /// </summary>
        private static object ConvertNumber(Type bare, JToken token, string path)
        {
            var number = (double)token;
            var fits = !double.IsNaN(number) && !double.IsInfinity(number)
                && (bare != typeof(float) || Math.Abs(number) <= float.MaxValue)
                && (bare != typeof(decimal) || Math.Abs(number) < 7.9e28);
            if (!fits)
            {
                throw new ToolArgumentException(path, "number", "Argument '" + path + "' is out of range: " + token.ToString(Newtonsoft.Json.Formatting.None)
                    + " does not fit " + (bare == typeof(float) ? "a 32-bit float (at most about 3.4e38)" : bare == typeof(decimal) ? "a decimal (at most about 7.9e28)" : "a double") + ".");
            }

            return System.Convert.ChangeType(number, bare, CultureInfo.InvariantCulture);
        }

        private static object ConvertInteger(Type bare, JToken token, string path)
        {
            double whole;
            if (token.Type == JTokenType.Integer)
            {
                whole = (double)token;
            }
            else if (token.Type == JTokenType.Float && Math.Floor((double)token) == (double)token)
            {
                // 3.0 is an integer in JSON Schema; some clients serialize numbers that way.
                whole = (double)token;
            }
            else
            {
                throw WrongType(path, "integer", token);
            }

            try
            {
                return System.Convert.ChangeType(token.Type == JTokenType.Integer ? (object)(long)token : whole, bare, CultureInfo.InvariantCulture);
            }
            catch (OverflowException)
            {
                throw new ToolArgumentException(path, "integer", "Argument '" + path + "' is out of range: " + token.ToString() + ".");
            }
        }

        private static object ConvertEnum(Type bare, JToken token, string path)
        {
            var names = Enum.GetNames(bare);
            var expected = "one of: " + string.Join(", ", names);
            if (token.Type != JTokenType.String)
            {
                throw WrongType(path, "string, " + expected, token);
            }

            var text = (string)token;
            foreach (var name in names)
            {
                if (string.Equals(name, text, StringComparison.OrdinalIgnoreCase))
                {
                    return Enum.Parse(bare, name);
                }
            }

            throw new ToolArgumentException(path, expected, "Argument '" + path + "' must be " + expected + "; got \"" + text + "\".");
        }

        private static object ConvertArray(Type bare, JToken token, string path)
        {
            Expect(token, JTokenType.Array, path, "array");
            var elementType = JsonTypes.ElementTypeOf(bare);
            var items = (JArray)token;
            var list = (IList)Activator.CreateInstance(typeof(List<>).MakeGenericType(elementType));
            for (var i = 0; i < items.Count; i++)
            {
                var itemPath = path + "[" + i + "]";
                if (items[i].Type == JTokenType.Null)
                {
                    throw new ToolArgumentException(itemPath, Describe(elementType), "Argument '" + itemPath + "' is null; expected " + Describe(elementType) + ".");
                }

                list.Add(Convert(elementType, items[i], itemPath));
            }

            if (!bare.IsArray)
            {
                return list;
            }

            var array = Array.CreateInstance(elementType, list.Count);
            list.CopyTo(array, 0);
            return array;
        }

        private static object ConvertMap(Type bare, JToken token, string path)
        {
            Expect(token, JTokenType.Object, path, "object");
            var valueType = JsonTypes.MapValueTypeOf(bare);
            var map = (IDictionary)Activator.CreateInstance(bare);
            foreach (var pair in (JObject)token)
            {
                map[pair.Key] = Convert(valueType, pair.Value, Join(path, pair.Key));
            }

            return map;
        }

        private static void CheckBounds(SchemaMember member, object value, string path)
        {
            var param = member.Param;
            if (param == null || value == null)
            {
                return;
            }

            var kind = JsonTypes.KindOf(member.Type);
            if (kind == JsonTypeKind.Integer || kind == JsonTypeKind.Number)
            {
                var number = System.Convert.ToDouble(value, CultureInfo.InvariantCulture);
                if ((!double.IsNaN(param.Minimum) && number < param.Minimum) || (!double.IsNaN(param.Maximum) && number > param.Maximum))
                {
                    var range = RangeText(param);
                    throw new ToolArgumentException(path, range, "Argument '" + path + "' must be " + range + "; got " + number.ToString(CultureInfo.InvariantCulture) + ".");
                }
            }
            else if (kind == JsonTypeKind.String || kind == JsonTypeKind.Array)
            {
                var length = kind == JsonTypeKind.String ? ((string)value).Length : ((ICollection)value).Count;
                var unit = kind == JsonTypeKind.String ? " characters" : " items";
                if (param.MinLength >= 0 && length < param.MinLength)
                {
                    throw new ToolArgumentException(path, "at least " + param.MinLength + unit, "Argument '" + path + "' needs at least " + param.MinLength + unit + "; got " + length + ".");
                }

                if (param.MaxLength >= 0 && length > param.MaxLength)
                {
                    throw new ToolArgumentException(path, "at most " + param.MaxLength + unit, "Argument '" + path + "' allows at most " + param.MaxLength + unit + "; got " + length + ".");
                }
            }
        }

        private static string RangeText(McpParamAttribute param)
        {
            var min = param.Minimum.ToString(CultureInfo.InvariantCulture);
            var max = param.Maximum.ToString(CultureInfo.InvariantCulture);
            if (double.IsNaN(param.Maximum)) return ">= " + min;
            if (double.IsNaN(param.Minimum)) return "<= " + max;
            return "between " + min + " and " + max;
        }

        private static void Expect(JToken token, JTokenType type, string path, string expected)
        {
            if (token.Type != type)
            {
                throw WrongType(path, expected, token);
            }
        }

        private static ToolArgumentException WrongType(string path, string expected, JToken token)
        {
            var shown = token.ToString(Newtonsoft.Json.Formatting.None);
            if (shown.Length > 60)
            {
                shown = shown.Substring(0, 57) + "...";
            }

            return new ToolArgumentException(path, expected,
                "Argument '" + path + "' must be " + Article(expected) + expected + "; got " + JsonKindName(token) + " " + shown + ".");
        }

        private static string Article(string expected)
        {
            if (expected.StartsWith("one of", StringComparison.Ordinal) || expected[0] == '[') return string.Empty;
            return "aeiou".IndexOf(expected[0]) >= 0 ? "an " : "a ";
        }

        private static string JsonKindName(JToken token)
        {
            switch (token.Type)
            {
                case JTokenType.Integer: return "integer";
                case JTokenType.Float: return "number";
                case JTokenType.String: return "string";
                case JTokenType.Boolean: return "boolean";
                case JTokenType.Array: return "array";
                case JTokenType.Object: return "object";
                default: return token.Type.ToString().ToLowerInvariant();
            }
        }

        /// <summary>Schema type name of a member, for messages ("integer", "array of string").</summary>
        public static string Describe(Type type)
        {
            bool nullable;
            var bare = JsonTypes.Unwrap(type, out nullable);
            var kind = JsonTypes.KindOf(bare);
            if (kind == JsonTypeKind.Array)
            {
                return "array of " + Describe(JsonTypes.ElementTypeOf(bare));
            }

            if (kind == JsonTypeKind.Enum)
            {
                return "one of: " + string.Join(", ", Enum.GetNames(bare));
            }

            return JsonTypes.SchemaTypeName(kind);
        }

        private static string Join(string path, string name)
        {
            return path.Length == 0 ? name : path + "." + name;
        }
    }
}
