using Newtonsoft.Json.Linq;
using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Objects
{
    public sealed class BatchCreateParams
    {
        [McpParam("Each takes create_game_object's arguments; parent may name an earlier item", Required = true, MinLength = 1, MaxLength = 200)]
        public JObject[] Objects;
    }
}
