using System.Threading.Tasks;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tests.Fixtures
{
    [McpTool("reserved_arg_tool", "Declares the reserved 'editor' argument.")]
    public sealed class ReservedArgTool : McpTool<EditorArgParams, string>
    {
        protected override Task<string> ExecuteAsync(EditorArgParams parameters, ToolCallContext context)
        {
            return Done("never");
        }
    }
}
