using System;
using System.Threading;
using System.Threading.Tasks;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;

namespace Patchbay.Editor.Tools.EditorState
{
    /// <summary>
    /// Changes play mode and answers once the editor is in the requested state. Entering play mode reloads
    /// the domain (Unity's default), so the call is resumable: the new domain finishes it.
    /// </summary>
    [McpTool("set_play_mode", "Play, pause, resume, stop or step; waits for that state.",
        Destructive = false, Idempotent = false, WholeEditor = true, TaskOptional = true, Reloads = true)]
    public sealed class SetPlayModeTool : McpTool<SetPlayModeParams, string>, IResumableTool
    {
        private const double TimeoutSeconds = 40;

        protected override async Task<string> ExecuteAsync(SetPlayModeParams parameters, ToolCallContext context)
        {
            var playing = EditorApplication.isPlaying;
            var paused = EditorApplication.isPaused;
            if (parameters.Paused && parameters.Action != PlayModeAction.Play)
            {
                throw ToolErrors.Invalid("paused", "action play", "paused is for action play (enter play mode paused); for a running game use action pause.");
            }

            if (EditorApplication.isCompiling && parameters.Action == PlayModeAction.Play)
            {
                throw ToolErrors.State("Scripts are compiling; call set_play_mode again when compiling is done (get_editor_state).");
            }

            if (parameters.Action == PlayModeAction.Play && EditorUtility.scriptCompilationFailed)
            {
                throw ToolErrors.State("The last compile failed; fix the errors (compile shows them) before entering play mode.");
            }

            if (parameters.Action == PlayModeAction.Play && playing)
            {
                throw ToolErrors.State("Already in play mode" + (paused ? " (paused; use resume)" : string.Empty) + ".");
            }

            if (parameters.Action != PlayModeAction.Play && !playing)
            {
                throw ToolErrors.State("Not in play mode, so '" + parameters.Action.ToString().ToLowerInvariant() + "' does nothing; use play first.");
            }

            if (parameters.Action == PlayModeAction.Pause && paused)
            {
                throw ToolErrors.State("Already paused; use resume or step.");
            }

            if (parameters.Action == PlayModeAction.Resume && !paused)
            {
                throw ToolErrors.State("Not paused; use pause first.");
            }

            if (parameters.Action == PlayModeAction.Play)
            {
                // Entering play mode, Unity leaves Prefab Mode when a script on the prefab may not run in Prefab Mode in
                // play mode (PrefabStage.OnPlayModeStateChanged on ExitingEditMode → StageNavigationManager.GoToMainStage:
                // UnityCsReference 2021.3.0f1 Editor/Mono/SceneManagement/StageManager/PrefabStage/PrefabStage.cs:2060-2069,
                // 6000.0.0f1 :2167-2175), and leaving saves the stage when Auto Save is on.
                PrefabModeExit.RefuseIfAutoSaveWouldWriteOutside("set_play_mode play (entering play mode, Unity leaves Prefab Mode when a script on the prefab may not run in it during play mode)");
            }

            Func<bool> reached;
            switch (parameters.Action)
            {
                case PlayModeAction.Play:
                    context.SetResumeState("play");
                    // Paused before Play, as the toolbar's Pause pressed before Play: play mode starts paused, so no
                    // wall-clock frame runs before the first step_game and a scenario starts from the same frame every
                    // time. EditorApplication.isPaused is kept across the domain reload of entering play mode.
                    if (parameters.Paused)
                    {
                        EditorApplication.isPaused = true;
                    }

                    EditorApplication.isPlaying = true;
                    reached = InPlayMode;
                    break;
                case PlayModeAction.Pause:
                    EditorApplication.isPaused = true;
                    reached = () => EditorApplication.isPaused;
                    break;
                case PlayModeAction.Resume:
                    EditorApplication.isPaused = false;
                    reached = () => !EditorApplication.isPaused;
                    break;
                case PlayModeAction.Step:
                    EditorApplication.isPaused = true;
                    EditorApplication.Step();
                    var frames = 0;
                    reached = () => ++frames > 1;
                    break;
                default:
                    EditorApplication.isPlaying = false;
                    reached = () => !EditorApplication.isPlaying && !EditorApplication.isPlayingOrWillChangePlaymode;
                    break;
            }

            return await Reach(reached, context.Cancellation);
        }

        public async Task<object> ResumeAsync(string resumeState, ToolCallContext context)
        {
            return await Reach(InPlayMode, context.Cancellation);
        }

        private static bool InPlayMode()
        {
            return EditorApplication.isPlaying && EditorApplication.isPlayingOrWillChangePlaymode;
        }

        private static async Task<string> Reach(Func<bool> reached, CancellationToken cancellation)
        {
            if (!await EditorWait.Until(reached, TimeoutSeconds, cancellation))
            {
                throw ToolErrors.State("The editor did not reach the requested state within " + TimeoutSeconds + " s; it is in "
                    + EditorStateReader.PlayMode() + " mode. Check get_console_logs for errors.");
            }

            return ToolJson.Text(new Newtonsoft.Json.Linq.JObject { { "playMode", EditorStateReader.PlayMode() } });
        }
    }
}
