using Newtonsoft.Json;
using Newtonsoft.Json.Linq;

namespace Patchbay.Editor.Tools.Shared
{
    /// <summary>
    /// Field values arrive as strings (schemas stay strictly typed for every client) but usually hold JSON:
    /// "5", "true", "[1,2,3]", "{\"r\":1}". Anything that does not parse is the plain string it looks like,
    /// so "Hello" and "Assets/Materials/Red.mat" need no extra quoting.
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
