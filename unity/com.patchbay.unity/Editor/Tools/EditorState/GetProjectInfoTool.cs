using System.IO;
using System.Threading.Tasks;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEngine;
using UnityEngine.SceneManagement;

namespace Patchbay.Editor.Tools.EditorState
{
    [McpTool("get_project_info", "Read project name, path, Unity/package versions, platform, build scenes.",
        ReadOnly = true, Idempotent = true, StructuredOutput = false)]
    public sealed class GetProjectInfoTool : McpTool<NoParams, GetProjectInfoResult>
    {
        protected override Task<GetProjectInfoResult> ExecuteAsync(NoParams parameters, ToolCallContext context)
        {
            var projectPath = Path.GetDirectoryName(Application.dataPath).Replace('\\', '/');
            return Done(new GetProjectInfoResult
            {
                ProjectName = Path.GetFileName(projectPath),
                ProjectPath = projectPath,
                UnityVersion = Application.unityVersion,
                Platform = Application.platform.ToString(),
                PackageVersion = PatchbayInfo.PackageVersion,
                BuildSceneCount = SceneManager.sceneCountInBuildSettings,
            });
        }
    }
}
