using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.PlayTest
{
    public sealed class SimulateInputParams
    {
        [McpParam("")]
        public InputGesture Action;

        [McpParam("Space, W, mouse:left, pad:south")]
        public string[] Keys;

        [McpParam("[x,y]")]
        public float[] Pointer;

        [McpParam("Gamepad [lx,ly(,rx,ry)]")]
        public float[] Sticks;

        [McpParam("Press frames")]
        public int? Frames;

        [McpParam("Or game seconds")]
        public float? Seconds;
    }
}
