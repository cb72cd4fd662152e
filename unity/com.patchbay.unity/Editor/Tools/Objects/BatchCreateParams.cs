using Newtonsoft.Json.Linq;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Objects
{
    public sealed class BatchCreateParams
    {
        [McpParam("Items as for create_game_object", Required = true, MinLength = 1, MaxLength = 200)]
        public JObject[] Objects;
    }
}
