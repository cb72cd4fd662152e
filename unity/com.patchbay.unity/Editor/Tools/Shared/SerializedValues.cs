using System;
using System.Collections.Generic;
using System.Globalization;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.Shared
{
    /// <summary>
    /// Reads and writes serialized properties as JSON, with the conversions agents expect: numbers for
    /// numbers, [x,y,z] or {"x":…} for vectors, [r,g,b,a] / {"r":…} / "#RRGGBB[AA]" for colours, names or
    /// indices for enums, Euler angles for quaternions, and object references by asset path, GameObject
    /// (path, name or id) or null. Reads are bounded (array items, nesting) so one object never floods the
    /// result. A value that does not fit throws a ToolException that names the property and its type.
    /// </summary>
    public static class SerializedValues
    {
        public const int MaxArrayItems = 16;
        private const int MaxDepth = 3;

        internal static double Number(JToken v)
        {
            return JsonValues.Number(v);
        }

        internal static Color Colour(JToken v)
        {
            return JsonValues.Colour(v);
        }

        public static double Round(double value)
        {
            return JsonValues.Round(value);
        }

        public static JToken Read(SerializedProperty property)
        {
            return Read(property, 0);
        }

        private static JToken Read(SerializedProperty p, int depth)
        {
            switch (p.propertyType)
            {
                case SerializedPropertyType.Integer:
                    return PropertyFieldType.Of(p) == typeof(ulong) ? JsonValues.Unsigned(UnsignedLong(p)) : p.longValue;
                case SerializedPropertyType.LayerMask:
                case SerializedPropertyType.ArraySize:
                    return p.longValue;
                case SerializedPropertyType.Character:
                    return ((char)p.intValue).ToString();
                case SerializedPropertyType.Boolean:
                    return p.boolValue;
                case SerializedPropertyType.Float:
                    return Round(p.doubleValue);
                case SerializedPropertyType.String:
                    return p.stringValue;
                case SerializedPropertyType.Color:
                    var c = p.colorValue;
                    return new JArray(Round(c.r), Round(c.g), Round(c.b), Round(c.a));
                case SerializedPropertyType.ObjectReference:
                    return Reference(p.objectReferenceValue);
                case SerializedPropertyType.Enum:
                    var enumType = PropertyFieldType.Of(p);
                    if (ValueShapes.IsFlags(enumType))
                    {
                        return ValueShapes.Flags(enumType, p.longValue);
                    }

                    var names = p.enumNames;
                    return p.enumValueIndex >= 0 && p.enumValueIndex < names.Length ? (JToken)names[p.enumValueIndex] : p.intValue;
                case SerializedPropertyType.Vector2:
                    return new JArray(Round(p.vector2Value.x), Round(p.vector2Value.y));
                case SerializedPropertyType.Vector3:
                    return JsonValues.Vector(p.vector3Value);
                case SerializedPropertyType.Vector4:
                    var v4 = p.vector4Value;
                    return new JArray(Round(v4.x), Round(v4.y), Round(v4.z), Round(v4.w));
                case SerializedPropertyType.Vector2Int:
                    return new JArray(p.vector2IntValue.x, p.vector2IntValue.y);
                case SerializedPropertyType.Vector3Int:
                    return new JArray(p.vector3IntValue.x, p.vector3IntValue.y, p.vector3IntValue.z);
                case SerializedPropertyType.Quaternion:
                    return JsonValues.Vector(p.quaternionValue.eulerAngles);
                case SerializedPropertyType.Rect:
                    var r = p.rectValue;
                    return new JObject { { "x", Round(r.x) }, { "y", Round(r.y) }, { "width", Round(r.width) }, { "height", Round(r.height) } };
                case SerializedPropertyType.Bounds:
                    return ValueShapes.Bounds(p.boundsValue);
                case SerializedPropertyType.BoundsInt:
                    return ValueShapes.BoundsInt(p.boundsIntValue);
                case SerializedPropertyType.RectInt:
                    return ValueShapes.RectInt(p.rectIntValue);
                case SerializedPropertyType.Hash128:
                    return p.hash128Value.ToString();
                case SerializedPropertyType.AnimationCurve:
                    return ValueShapes.Curve(p.animationCurveValue);
                case SerializedPropertyType.Gradient:
                    var gradient = GradientValue.Get(p);
                    return gradient != null ? (JToken)ValueShapes.Gradient(gradient) : "(Gradient: not readable in this Unity version)";
                case SerializedPropertyType.ManagedReference:
                    return depth >= MaxDepth ? "…" : ManagedReferenceValues.Read(p, child => Read(child, depth + 1));
            }

            if (UnityEventValues.Is(p))
            {
                return UnityEventValues.Read(p);
            }

            if (depth >= MaxDepth)
            {
                return "…";
            }

            if (p.isArray && p.propertyType == SerializedPropertyType.Generic)
            {
                var array = new JArray();
                var count = p.arraySize;
                for (var i = 0; i < count && i < MaxArrayItems; i++)
                {
                    array.Add(Read(p.GetArrayElementAtIndex(i), depth + 1));
                }

                if (count > MaxArrayItems)
                {
                    array.Add("… " + (count - MaxArrayItems) + " more");
                }

                return array;
            }

            if (p.hasChildren)
            {
                var obj = new JObject();
                var child = p.Copy();
                var end = p.GetEndProperty();
                if (child.NextVisible(true))
                {
                    do
                    {
                        if (SerializedProperty.EqualContents(child, end))
                        {
                            break;
                        }

                        obj[child.name] = Read(child, depth + 1);
                    }
                    while (child.NextVisible(false));
                }

                return obj;
            }

            return "(" + p.type + ")";
        }

        public static JToken Reference(UnityEngine.Object value)
        {
            if (value == null)
            {
                return JValue.CreateNull();
            }

            var assetPath = AssetDatabase.GetAssetPath(value);
            if (!string.IsNullOrEmpty(assetPath))
            {
                return new JObject { { "asset", assetPath }, { "type", value.GetType().Name } };
            }

            return ObjectReferences.Describe(value);
        }

        /// <summary>Writes <paramref name="value"/> into <paramref name="p"/>; the caller applies the SerializedObject.</summary>
        public static void Write(SerializedProperty p, JToken value, string field)
        {
            try
            {
                WriteValue(p, value, field);
            }
            catch (FormatException e)
            {
                throw ToolErrors.Invalid(field, Expected(p), "Cannot set '" + p.propertyPath + "' (" + Expected(p) + ") to "
                    + JsonValues.Short(value) + ": " + e.Message);
            }
        }

        private static void WriteValue(SerializedProperty p, JToken v, string field)
        {
            switch (p.propertyType)
            {
                case SerializedPropertyType.Integer:
                    WriteInteger(p, v);
                    return;
                case SerializedPropertyType.LayerMask:
                    p.longValue = (long)Math.Round(Number(v));
                    return;
                case SerializedPropertyType.Character:
                    p.intValue = Character(v);
                    return;
                case SerializedPropertyType.ArraySize:
                    p.intValue = (int)Number(v);
                    return;
                case SerializedPropertyType.Boolean:
                    p.boolValue = JsonValues.Bool(v);
                    return;
                case SerializedPropertyType.Float:
                    p.doubleValue = Number(v);
                    return;
                case SerializedPropertyType.String:
                    p.stringValue = v.Type == JTokenType.String ? (string)v : v.ToString(Newtonsoft.Json.Formatting.None);
                    return;
                case SerializedPropertyType.Color:
                    p.colorValue = Colour(v);
                    return;
                case SerializedPropertyType.ObjectReference:
                    p.objectReferenceValue = ObjectFor(v, p, field);
                    return;
                case SerializedPropertyType.Enum:
                    var enumType = PropertyFieldType.Of(p);
                    if (ValueShapes.IsFlags(enumType))
                    {
                        p.longValue = ValueShapes.ToFlags(enumType, v);
                    }
                    else
                    {
                        p.enumValueIndex = EnumIndex(p, v);
                    }

                    return;
                case SerializedPropertyType.Vector2:
                    var f2 = JsonValues.Floats(v, 2, "xy");
                    p.vector2Value = new Vector2(f2[0], f2[1]);
                    return;
                case SerializedPropertyType.Vector3:
                    var f3 = JsonValues.Floats(v, 3, "xyz");
                    p.vector3Value = new Vector3(f3[0], f3[1], f3[2]);
                    return;
                case SerializedPropertyType.Vector4:
                    var f4 = JsonValues.Floats(v, 4, "xyzw");
                    p.vector4Value = new Vector4(f4[0], f4[1], f4[2], f4[3]);
                    return;
                case SerializedPropertyType.Vector2Int:
                    var i2 = JsonValues.Floats(v, 2, "xy");
                    p.vector2IntValue = new Vector2Int((int)i2[0], (int)i2[1]);
                    return;
                case SerializedPropertyType.Vector3Int:
                    var i3 = JsonValues.Floats(v, 3, "xyz");
                    p.vector3IntValue = new Vector3Int((int)i3[0], (int)i3[1], (int)i3[2]);
                    return;
                case SerializedPropertyType.Quaternion:
                    var count = v is JArray ? ((JArray)v).Count : v is JObject && ((JObject)v)["w"] != null ? 4 : 3;
                    if (count == 4)
                    {
                        var q = JsonValues.Floats(v, 4, "xyzw");
                        p.quaternionValue = new Quaternion(q[0], q[1], q[2], q[3]);
                    }
                    else
                    {
                        var e = JsonValues.Floats(v, 3, "xyz");
                        p.quaternionValue = Quaternion.Euler(e[0], e[1], e[2]);
                    }

                    return;
                case SerializedPropertyType.Rect:
                    p.rectValue = ValueShapes.ToRect(v, p.rectValue);
                    return;
                case SerializedPropertyType.RectInt:
                    p.rectIntValue = ValueShapes.ToRectInt(v, p.rectIntValue);
                    return;
                case SerializedPropertyType.Bounds:
                    p.boundsValue = ValueShapes.ToBounds(v, p.boundsValue);
                    return;
                case SerializedPropertyType.BoundsInt:
                    p.boundsIntValue = ValueShapes.ToBoundsInt(v, p.boundsIntValue);
                    return;
                case SerializedPropertyType.AnimationCurve:
                    p.animationCurveValue = ValueShapes.ToCurve(v, p.animationCurveValue);
                    return;
                case SerializedPropertyType.Gradient:
                    GradientValue.Set(p, ValueShapes.ToGradient(v, GradientValue.Get(p)), field);
                    return;
                case SerializedPropertyType.ManagedReference:
                    ManagedReferenceValues.Write(p, v, field, WriteValue);
                    return;
                case SerializedPropertyType.Hash128:
                    p.hash128Value = ValueShapes.ToHash128(v);
                    return;
                case SerializedPropertyType.ExposedReference:
                case SerializedPropertyType.FixedBufferSize:
                    throw ToolErrors.Invalid(field, Expected(p), "'" + p.propertyPath + "' is a " + p.propertyType + " (" + p.type
                        + "), which this tool does not write. Use execute_code to set it through its C# API. Nothing was changed.");
            }

            if (UnityEventValues.Is(p))
            {
                UnityEventListeners.Write(p, v, field);
                return;
            }

            if (p.isArray && p.propertyType == SerializedPropertyType.Generic)
            {
                var items = v as JArray;
                if (items == null)
                {
                    throw new FormatException("expected a JSON array");
                }

                p.arraySize = items.Count;
                for (var i = 0; i < items.Count; i++)
                {
                    WriteValue(p.GetArrayElementAtIndex(i), items[i], field + "[" + i + "]");
                }

                return;
            }

            var fields = v as JObject;
            if (fields != null && p.hasChildren)
            {
                foreach (var pair in fields)
                {
                    var child = p.FindPropertyRelative(pair.Key);
                    if (child == null)
                    {
                        throw new FormatException("it has no member '" + pair.Key + "'");
                    }

                    WriteValue(child, pair.Value, field + "." + pair.Key);
                }

                return;
            }

            throw new FormatException("this property type (" + p.type + ") takes a JSON object of its members");
        }

        public static string Expected(SerializedProperty p)
        {
            switch (p.propertyType)
            {
                case SerializedPropertyType.Integer: return IntegerRange(PropertyFieldType.Of(p));
                case SerializedPropertyType.Boolean: return "boolean";
                case SerializedPropertyType.Float: return "number";
                case SerializedPropertyType.String: return "string";
                case SerializedPropertyType.Color: return "colour [r,g,b,a] or \"#RRGGBB\"";
                case SerializedPropertyType.ObjectReference: return "object reference (asset path, GameObject path/id, or null)";
                case SerializedPropertyType.Enum:
                    return ValueShapes.IsFlags(PropertyFieldType.Of(p)) ? ValueShapes.FlagsShape + " of: " + string.Join(", ", p.enumNames) : "one of: " + string.Join(", ", p.enumNames);
                case SerializedPropertyType.Character: return "one character, e.g. \"A\" (or its code)";
                case SerializedPropertyType.LayerMask: return "layer bits as an integer (1 << layer)";
                case SerializedPropertyType.Vector2Int: return "[x,y] of whole numbers";
                case SerializedPropertyType.Vector3Int: return "[x,y,z] of whole numbers";
                case SerializedPropertyType.Rect: return ValueShapes.RectShape;
                case SerializedPropertyType.RectInt: return ValueShapes.RectIntShape;
                case SerializedPropertyType.Bounds: return ValueShapes.BoundsShape;
                case SerializedPropertyType.BoundsInt: return ValueShapes.BoundsIntShape;
                case SerializedPropertyType.Hash128: return ValueShapes.Hash128Shape;
                case SerializedPropertyType.AnimationCurve: return ValueShapes.CurveShape;
                case SerializedPropertyType.Gradient: return ValueShapes.GradientShape;
                case SerializedPropertyType.ManagedReference: return ManagedReferenceValues.Shape;
                case SerializedPropertyType.Vector2: return "[x,y]";
                case SerializedPropertyType.Vector3: return "[x,y,z]";
                case SerializedPropertyType.Vector4: return "[x,y,z,w]";
                case SerializedPropertyType.Quaternion: return "Euler angles [x,y,z]";
                default: return p.isArray ? "array" : UnityEventValues.Is(p) ? UnityEventValues.Shape : p.type;
            }
        }

        private static ulong UnsignedLong(SerializedProperty p)
        {
#if UNITY_2022_1_OR_NEWER
            return p.ulongValue;
#else
            // No ulongValue before 2022.1 (UnityCsReference 2021.3.0f1 SerializedProperty.bindings.cs): longValue holds the same 64 bits.
            return unchecked((ulong)p.longValue);
#endif
        }

        private static readonly Dictionary<Type, KeyValuePair<decimal, decimal>> IntegerRanges = new Dictionary<Type, KeyValuePair<decimal, decimal>>
        {
            { typeof(sbyte), new KeyValuePair<decimal, decimal>(sbyte.MinValue, sbyte.MaxValue) },
            { typeof(byte), new KeyValuePair<decimal, decimal>(byte.MinValue, byte.MaxValue) },
            { typeof(short), new KeyValuePair<decimal, decimal>(short.MinValue, short.MaxValue) },
            { typeof(ushort), new KeyValuePair<decimal, decimal>(ushort.MinValue, ushort.MaxValue) },
            { typeof(int), new KeyValuePair<decimal, decimal>(int.MinValue, int.MaxValue) },
            { typeof(uint), new KeyValuePair<decimal, decimal>(uint.MinValue, uint.MaxValue) },
            { typeof(long), new KeyValuePair<decimal, decimal>(long.MinValue, long.MaxValue) },
            { typeof(ulong), new KeyValuePair<decimal, decimal>(ulong.MinValue, ulong.MaxValue) },
        };

        private static string IntegerRange(Type type)
        {
            KeyValuePair<decimal, decimal> range;
            return type != null && IntegerRanges.TryGetValue(type, out range)
                ? "integer " + range.Key.ToString(CultureInfo.InvariantCulture) + ".." + range.Value.ToString(CultureInfo.InvariantCulture) + " (" + type.Name + ")"
                : "integer";
        }

        // Exact for the whole 64-bit range (a JSON number past 2^53 is not rounded through a double), and refused
        // outside the field's own range, where Unity would keep only the low bits.
        private static void WriteInteger(SerializedProperty p, JToken v)
        {
            decimal number;
            if (v.Type == JTokenType.Integer)
            {
                number = decimal.Parse(v.ToString(Newtonsoft.Json.Formatting.None), NumberStyles.Integer, CultureInfo.InvariantCulture);
            }
            else if (v.Type == JTokenType.String && decimal.TryParse(((string)v).Trim(), NumberStyles.Integer, CultureInfo.InvariantCulture, out number))
            {
            }
            else
            {
                number = (decimal)Math.Round(Number(v));
            }

            var type = PropertyFieldType.Of(p) ?? typeof(long);
            KeyValuePair<decimal, decimal> range;
            if (IntegerRanges.TryGetValue(type, out range) && (number < range.Key || number > range.Value))
            {
                throw new FormatException(number.ToString(CultureInfo.InvariantCulture) + " is out of range for a " + type.Name + " field ("
                    + range.Key.ToString(CultureInfo.InvariantCulture) + ".." + range.Value.ToString(CultureInfo.InvariantCulture) + ")");
            }

            if (type == typeof(ulong))
            {
#if UNITY_2022_1_OR_NEWER
                p.ulongValue = (ulong)number;
#else
                p.longValue = unchecked((long)(ulong)number);
#endif
                return;
            }

            p.longValue = (long)number;
        }

        private static int Character(JToken v)
        {
            if (v.Type == JTokenType.String && ((string)v).Length == 1)
            {
                return ((string)v)[0];
            }

            if (v.Type == JTokenType.Integer && (long)v >= char.MinValue && (long)v <= char.MaxValue)
            {
                return (int)(long)v;
            }

            throw new FormatException("expected one character such as \"A\" (or its code 0..65535)");
        }

        private static int EnumIndex(SerializedProperty p, JToken v)
        {
            var names = p.enumNames;
            if (v.Type == JTokenType.Integer)
            {
                var index = (int)v;
                if (index >= 0 && index < names.Length)
                {
                    return index;
                }

                throw new FormatException("index " + index + " is out of range 0.." + (names.Length - 1));
            }

            var text = v.Type == JTokenType.String ? (string)v : null;
            for (var i = 0; text != null && i < names.Length; i++)
            {
                if (string.Equals(names[i], text, StringComparison.OrdinalIgnoreCase)
                    || string.Equals(p.enumDisplayNames[i], text, StringComparison.OrdinalIgnoreCase))
                {
                    return i;
                }
            }

            throw new FormatException("expected one of: " + string.Join(", ", names));
        }

        private static UnityEngine.Object ObjectFor(JToken v, SerializedProperty p, string field)
        {
            return ObjectFor(v, ReferenceType(p), p.propertyPath, field);
        }

        /// <summary>
        /// The object a JSON value names for a reference of type <paramref name="wanted"/> (null: any): an asset path,
        /// a GameObject's path, name or id (its component of that type for a component reference), what a read gave
        /// ({"asset"…} / {"path"…}), or null.
        /// </summary>
        internal static UnityEngine.Object ObjectFor(JToken v, Type wanted, string propertyPath, string field)
        {
            if (v.Type == JTokenType.Null || (v.Type == JTokenType.String && ((string)v == "null" || (string)v == string.Empty)))
            {
                return null;
            }

            var obj = v as JObject;
            string text = null;
            if (obj != null)
            {
                text = (string)(obj["asset"] ?? obj["path"] ?? obj["id"]);
            }
            else if (v.Type == JTokenType.String || v.Type == JTokenType.Integer)
            {
                text = v.ToString();
            }

            if (text == null)
            {
                throw new FormatException("expected an asset path, a GameObject path/name/id, or null");
            }

            if (text.StartsWith("Assets/", StringComparison.Ordinal) || text.StartsWith("Packages/", StringComparison.Ordinal))
            {
                var asset = wanted != null ? AssetDatabase.LoadAssetAtPath(text, wanted) : AssetDatabase.LoadMainAssetAtPath(text);
                if (asset == null)
                {
                    throw ToolErrors.Missing(field, "No asset" + (wanted != null ? " of type " + wanted.Name : string.Empty) + " at '" + text
                        + "'. Use search with t:" + (wanted != null ? wanted.Name : "Type") + " to find one.");
                }

                return asset;
            }

            var go = SceneObjects.Resolve(text, field);
            if (wanted == null || wanted == typeof(GameObject) || wanted == typeof(UnityEngine.Object))
            {
                return go;
            }

            if (typeof(Component).IsAssignableFrom(wanted))
            {
                var component = go.GetComponent(wanted);
                if (component == null)
                {
                    throw ToolErrors.Missing(field, "'" + SceneObjects.PathOf(go) + "' has no " + wanted.Name + " component for '" + propertyPath + "'.");
                }

                return component;
            }

            throw new FormatException("a " + wanted.Name + " must be an asset path");
        }

        /// <summary>The declared type of an object reference field, from the "PPtr&lt;$Type&gt;" type string.</summary>
        private static Type ReferenceType(SerializedProperty p)
        {
            var typeName = p.type;
            if (typeName.StartsWith("PPtr<", StringComparison.Ordinal))
            {
                typeName = typeName.Substring(5).TrimEnd('>').TrimStart('$');
            }

            foreach (var assembly in AppDomain.CurrentDomain.GetAssemblies())
            {
                var name = assembly.GetName().Name;
                if (name != "UnityEngine" && !name.StartsWith("UnityEngine.", StringComparison.Ordinal) && name != "Assembly-CSharp")
                {
                    continue;
                }

                foreach (var ns in new[] { "UnityEngine.", string.Empty })
                {
                    var type = assembly.GetType(ns + typeName, false);
                    if (type != null && typeof(UnityEngine.Object).IsAssignableFrom(type))
                    {
                        return type;
                    }
                }
            }

            return null;
        }
    }
}
