namespace Patchbay.Editor.Tools.EditorState
{
    public sealed class GetProjectInfoResult
    {
        public string ProjectName;

        public string ProjectPath;

        public string UnityVersion;

        public string Platform;

        public string PackageVersion;

        public int BuildSceneCount;
    }
}
