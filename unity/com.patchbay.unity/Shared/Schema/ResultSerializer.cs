using System;
using System.Collections;
using System.Globalization;
using Newtonsoft.Json.Linq;

namespace Patchbay.Shared.Schema
{
    /// <summary>
    /// Turns a tool's result object into JSON with exactly the names and shapes
    /// <see cref="SchemaGenerator.ForResult"/> promised, independent of the Newtonsoft version Unity ships.
    /// Null members are omitted; NaN and infinities (not JSON) become null.
    /// </summary>
    public static class ResultSerializer
    {
        public static JToken ToToken(object value, Type declaredType)
        {
            if (value == null)
            {
                return JValue.CreateNull();
            }

            var token = value as JToken;
            if (token != null)
            {
                return token.DeepClone();
            }

            var type = value.GetType();
            switch (JsonTypes.KindOf(type))
            {
                case JsonTypeKind.String:
                    return new JValue((string)value);
                case JsonTypeKind.Boolean:
                    return new JValue((bool)value);
                case JsonTypeKind.Enum:
                    return new JValue(value.ToString());
                case JsonTypeKind.Integer:
                    return new JValue(Convert.ToInt64(value, CultureInfo.InvariantCulture));
                case JsonTypeKind.Number:
                    var number = Convert.ToDouble(value, CultureInfo.InvariantCulture);
                    return double.IsNaN(number) || double.IsInfinity(number) ? JValue.CreateNull() : new JValue(number);
                case JsonTypeKind.Array:
                    var array = new JArray();
                    var elementType = JsonTypes.ElementTypeOf(type);
                    foreach (var item in (IEnumerable)value)
                    {
                        array.Add(ToToken(item, elementType));
                    }

                    return array;
                case JsonTypeKind.Map:
                    var map = new JObject();
                    var valueType = JsonTypes.MapValueTypeOf(type);
                    foreach (DictionaryEntry entry in (IDictionary)value)
                    {
                        map[(string)entry.Key] = ToToken(entry.Value, valueType);
                    }

                    return map;
                case JsonTypeKind.Object:
                    var obj = new JObject();
                    foreach (var member in SchemaMembers.Of(type))
                    {
                        var memberValue = member.GetValue(value);
                        if (memberValue != null)
                        {
                            obj[member.Name] = ToToken(memberValue, member.Type);
                        }
                    }

                    return obj;
                default:
                    throw new ArgumentException("Cannot serialize a " + type.Name + " as a tool result.");
            }
        }
    }
}
