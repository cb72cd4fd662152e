using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.PlayTest
{
    public sealed class SetTimeScaleParams
    {
        [McpParam("0..100, 1 is normal", Required = true)]
        public float Scale;
    }
}
