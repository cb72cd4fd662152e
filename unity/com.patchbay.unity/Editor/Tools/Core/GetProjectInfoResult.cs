using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Core
{
    public sealed class GetProjectInfoResult
    {
        [McpParam("Project folder name.")]
        public string ProjectName;

        [McpParam("Absolute path of the project root (the folder holding Assets/).")]
        public string ProjectPath;

        [McpParam("Unity Editor version, e.g. 2022.3.20f1.")]
        public string UnityVersion;

        [McpParam("Platform the editor runs on, e.g. WindowsEditor, OSXEditor, LinuxEditor.")]
        public string Platform;

        [McpParam("Version of the com.patchbay.unity package.")]
        public string PackageVersion;

        [McpParam("Number of enabled scenes in Build Settings.")]
        public int BuildSceneCount;

        [McpParam("Editor state: edit, playing or paused.")]
        public string PlayMode;

        [McpParam("Whether scripts are compiling right now.")]
        public bool Compiling;
    }
}
