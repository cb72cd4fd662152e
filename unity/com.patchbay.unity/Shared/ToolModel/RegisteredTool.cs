using Patchbay.Shared.Core;

namespace Patchbay.Shared.ToolModel
{
    /// <summary>A tool instance with its descriptor.</summary>
    public sealed class RegisteredTool
    {
        public RegisteredTool(ToolDescriptor descriptor, IMcpTool tool)
        {
            Descriptor = descriptor;
            Tool = tool;
        }

        public ToolDescriptor Descriptor { get; private set; }

        public IMcpTool Tool { get; private set; }
    }
}
