using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Code
{
    public sealed class ExecuteCodeParams
    {
        [McpParam("C# statements, or a class with static Run()", Required = true, MinLength = 1, MaxLength = 20000)]
        public string Code;

        [McpParam("More namespaces to use", MaxLength = 20)]
        public string[] Usings;
    }
}
