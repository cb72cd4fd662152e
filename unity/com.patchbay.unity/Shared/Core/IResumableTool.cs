using System.Threading.Tasks;

namespace Patchbay.Shared.Core
{
    /// <summary>
    /// A tool whose call can outlive a domain reload (a compile causes the very reload that ends its domain).
    /// While running it stores a resume state with <see cref="ToolCallContext.SetResumeState"/>; after the
    /// reload the package calls <see cref="ResumeAsync"/> in the new domain and sends its result on the new
    /// connection. Calls of other tools that a reload cuts off are answered "interrupted".
    /// </summary>
    public interface IResumableTool : IMcpTool
    {
        Task<object> ResumeAsync(string resumeState, ToolCallContext context);
    }
}
