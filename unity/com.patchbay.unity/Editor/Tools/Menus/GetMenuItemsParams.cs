using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Menus
{
    public sealed class GetMenuItemsParams
    {
        [McpParam("Prefix or text")]
        public string Filter;

        [McpParam("", Minimum = 1, Maximum = 500)]
        public int Limit = 100;
    }
}
