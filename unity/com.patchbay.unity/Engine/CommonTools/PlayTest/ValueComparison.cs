using System;
using System.Globalization;
using Patchbay.Engine.CommonTools.Shared;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    /// <summary>
    /// The comparison of a field condition: numbers compare as numbers (bools as 0/1), anything else by its text
    /// with == and != only. == and != on numbers allow float precision (a relative 1e-5, at least 1e-5), so a value
    /// copied back from an answer (rounded to 6 decimals) or a float that went through arithmetic still matches.
    /// Engine-free.
    /// </summary>
    public sealed class ValueComparison
    {
        private readonly string _op;
        private readonly string _text;
        private readonly double? _number;

        public ValueComparison(string op, string value)
        {
            _op = string.IsNullOrEmpty(op) ? "==" : op.Trim();
            if (_op != ">" && _op != ">=" && _op != "<" && _op != "<=" && _op != "==" && _op != "!=")
            {
                throw ToolErrors.Invalid("condition", ">, >=, <, <=, == or !=", "operator '" + op + "' is not one of >, >=, <, <=, ==, !=.");
            }

            if (value == null)
            {
                throw ToolErrors.Invalid("condition", "a value", "The condition has no value to compare with (a number, true/false or text).");
            }

            _text = value.Trim().Trim('"');
            double number;
            if (double.TryParse(_text, NumberStyles.Float, CultureInfo.InvariantCulture, out number))
            {
                _number = number;
            }
            else if (_text == "true" || _text == "false")
            {
                _number = _text == "true" ? 1 : 0;
            }
            else if (_op != "==" && _op != "!=")
            {
                throw ToolErrors.Invalid("condition", "a number", "operator '" + _op + "' needs a number; '" + value + "' is not one.");
            }
        }

        public string Describe(string member)
        {
            return member + " " + _op + " " + _text;
        }

        public bool Holds(object current)
        {
            var number = AsNumber(current);
            if (_number.HasValue && number.HasValue)
            {
                var a = number.Value;
                var b = _number.Value;
                switch (_op)
                {
                    case ">": return a > b;
                    case ">=": return a >= b;
                    case "<": return a < b;
                    case "<=": return a <= b;
                    case "==": return Near(a, b);
                    default: return !Near(a, b);
                }
            }

            if (_op != "==" && _op != "!=")
            {
                return false;
            }

            var equal = string.Equals(Text(current), _text, StringComparison.Ordinal);
            return _op == "==" ? equal : !equal;
        }

        private static bool Near(double a, double b)
        {
            return Math.Abs(a - b) <= 1e-5 * Math.Max(1, Math.Abs(b));
        }

        public static double? AsNumber(object value)
        {
            if (value is bool)
            {
                return (bool)value ? 1 : 0;
            }

            if (value is IConvertible && !(value is string) && !(value is char) && !(value is Enum))
            {
                try
                {
                    return Convert.ToDouble(value, CultureInfo.InvariantCulture);
                }
                catch (Exception)
                {
                    return null;
                }
            }

            return null;
        }

        public static string Text(object value)
        {
            if (value == null)
            {
                return "null";
            }

            var number = AsNumber(value);
            return number.HasValue && !(value is bool) ? number.Value.ToString("R", CultureInfo.InvariantCulture) : value is bool ? ((bool)value ? "true" : "false") : value.ToString();
        }
    }
}
