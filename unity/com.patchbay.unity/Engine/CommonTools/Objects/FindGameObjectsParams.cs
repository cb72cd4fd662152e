using Patchbay.Shared.Core;
using UnityEngine.Scripting;

namespace Patchbay.Engine.CommonTools.Objects
{
    [Preserve]
    public sealed class FindGameObjectsParams
    {
        [McpParam("Substring or glob")]
        [Preserve]
        public string Name;

        [Preserve]
        public string Tag;

        [Preserve]
        public string Layer;

        [Preserve]
        public string Component;

        [McpParam("Under this path")]
        [Preserve]
        public string Path;

        [Preserve]
        public bool? Active;

        [Preserve]
        public string Scene;

        [Preserve]
        public int Offset;

        [McpParam("", Minimum = 1, Maximum = 500)]
        [Preserve]
        public int Limit = 50;
    }
}
