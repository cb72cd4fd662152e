using System;
using System.Collections.Generic;
using Newtonsoft.Json.Linq;

namespace Patchbay.Shared.Schema
{
    /// <summary>Classifies CLR types for schema generation, binding and serialization.</summary>
    public static class JsonTypes
    {
        /// <summary>Strips Nullable&lt;T&gt;; <paramref name="nullable"/> tells whether it was there.</summary>
        public static Type Unwrap(Type type, out bool nullable)
        {
            var inner = Nullable.GetUnderlyingType(type);
            nullable = inner != null;
            return inner ?? type;
        }

        public static JsonTypeKind KindOf(Type type)
        {
            bool nullable;
            type = Unwrap(type, out nullable);
            if (type == typeof(string)) return JsonTypeKind.String;
            if (type == typeof(bool)) return JsonTypeKind.Boolean;
            if (type.IsEnum) return JsonTypeKind.Enum;
            if (type == typeof(int) || type == typeof(long) || type == typeof(short) || type == typeof(byte)
                || type == typeof(uint) || type == typeof(ushort) || type == typeof(sbyte))
            {
                return JsonTypeKind.Integer;
            }

            if (type == typeof(float) || type == typeof(double) || type == typeof(decimal)) return JsonTypeKind.Number;
            if (type == typeof(JObject)) return JsonTypeKind.RawObject;
            if (ElementTypeOf(type) != null) return JsonTypeKind.Array;
            if (MapValueTypeOf(type) != null) return JsonTypeKind.Map;
            if (typeof(JToken).IsAssignableFrom(type) || type.IsPrimitive || type == typeof(object)
                || type.IsInterface || type.IsAbstract || type == typeof(ulong))
            {
                return JsonTypeKind.Unsupported;
            }

            return type.IsClass || type.IsValueType ? JsonTypeKind.Object : JsonTypeKind.Unsupported;
        }

        /// <summary>Item type of T[] or List&lt;T&gt;; null for anything else.</summary>
        public static Type ElementTypeOf(Type type)
        {
            if (type.IsArray && type.GetArrayRank() == 1)
            {
                return type.GetElementType();
            }

            if (type.IsGenericType && type.GetGenericTypeDefinition() == typeof(List<>))
            {
                return type.GetGenericArguments()[0];
            }

            return null;
        }

        /// <summary>Value type of Dictionary&lt;string, T&gt;; null for anything else.</summary>
        public static Type MapValueTypeOf(Type type)
        {
            if (type.IsGenericType && type.GetGenericTypeDefinition() == typeof(Dictionary<,>)
                && type.GetGenericArguments()[0] == typeof(string))
            {
                return type.GetGenericArguments()[1];
            }

            return null;
        }

        /// <summary>The JSON Schema "type" keyword for a kind.</summary>
        public static string SchemaTypeName(JsonTypeKind kind)
        {
            switch (kind)
            {
                case JsonTypeKind.String:
                case JsonTypeKind.Enum:
                    return "string";
                case JsonTypeKind.Boolean: return "boolean";
                case JsonTypeKind.Integer: return "integer";
                case JsonTypeKind.Number: return "number";
                case JsonTypeKind.Array: return "array";
                default: return "object";
            }
        }
    }
}
