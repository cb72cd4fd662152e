using System;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;

namespace Patchbay.Editor.Tools.Packages
{
    /// <summary>What add_package and remove_package share: the state checks, the start and the resumable wait.</summary>
    public static class PackageChange
    {
        public static void CheckEditorState()
        {
            if (EditorApplication.isPlaying)
            {
                throw ToolErrors.State("The editor is in play mode; stop it first (set_play_mode with action \"stop\"), then change packages.");
            }

            if (EditorApplication.isCompiling)
            {
                throw ToolErrors.State("Scripts are compiling; call again in a few seconds (get_editor_state shows compiling=false when done).");
            }

            var running = PackageJobs.Running();
            if (running != null)
            {
                throw ToolErrors.State("Another package change is running (job " + running + "); wait for it with get_job, then call again.");
            }
        }

        public static async Task<string> Run(string action, string id, string name, int waitSeconds, ToolCallContext context)
        {
            var job = PackageJobs.Start(action, id, name);
            var deadline = DateTime.UtcNow.AddSeconds(waitSeconds).Ticks;
            context.SetResumeState(new JObject { { "j", job }, { "d", deadline } }.ToString(Newtonsoft.Json.Formatting.None));
            return ToolJson.Text(await PackageJobs.Wait(job, deadline, context.Cancellation));
        }

        public static async Task<object> Resume(string resumeState, ToolCallContext context)
        {
            var state = JObject.Parse(resumeState);
            return ToolJson.Text(await PackageJobs.Wait((string)state["j"], (long)state["d"], context.Cancellation));
        }
    }
}
