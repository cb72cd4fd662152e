using Newtonsoft.Json;
using Newtonsoft.Json.Linq;

namespace Patchbay.Engine.CommonTools.Shared
{
    /// <summary>Compact JSON text for tools whose results vary too much for an output schema.</summary>
    public static class ToolJson
    {
        public static string Text(JToken json)
        {
            return json.ToString(Formatting.None);
        }
    }
}
