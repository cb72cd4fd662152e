using Patchbay.Shared.Core;
using UnityEngine.Scripting;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    [Preserve]
    public sealed class SimulateInputParams
    {
        [McpParam("")]
        [Preserve]
        public InputGesture Action;

        [McpParam("Space, W, mouse:left, pad:south")]
        [Preserve]
        public string[] Keys;

        [McpParam("[x,y]")]
        [Preserve]
        public float[] Pointer;

        [McpParam("Gamepad [lx,ly(,rx,ry)]")]
        [Preserve]
        public float[] Sticks;

        [McpParam("Press frames")]
        [Preserve]
        public int? Frames;

        [McpParam("Or game seconds")]
        [Preserve]
        public float? Seconds;
    }
}
