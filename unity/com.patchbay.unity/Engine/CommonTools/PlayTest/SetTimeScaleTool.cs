using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEngine.Scripting;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    /// <summary>
    /// Sets Time.timeScale in play mode (slow motion to watch a jump, 0 to freeze game time while frames go on).
    /// Unity puts it back to the project's Time settings when play mode ends, so only play mode is allowed.
    /// Unity's own limit is 100 (Time.timeScale's setter rejects more).
    /// </summary>
    [McpTool("set_time_scale", "Set Time.timeScale in play mode.",
        Group = "play", Destructive = false, Idempotent = true)]
    [Preserve]
    public sealed class SetTimeScaleTool : McpTool<SetTimeScaleParams, string>
    {
        public const float MaxScale = 100f;

        [Preserve]
        protected override Task<string> ExecuteAsync(SetTimeScaleParams parameters, ToolCallContext context)
        {
            PlayModeGuard.Require("set_time_scale");
            if (!(parameters.Scale >= 0 && parameters.Scale <= MaxScale))
            {
                throw ToolErrors.Invalid("scale", "0.." + MaxScale, "scale is " + parameters.Scale + "; Time.timeScale takes 0 to " + MaxScale + ".");
            }

            var previous = Time.timeScale;
            Time.timeScale = parameters.Scale;
            return Done(ToolJson.Text(new JObject { { "previous", previous }, { "timeScale", Time.timeScale } }));
        }
    }
}
