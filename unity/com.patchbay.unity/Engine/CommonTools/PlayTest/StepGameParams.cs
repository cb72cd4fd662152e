using Patchbay.Shared.Core;
using UnityEngine.Scripting;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    [Preserve]
    public sealed class StepGameParams
    {
        [McpParam("Bound")]
        [Preserve]
        public int? Frames;

        [McpParam("Or game seconds")]
        [Preserve]
        public float? Seconds;

        [McpParam("Seconds a frame lasts (1/60)")]
        [Preserve]
        public float? FrameTime;

        [McpParam("KEY@frame or KEY@from-to|end: Space, mouse:left, pad:south, stick:x,y")]
        [Preserve]
        public string[] Inputs;

        [McpParam("Target:Component.field")]
        [Preserve]
        public string[] Watch;

        [McpParam("Stop when it exists, or meets condition", Form = ArgumentForm.Id)]
        [Preserve]
        public string Target;

        [McpParam("e.g. Transform.localPosition.y > 1")]
        [Preserve]
        public string Condition;

        [McpParam("Stop at log text")]
        [Preserve]
        public string Log;

        [McpParam("Random seed")]
        [Preserve]
        public int? Seed;
    }
}
