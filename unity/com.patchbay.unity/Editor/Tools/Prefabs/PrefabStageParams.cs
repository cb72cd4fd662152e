using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Prefabs
{
    public sealed class PrefabStageParams
    {
        [McpParam("", Required = true)]
        public PrefabStageAction Action;

        [McpParam("Open: Assets/….prefab")]
        public string Path;

        [McpParam("Close: keep edits (else discarded)")]
        public bool Save;
    }
}
