using System;
using System.Collections.Generic;
using System.Globalization;
using Newtonsoft.Json.Linq;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.Shared
{
    /// <summary>
    /// The JSON forms of Unity's richer field kinds, shared by the editor's SerializedValues and the player's
    /// ReflectedValues so both read and write the same shapes: [Flags] enums as a list of names, AnimationCurve as
    /// its keys and wrap modes, Gradient as its mode and colour and alpha keys, Bounds, BoundsInt and RectInt as
    /// objects of their parts. Each Read gives what the matching To… takes back; a To… starts from the current value
    /// so a partial object ({"postWrapMode":"Loop"}) changes only what it names. A value that does not fit throws a
    /// FormatException saying what the shape is.
    /// </summary>
    public static class ValueShapes
    {
        /// <summary>Unity's limit of keys per gradient track (UnityCsReference 2021.3.0f1 / 6000.5.2f1 Runtime/Export/Math/Gradient.bindings.cs, SetKeys).</summary>
        public const int MaxGradientKeys = 8;

        public const string FlagsShape = "a list of flag names ([] for none), or a number";
        public const string CurveShape = "{\"keys\":[{\"time\":0,\"value\":0,\"inTangent\":0,\"outTangent\":0},…],\"preWrapMode\":\"ClampForever\",\"postWrapMode\":\"Loop\"} (or just the array of keys; a key may be [time, value])";
        public const string GradientShape = "{\"mode\":\"Blend\",\"colorKeys\":[{\"time\":0,\"color\":[r,g,b]},…],\"alphaKeys\":[{\"time\":0,\"alpha\":1},…]} (at most 8 keys each)";
        public const string BoundsShape = "{\"center\":[x,y,z],\"size\":[x,y,z]} (or {\"min\":…,\"max\":…})";
        public const string BoundsIntShape = "{\"position\":[x,y,z],\"size\":[x,y,z]} of whole numbers";
        public const string RectIntShape = "{\"x\":0,\"y\":0,\"width\":0,\"height\":0} of whole numbers (or [x,y,width,height])";
        public const string RectShape = "{\"x\":0,\"y\":0,\"width\":0,\"height\":0} (or [x,y,width,height])";

        public static bool IsFlags(Type type)
        {
            return type != null && type.IsEnum && type.IsDefined(typeof(FlagsAttribute), false);
        }

        /// <summary>
        /// The names of the set bits, single-bit names first; bits no name covers are added as one number, and a value
        /// that is exactly one composite name ("Everything") gives that name. 0 gives [].
        /// </summary>
        public static JArray Flags(Type type, long value)
        {
            var mask = Mask(type);
            var bits = (ulong)value & mask;
            var names = new JArray();
            var rest = bits;
            var composites = new List<KeyValuePair<string, ulong>>();
            foreach (var name in Enum.GetNames(type))
            {
                var v = Bits(type, name) & mask;
                if (v == 0)
                {
                    continue;
                }

                if ((v & (v - 1)) == 0)
                {
                    if ((bits & v) == v)
                    {
                        names.Add(name);
                        rest &= ~v;
                    }
                }
                else
                {
                    composites.Add(new KeyValuePair<string, ulong>(name, v));
                }
            }

            if (rest != 0)
            {
                foreach (var composite in composites)
                {
                    if (composite.Value == bits)
                    {
                        return new JArray(composite.Key);
                    }
                }

                foreach (var composite in composites)
                {
                    if ((rest & composite.Value) == composite.Value)
                    {
                        names.Add(composite.Key);
                        rest &= ~composite.Value;
                    }
                }
            }

            if (rest != 0)
            {
                names.Add(Signed(type, rest));
            }

            return names;
        }

        /// <summary>The value of a list of names and numbers, one name, "A, B" / "A|B" text, or a number.</summary>
        public static long ToFlags(Type type, JToken v)
        {
            if (v.Type == JTokenType.Integer)
            {
                return (long)v;
            }

            var items = v as JArray;
            if (items == null && v.Type == JTokenType.String)
            {
                items = new JArray();
                foreach (var part in ((string)v).Split(',', '|'))
                {
                    if (part.Trim().Length > 0)
                    {
                        items.Add(part.Trim());
                    }
                }
            }

            if (items == null)
            {
                throw new FormatException("expected " + FlagsShape + " of " + type.Name + ": " + string.Join(", ", Enum.GetNames(type)));
            }

            ulong bits = 0;
            foreach (var item in items)
            {
                if (item.Type == JTokenType.Integer)
                {
                    bits |= (ulong)(long)item;
                    continue;
                }

                var name = item.Type == JTokenType.String ? FlagName(type, ((string)item).Trim()) : null;
                if (name == null)
                {
                    throw new FormatException(JsonValues.Short(item) + " is not a flag of " + type.Name + "; the names are: "
                        + string.Join(", ", Enum.GetNames(type)) + " (give a list of them, [] for none, or a number)");
                }

                bits |= Bits(type, name);
            }

            return Signed(type, bits & Mask(type));
        }

        private static string FlagName(Type type, string text)
        {
            foreach (var name in Enum.GetNames(type))
            {
                if (string.Equals(name, text, StringComparison.OrdinalIgnoreCase))
                {
                    return name;
                }
            }

            return null;
        }

        private static ulong Bits(Type type, string name)
        {
            var value = Enum.Parse(type, name);
            var underlying = Enum.GetUnderlyingType(type);
            return underlying == typeof(ulong) || underlying == typeof(uint) || underlying == typeof(ushort) || underlying == typeof(byte)
                ? Convert.ToUInt64(value, CultureInfo.InvariantCulture)
                : (ulong)Convert.ToInt64(value, CultureInfo.InvariantCulture);
        }

        private static ulong Mask(Type type)
        {
            var size = System.Runtime.InteropServices.Marshal.SizeOf(Enum.GetUnderlyingType(type));
            return size >= 8 ? ulong.MaxValue : (1UL << (size * 8)) - 1;
        }

        // The bits as the enum's own number: -1 for an int enum's every bit, as intValue gives it back.
        private static long Signed(Type type, ulong bits)
        {
            var underlying = Enum.GetUnderlyingType(type);
            if (underlying == typeof(int)) return (int)(uint)bits;
            if (underlying == typeof(short)) return (short)(ushort)bits;
            if (underlying == typeof(sbyte)) return (sbyte)(byte)bits;
            return (long)bits;
        }

        public static JObject Curve(AnimationCurve curve)
        {
            var keys = new JArray();
            if (curve == null)
            {
                return new JObject { { "keys", keys }, { "preWrapMode", WrapName(WrapMode.ClampForever) }, { "postWrapMode", WrapName(WrapMode.ClampForever) } };
            }

            foreach (var key in curve.keys)
            {
                var k = new JObject { { "time", Float(key.time) }, { "value", Float(key.value) }, { "inTangent", Float(key.inTangent) }, { "outTangent", Float(key.outTangent) } };
                if (key.weightedMode != WeightedMode.None)
                {
                    k["inWeight"] = Float(key.inWeight);
                    k["outWeight"] = Float(key.outWeight);
                    k["weightedMode"] = key.weightedMode.ToString();
                }

                keys.Add(k);
            }

            return new JObject { { "keys", keys }, { "preWrapMode", WrapName(curve.preWrapMode) }, { "postWrapMode", WrapName(curve.postWrapMode) } };
        }

        /// <summary>A new curve: <paramref name="current"/>'s keys and wrap modes with what <paramref name="v"/> gives replaced.</summary>
        public static AnimationCurve ToCurve(JToken v, AnimationCurve current)
        {
            var keys = current != null ? current.keys : new Keyframe[0];
            var pre = current != null ? current.preWrapMode : WrapMode.ClampForever;
            var post = current != null ? current.postWrapMode : WrapMode.ClampForever;
            var obj = v as JObject;
            if (v is JArray)
            {
                keys = Keys((JArray)v);
            }
            else if (obj != null)
            {
                foreach (var pair in obj)
                {
                    switch (pair.Key)
                    {
                        case "keys":
                            var array = pair.Value as JArray;
                            if (array == null)
                            {
                                throw new FormatException("'keys' must be an array of keys; expected " + CurveShape);
                            }

                            keys = Keys(array);
                            break;
                        case "preWrapMode":
                            pre = Wrap(pair.Value, "preWrapMode");
                            break;
                        case "postWrapMode":
                            post = Wrap(pair.Value, "postWrapMode");
                            break;
                        default:
                            throw new FormatException("an AnimationCurve has no '" + pair.Key + "' (it has keys, preWrapMode, postWrapMode); expected " + CurveShape);
                    }
                }
            }
            else
            {
                throw new FormatException("expected a JSON object of keys, preWrapMode, postWrapMode, or an array of keys");
            }

            return new AnimationCurve(keys) { preWrapMode = pre, postWrapMode = post };
        }

        private static Keyframe[] Keys(JArray array)
        {
            var keys = new Keyframe[array.Count];
            for (var i = 0; i < array.Count; i++)
            {
                keys[i] = Key(array[i], i);
                for (var j = 0; j < i; j++)
                {
                    if (keys[j].time == keys[i].time)
                    {
                        throw new FormatException("keys " + j + " and " + i + " have the same time " + Float(keys[i].time) + "; a curve has one key per time");
                    }
                }
            }

            Array.Sort(keys, (a, b) => a.time.CompareTo(b.time));
            return keys;
        }

        private static Keyframe Key(JToken v, int index)
        {
            var where = "key " + index;
            var pair = v as JArray;
            if (pair != null)
            {
                if (pair.Count != 2 && pair.Count != 4)
                {
                    throw new FormatException(where + " has " + pair.Count + " numbers; give [time, value], [time, value, inTangent, outTangent] or {\"time\":…,\"value\":…}");
                }

                var numbers = new float[pair.Count];
                for (var i = 0; i < pair.Count; i++)
                {
                    numbers[i] = Single(pair[i], where);
                }

                return pair.Count == 2 ? new Keyframe(numbers[0], numbers[1]) : new Keyframe(numbers[0], numbers[1], numbers[2], numbers[3]);
            }

            var obj = v as JObject;
            if (obj == null)
            {
                throw new FormatException(where + " is " + JsonValues.Short(v) + "; give {\"time\":…,\"value\":…} or [time, value]");
            }

            if (obj["time"] == null || obj["value"] == null)
            {
                throw new FormatException(where + " has no '" + (obj["time"] == null ? "time" : "value") + "'; each key needs time and value");
            }

            var key = new Keyframe(Single(obj["time"], where + " time"), Single(obj["value"], where + " value"));
            foreach (var member in obj)
            {
                switch (member.Key)
                {
                    case "time":
                    case "value":
                        break;
                    case "inTangent":
                        key.inTangent = Single(member.Value, where + " inTangent");
                        break;
                    case "outTangent":
                        key.outTangent = Single(member.Value, where + " outTangent");
                        break;
                    case "inWeight":
                        key.inWeight = Single(member.Value, where + " inWeight");
                        break;
                    case "outWeight":
                        key.outWeight = Single(member.Value, where + " outWeight");
                        break;
                    case "weightedMode":
                        key.weightedMode = (WeightedMode)EnumValue(typeof(WeightedMode), member.Value, where + " weightedMode");
                        break;
                    default:
                        throw new FormatException(where + " has no member '" + member.Key + "' (a key has time, value, inTangent, outTangent, inWeight, outWeight, weightedMode)");
                }
            }

            return key;
        }

        // Unity's WrapMode has two names for 1 (Once, Clamp); the curve editor shows Clamp for it.
        private static string WrapName(WrapMode mode)
        {
            return mode == WrapMode.Once ? "Clamp" : mode.ToString();
        }

        private static WrapMode Wrap(JToken v, string where)
        {
            return (WrapMode)EnumValue(typeof(WrapMode), v, where);
        }

        public static JObject Gradient(Gradient gradient)
        {
            var colours = new JArray();
            var alphas = new JArray();
            var mode = "Blend";
            if (gradient != null)
            {
                mode = gradient.mode.ToString();
                foreach (var key in gradient.colorKeys)
                {
                    colours.Add(new JObject { { "time", Float(key.time) }, { "color", new JArray(Float(key.color.r), Float(key.color.g), Float(key.color.b)) } });
                }

                foreach (var key in gradient.alphaKeys)
                {
                    alphas.Add(new JObject { { "time", Float(key.time) }, { "alpha", Float(key.alpha) } });
                }
            }

            return new JObject { { "mode", mode }, { "colorKeys", colours }, { "alphaKeys", alphas } };
        }

        /// <summary>A new gradient: <paramref name="current"/>'s mode and keys with what <paramref name="v"/> gives replaced.</summary>
        public static Gradient ToGradient(JToken v, Gradient current)
        {
            var obj = v as JObject;
            if (obj == null)
            {
                throw new FormatException("expected a JSON object of mode, colorKeys, alphaKeys");
            }

            var result = new Gradient();
            var colours = current != null ? current.colorKeys : result.colorKeys;
            var alphas = current != null ? current.alphaKeys : result.alphaKeys;
            var mode = current != null ? current.mode : GradientMode.Blend;
            foreach (var pair in obj)
            {
                switch (pair.Key)
                {
                    case "mode":
                        mode = (GradientMode)EnumValue(typeof(GradientMode), pair.Value, "mode");
                        break;
                    case "colorKeys":
                        colours = GradientKeys(pair.Value, "colorKeys", "color", (time, value, where) => new GradientColorKey(Colour(value, where), time));
                        break;
                    case "alphaKeys":
                        alphas = GradientKeys(pair.Value, "alphaKeys", "alpha", (time, value, where) => new GradientAlphaKey(Single(value, where), time));
                        break;
                    default:
                        throw new FormatException("a Gradient has no '" + pair.Key + "' (it has mode, colorKeys, alphaKeys); expected " + GradientShape);
                }
            }

            result.mode = mode;
            result.SetKeys(colours, alphas);
            return result;
        }

        private static T[] GradientKeys<T>(JToken v, string member, string valueName, Func<float, JToken, string, T> make)
        {
            var array = v as JArray;
            if (array == null || array.Count == 0 || array.Count > MaxGradientKeys)
            {
                throw new FormatException("'" + member + "' must be an array of 1 to " + MaxGradientKeys + " keys {\"time\":0..1,\"" + valueName + "\":…}"
                    + (array != null && array.Count > MaxGradientKeys ? " (got " + array.Count + "; Unity keeps at most " + MaxGradientKeys + ")" : string.Empty));
            }

            var keys = new T[array.Count];
            for (var i = 0; i < array.Count; i++)
            {
                var where = member + "[" + i + "]";
                var key = array[i] as JObject;
                if (key == null || key["time"] == null || key[valueName] == null)
                {
                    throw new FormatException(where + " must be {\"time\":0..1,\"" + valueName + "\":…}, got " + JsonValues.Short(array[i]));
                }

                var time = Single(key["time"], where + " time");
                if (time < 0f || time > 1f)
                {
                    throw new FormatException(where + " time " + Float(time) + " is outside 0..1");
                }

                keys[i] = make(time, key[valueName], where + " " + valueName);
            }

            return keys;
        }

        public const string Hash128Shape = "32 hex digits, e.g. \"0123456789abcdef0123456789abcdef\"";

        /// <summary>A Hash128 from its 32 hex digits (Hash128.Parse takes fewer and other text without a word, so this checks first).</summary>
        public static Hash128 ToHash128(JToken v)
        {
            var text = v.Type == JTokenType.String ? ((string)v).Trim() : null;
            if (text == null || text.Length != 32)
            {
                throw new FormatException("expected " + Hash128Shape);
            }

            foreach (var c in text)
            {
                if (!Uri.IsHexDigit(c))
                {
                    throw new FormatException("'" + c + "' is not a hex digit; expected " + Hash128Shape);
                }
            }

            return Hash128.Parse(text.ToLowerInvariant());
        }

        public static JObject Bounds(Bounds b)
        {
            return new JObject { { "center", JsonValues.Vector(b.center) }, { "size", JsonValues.Vector(b.size) } };
        }

        public static Bounds ToBounds(JToken v, Bounds current)
        {
            var obj = Members(v, BoundsShape, "center", "size", "extents", "min", "max");
            var result = current;
            if (obj["min"] != null || obj["max"] != null)
            {
                if (obj["center"] != null || obj["size"] != null || obj["extents"] != null)
                {
                    throw new FormatException("give center and size, or min and max, not both; expected " + BoundsShape);
                }

                result.SetMinMax(obj["min"] != null ? Vector3Of(obj["min"], "min") : current.min, obj["max"] != null ? Vector3Of(obj["max"], "max") : current.max);
                return result;
            }

            if (obj["center"] != null) result.center = Vector3Of(obj["center"], "center");
            if (obj["size"] != null) result.size = Vector3Of(obj["size"], "size");
            if (obj["extents"] != null) result.extents = Vector3Of(obj["extents"], "extents");
            return result;
        }

        public static JObject BoundsInt(BoundsInt b)
        {
            return new JObject { { "position", new JArray(b.position.x, b.position.y, b.position.z) }, { "size", new JArray(b.size.x, b.size.y, b.size.z) } };
        }

        public static BoundsInt ToBoundsInt(JToken v, BoundsInt current)
        {
            var obj = Members(v, BoundsIntShape, "position", "size");
            var result = current;
            if (obj["position"] != null) result.position = Vector3IntOf(obj["position"], "position");
            if (obj["size"] != null) result.size = Vector3IntOf(obj["size"], "size");
            return result;
        }

        public static JObject RectInt(RectInt r)
        {
            return new JObject { { "x", r.x }, { "y", r.y }, { "width", r.width }, { "height", r.height } };
        }

        public static RectInt ToRectInt(JToken v, RectInt current)
        {
            var parts = Parts(v, RectIntShape, new double[] { current.x, current.y, current.width, current.height });
            var whole = new int[4];
            for (var i = 0; i < 4; i++)
            {
                whole[i] = Whole(parts[i], RectNames[i]);
            }

            return new RectInt(whole[0], whole[1], whole[2], whole[3]);
        }

        public static Rect ToRect(JToken v, Rect current)
        {
            var parts = Parts(v, RectShape, new double[] { current.x, current.y, current.width, current.height });
            return new Rect((float)parts[0], (float)parts[1], (float)parts[2], (float)parts[3]);
        }

        private static readonly string[] RectNames = { "x", "y", "width", "height" };

        // x, y, width, height from [4 numbers] or an object naming some of them (the others kept).
        private static double[] Parts(JToken v, string shape, double[] current)
        {
            if (v is JArray)
            {
                var f = JsonValues.Floats(v, 4, null);
                return new double[] { f[0], f[1], f[2], f[3] };
            }

            var obj = Members(v, shape, RectNames);
            var parts = (double[])current.Clone();
            for (var i = 0; i < 4; i++)
            {
                if (obj[RectNames[i]] != null)
                {
                    parts[i] = Single(obj[RectNames[i]], RectNames[i]);
                }
            }

            return parts;
        }

        private static JObject Members(JToken v, string shape, params string[] names)
        {
            var obj = v as JObject;
            if (obj == null)
            {
                throw new FormatException("expected a JSON object of " + string.Join(", ", names));
            }

            foreach (var pair in obj)
            {
                if (Array.IndexOf(names, pair.Key) < 0)
                {
                    throw new FormatException("it has no member '" + pair.Key + "' (it has " + string.Join(", ", names) + "); expected " + shape);
                }
            }

            return obj;
        }

        private static Vector3 Vector3Of(JToken v, string where)
        {
            try
            {
                var f = JsonValues.Floats(v, 3, "xyz");
                return new Vector3(f[0], f[1], f[2]);
            }
            catch (FormatException e)
            {
                throw new FormatException("'" + where + "': " + e.Message);
            }
        }

        private static Vector3Int Vector3IntOf(JToken v, string where)
        {
            var f = JsonValues.Floats(v, 3, "xyz");
            return new Vector3Int(Whole(f[0], where + ".x"), Whole(f[1], where + ".y"), Whole(f[2], where + ".z"));
        }

        private static int Whole(double value, string where)
        {
            if (value != Math.Floor(value) || value < int.MinValue || value > int.MaxValue)
            {
                throw new FormatException("'" + where + "' must be a whole number, got " + value.ToString(CultureInfo.InvariantCulture));
            }

            return (int)value;
        }

        private static float Single(JToken v, string where)
        {
            double number;
            try
            {
                number = JsonValues.Number(v);
            }
            catch (FormatException)
            {
                throw new FormatException(where + " must be a number, got " + JsonValues.Short(v));
            }

            if (double.IsNaN(number))
            {
                throw new FormatException(where + " is not a number");
            }

            return (float)number;
        }

        private static Color Colour(JToken v, string where)
        {
            try
            {
                return JsonValues.Colour(v);
            }
            catch (FormatException e)
            {
                throw new FormatException(where + ": " + e.Message);
            }
        }

        private static object EnumValue(Type type, JToken v, string where)
        {
            var names = Enum.GetNames(type);
            var text = v.Type == JTokenType.String ? (string)v : null;
            foreach (var name in names)
            {
                if (text != null && string.Equals(name, text.Trim(), StringComparison.OrdinalIgnoreCase))
                {
                    return Enum.Parse(type, name);
                }
            }

            throw new FormatException(where + " must be one of " + string.Join(", ", names) + ", got " + JsonValues.Short(v));
        }

        /// <summary>A float as JSON: rounded, and the infinities (a constant key's tangents) as the text "Infinity" / "-Infinity", which JSON cannot hold as numbers and the writers take back.</summary>
        public static JToken Float(double value)
        {
            if (double.IsPositiveInfinity(value)) return "Infinity";
            if (double.IsNegativeInfinity(value)) return "-Infinity";
            if (double.IsNaN(value)) return "NaN";
            return JsonValues.Round(value);
        }
    }
}
