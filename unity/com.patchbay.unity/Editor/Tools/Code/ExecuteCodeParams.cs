using Patchbay.Editor.Core;

namespace Patchbay.Editor.Tools.Code
{
    public sealed class ExecuteCodeParams
    {
        [McpParam("C# statements (body of static object Run()), or a class with static Run()", Required = true, MinLength = 1, MaxLength = 20000)]
        public string Code;

        [McpParam("Extra namespaces, e.g. UnityEngine.SceneManagement", MaxLength = 20)]
        public string[] Usings;
    }
}
