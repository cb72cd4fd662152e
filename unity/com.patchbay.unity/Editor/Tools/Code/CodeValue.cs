using System;
using System.Collections;
using System.Globalization;
using System.Reflection;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;

namespace Patchbay.Editor.Tools.Code
{
    /// <summary>
    /// A snippet's return value as compact JSON: numbers, strings, booleans and enums as themselves; Unity
    /// objects as references (name, type, id, path or asset); lists and dictionaries up to
    /// <see cref="MaxItems"/> entries; other objects by their public fields and properties, <see cref="MaxDepth"/>
    /// levels deep (Vector3 and friends by their fields only). The whole answer is capped by the tool.
    /// </summary>
    public static class CodeValue
    {
        public const int MaxItems = 100;
        public const int MaxDepth = 4;

        public static JToken From(object value)
        {
            return From(value, 0);
        }

        private static JToken From(object value, int depth)
        {
            if (value == null)
            {
                return JValue.CreateNull();
            }

            var unityObject = value as UnityEngine.Object;
            if (unityObject != null || value is UnityEngine.Object)
            {
                return unityObject == null ? (JToken)"(destroyed " + value.GetType().Name + ")" : SerializedValues.Reference(unityObject);
            }

            var type = value.GetType();
            if (value is string || value is bool || value is char)
            {
                return new JValue(value);
            }

            if (type.IsEnum)
            {
                return value.ToString();
            }

            if (type.IsPrimitive || value is decimal)
            {
                if (value is float || value is double)
                {
                    var d = Convert.ToDouble(value, CultureInfo.InvariantCulture);
                    return double.IsNaN(d) || double.IsInfinity(d) ? (JToken)d.ToString(CultureInfo.InvariantCulture) : new JValue(SerializedValues.Round(d));
                }

                return new JValue(value);
            }

            if (value is Type || value is Delegate || value is MemberInfo || value is DateTime || value is Guid || value is TimeSpan)
            {
                return value is DateTime ? ((DateTime)value).ToString("o", CultureInfo.InvariantCulture) : value.ToString();
            }

            if (depth >= MaxDepth)
            {
                return value.ToString();
            }

            var dictionary = value as IDictionary;
            if (dictionary != null)
            {
                var obj = new JObject();
                foreach (DictionaryEntry entry in dictionary)
                {
                    if (obj.Count >= MaxItems)
                    {
                        obj["…"] = (dictionary.Count - MaxItems) + " more";
                        break;
                    }

                    obj[Convert.ToString(entry.Key, CultureInfo.InvariantCulture) ?? "null"] = From(entry.Value, depth + 1);
                }

                return obj;
            }

            var sequence = value as IEnumerable;
            if (sequence != null)
            {
                var array = new JArray();
                var more = 0;
                foreach (var item in sequence)
                {
                    if (array.Count >= MaxItems)
                    {
                        more++;
                        if (more > 10000)
                        {
                            break;
                        }

                        continue;
                    }

                    array.Add(From(item, depth + 1));
                }

                if (more > 0)
                {
                    array.Add("… " + (more > 10000 ? "10000+" : more.ToString(CultureInfo.InvariantCulture)) + " more");
                }

                return array;
            }

            return Members(value, type, depth);
        }

        private static JToken Members(object value, Type type, int depth)
        {
            var obj = new JObject();
            foreach (var field in type.GetFields(BindingFlags.Public | BindingFlags.Instance))
            {
                obj[field.Name] = Read(() => field.GetValue(value), depth);
            }

            // Unity's value types (Vector3, Color, …) are their fields; their properties recurse (normalized).
            if (!type.IsValueType || obj.Count == 0)
            {
                foreach (var property in type.GetProperties(BindingFlags.Public | BindingFlags.Instance))
                {
                    if (!property.CanRead || property.GetIndexParameters().Length > 0 || obj.Count >= MaxItems)
                    {
                        continue;
                    }

                    obj[property.Name] = Read(() => property.GetValue(value, null), depth);
                }
            }

            return obj.Count == 0 ? (JToken)value.ToString() : obj;
        }

        private static JToken Read(Func<object> getter, int depth)
        {
            try
            {
                return From(getter(), depth + 1);
            }
            catch (Exception e)
            {
                var inner = e is TargetInvocationException && e.InnerException != null ? e.InnerException : e;
                return "(" + inner.GetType().Name + ")";
            }
        }
    }
}
