using Patchbay.Shared.Core;
using UnityEngine.Scripting;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    [Preserve]
    public sealed class SetTimeScaleParams
    {
        [McpParam("0..100, 1 is normal", Required = true)]
        [Preserve]
        public float Scale;
    }
}
