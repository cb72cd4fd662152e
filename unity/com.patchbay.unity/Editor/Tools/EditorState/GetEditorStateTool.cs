using System.Collections.Generic;
using System.Threading.Tasks;
using Patchbay.Editor.EditorLoop;
using Patchbay.Editor.Tools.Console;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEngine;
using UnityEngine.SceneManagement;

namespace Patchbay.Editor.Tools.EditorState
{
    [McpTool("get_editor_state", "Check play mode, compile state, scene, selection, console errors.",
        ReadOnly = true, Idempotent = true, StructuredOutput = false)]
    public sealed class GetEditorStateTool : McpTool<NoParams, GetEditorStateResult>
    {
        private const int MaxSelection = 10;
        private static readonly string[] s_errorTypes = { "error", "exception", "assert" };

        protected override Task<GetEditorStateResult> ExecuteAsync(NoParams parameters, ToolCallContext context)
        {
            var scene = SceneManager.GetActiveScene();
            var selection = new List<string>();
            foreach (var selected in Selection.objects)
            {
                if (selection.Count == MaxSelection)
                {
                    selection.Add("… " + (Selection.objects.Length - MaxSelection) + " more");
                    break;
                }

                var go = selected as GameObject;
                selection.Add(go != null && go.scene.IsValid() ? SceneObjects.Label(go) : selected.name + " (" + (AssetDatabase.GetAssetPath(selected) ?? selected.GetType().Name) + ")");
            }

            return Done(new GetEditorStateResult
            {
                PlayMode = EditorStateReader.PlayMode(),
                Compiling = EditorApplication.isCompiling,
                CompileErrors = EditorUtility.scriptCompilationFailed,
                Updating = EditorApplication.isUpdating,
                ActiveScene = string.IsNullOrEmpty(scene.path) ? scene.name + " (untitled)" : scene.path,
                SceneDirty = scene.isDirty,
                ConsoleErrors = ConsoleCapture.Buffer.Count(s_errorTypes),
                Selection = selection.ToArray(),
                Throttled = EditorTickMonitor.Shared.DescribeThrottling(),
                BatchMode = Application.isBatchMode ? true : (bool?)null,
            });
        }
    }
}
