using System;
using System.Globalization;
using Newtonsoft.Json.Linq;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.Shared
{
    /// <summary>
    /// The JSON forms agents use for field values, read without a SerializedObject so the editor's serialized
    /// properties and a player's reflected fields take the same values: numbers (or numeric text), booleans
    /// (true/yes/on/1), vectors as [x,y,z], {"x":…} or "(1, 2, 3)", colours as [r,g,b,a], {"r":…} or "#RRGGBB[AA]".
    /// A value that does not fit throws FormatException saying what was expected; callers name the field.
    /// </summary>
    public static class JsonValues
    {
        public static double Number(JToken v)
        {
            if (v.Type == JTokenType.Integer || v.Type == JTokenType.Float)
            {
                return (double)v;
            }

            double parsed;
            if (v.Type == JTokenType.String && double.TryParse((string)v, NumberStyles.Float, CultureInfo.InvariantCulture, out parsed))
            {
                return parsed;
            }

            if (v.Type == JTokenType.Boolean)
            {
                return (bool)v ? 1 : 0;
            }

            throw new FormatException("expected a number");
        }

        public static bool Bool(JToken v)
        {
            if (v.Type == JTokenType.Boolean)
            {
                return (bool)v;
            }

            if (v.Type == JTokenType.Integer)
            {
                return (long)v != 0;
            }

            var text = v.Type == JTokenType.String ? ((string)v).Trim().ToLowerInvariant() : null;
            if (text == "true" || text == "yes" || text == "on" || text == "1") return true;
            if (text == "false" || text == "no" || text == "off" || text == "0") return false;
            throw new FormatException("expected true or false");
        }

        public static float[] Floats(JToken v, int count, string names)
        {
            var result = new float[count];
            var array = v as JArray;
            var obj = v as JObject;
            if (array != null)
            {
                if (array.Count != count)
                {
                    throw new FormatException("expected " + count + " numbers, got " + array.Count);
                }

                for (var i = 0; i < count; i++)
                {
                    result[i] = (float)Number(array[i]);
                }

                return result;
            }

            if (obj != null && names != null)
            {
                for (var i = 0; i < count; i++)
                {
                    var component = obj[names[i].ToString()];
                    if (component == null)
                    {
                        throw new FormatException("missing '" + names[i] + "'");
                    }

                    result[i] = (float)Number(component);
                }

                return result;
            }

            if (v.Type == JTokenType.String)
            {
                // "1,2,3" and Unity's ToString() "(1.00, 2.00, 3.00)".
                var parts = ((string)v).Trim().Trim('(', ')', '[', ']').Split(',');
                if (parts.Length == count)
                {
                    for (var i = 0; i < count; i++)
                    {
                        double number;
                        if (!double.TryParse(parts[i].Trim(), NumberStyles.Float, CultureInfo.InvariantCulture, out number) || double.IsNaN(number) || double.IsInfinity(number))
                        {
                            throw new FormatException("'" + parts[i].Trim() + "' is not a number");
                        }

                        result[i] = (float)number;
                    }

                    return result;
                }
            }

            throw new FormatException("expected an array of " + count + " numbers");
        }

        public static Color Colour(JToken v)
        {
            if (v.Type == JTokenType.String)
            {
                Color parsed;
                if (TryHex((string)v, out parsed))
                {
                    return parsed;
                }

                throw new FormatException("expected \"#RRGGBB\" or \"#RRGGBBAA\"");
            }

            var obj = v as JObject;
            if (obj != null)
            {
                return new Color((float)Number(obj["r"] ?? 0), (float)Number(obj["g"] ?? 0), (float)Number(obj["b"] ?? 0), (float)Number(obj["a"] ?? 1));
            }

            var array = v as JArray;
            if (array != null && (array.Count == 3 || array.Count == 4))
            {
                return new Color((float)Number(array[0]), (float)Number(array[1]), (float)Number(array[2]), array.Count == 4 ? (float)Number(array[3]) : 1f);
            }

            throw new FormatException("expected [r,g,b,a] with values 0..1, {\"r\":…} or \"#RRGGBB\"");
        }

        public static bool TryHex(string text, out Color colour)
        {
            colour = Color.white;
            var hex = text.Trim().TrimStart('#');
            if (hex.Length != 6 && hex.Length != 8)
            {
                return false;
            }

            uint value;
            if (!uint.TryParse(hex, NumberStyles.HexNumber, CultureInfo.InvariantCulture, out value))
            {
                return false;
            }

            if (hex.Length == 6)
            {
                value = (value << 8) | 0xff;
            }

            colour = new Color(((value >> 24) & 0xff) / 255f, ((value >> 16) & 0xff) / 255f, ((value >> 8) & 0xff) / 255f, (value & 0xff) / 255f);
            return true;
        }

        public static JArray Vector(Vector3 v)
        {
            return new JArray(Round(v.x), Round(v.y), Round(v.z));
        }

        /// <summary>
        /// A ulong as a JSON number. Past long.MaxValue it is parsed from its digits (a big integer), because a JValue
        /// holding a ulong fails to serialize in the Newtonsoft.Json the package builds with.
        /// </summary>
        public static JToken Unsigned(ulong value)
        {
            return value <= long.MaxValue ? new JValue((long)value) : JToken.Parse(value.ToString(CultureInfo.InvariantCulture));
        }

        public static double Round(double value)
        {
            return double.IsNaN(value) || double.IsInfinity(value) ? 0 : Math.Round(value, 4);
        }

        public static string Short(JToken v)
        {
            var text = v.ToString(Newtonsoft.Json.Formatting.None);
            return text.Length > 60 ? text.Substring(0, 57) + "..." : text;
        }
    }
}
