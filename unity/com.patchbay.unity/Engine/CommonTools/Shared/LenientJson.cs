using Newtonsoft.Json;
using Newtonsoft.Json.Linq;

namespace Patchbay.Engine.CommonTools.Shared
{
    /// <summary>
    /// Field values arrive as strings (schemas stay strictly typed for every client) but usually hold JSON:
    /// "5", "true", "[1,2,3]", "{\"r\":1}". Anything that does not parse is the plain string it looks like,
    /// so "Hello" and "Assets/Materials/Red.mat" need no extra quoting; nor does "007", which JSON cannot hold as a number.
    /// </summary>
    public static class LenientJson
    {
        public static JToken Parse(string text)
        {
            if (text == null)
            {
                return JValue.CreateNull();
            }

            var trimmed = text.Trim();
            if (trimmed.Length == 0)
            {
                return new JValue(text);
            }

            // "007" or a Hash128's "0000…01" is text: JSON has no leading zeros, and Json.NET would read them as octal.
            var digits = trimmed[0] == '-' ? 1 : 0;
            if (trimmed.Length > digits + 1 && trimmed[digits] == '0' && char.IsDigit(trimmed[digits + 1]))
            {
                return new JValue(text);
            }

            try
            {
                return JToken.Parse(trimmed);
            }
            catch (JsonException)
            {
                return new JValue(text);
            }
        }
    }
}
