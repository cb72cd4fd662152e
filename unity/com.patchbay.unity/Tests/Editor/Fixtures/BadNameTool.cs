using System.Threading.Tasks;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tests.Fixtures
{
    [McpTool("Bad-Name", "Has a name the registry must refuse.")]
    public sealed class BadNameTool : McpTool<NoParams, string>
    {
        protected override Task<string> ExecuteAsync(NoParams parameters, ToolCallContext context)
        {
            return Done("never");
        }
    }
}
