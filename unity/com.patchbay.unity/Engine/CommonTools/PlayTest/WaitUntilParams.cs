using Patchbay.Shared.Core;
using UnityEngine.Scripting;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    [Preserve]
    public sealed class WaitUntilParams
    {
        [McpParam("Bound")]
        [Preserve]
        public int? Frames;

        [McpParam("Bound, game time")]
        [Preserve]
        public float? Seconds;

        [McpParam("Exists, or meets condition", Form = ArgumentForm.Id)]
        [Preserve]
        public string Target;

        [McpParam("A field get_game_object shows, e.g. Transform.localPosition.y > 1")]
        [Preserve]
        public string Condition;

        [McpParam("Log text")]
        [Preserve]
        public string Log;

        [McpParam("Game view image at the end")]
        [Preserve]
        public bool Screenshot;
    }
}
