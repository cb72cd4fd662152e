using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.PlayTest
{
    public sealed class WaitUntilParams
    {
        [McpParam("Bound")]
        public int? Frames;

        [McpParam("Bound, game time")]
        public float? Seconds;

        [McpParam("Exists, or meets condition", Form = ArgumentForm.Id)]
        public string Target;

        [McpParam("e.g. Transform.position.y > 1")]
        public string Condition;

        [McpParam("Log text")]
        public string Log;

        [McpParam("Game view image at the end")]
        public bool Screenshot;
    }
}
