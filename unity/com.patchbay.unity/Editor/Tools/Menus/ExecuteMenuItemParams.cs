using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Menus
{
    public sealed class ExecuteMenuItemParams
    {
        [McpParam("e.g. GameObject/Create Empty", Required = true)]
        public string Path;
    }
}
