using System.Threading.Tasks;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.Code
{
    /// <summary>
    /// Compiles agent-written C# with Unity's compiler (AssemblyBuilder, no domain reload) and runs it once on
    /// the main thread in one undo group; answers its return value, its logs, or its compile errors / exception
    /// in the agent's own lines. Blocked until the project sets allowCodeExecution. A domain reload while it
    /// compiles answers the call "interrupted" with nothing run (it is not resumable, so it never runs twice).
    /// </summary>
    [McpTool("execute_code",
        "Run C# on the editor's main thread. Statements (body of static object Run(); usings System, System.Linq, "
        + "System.Collections.Generic, UnityEngine, UnityEditor) or a class with static Run(). Returns the value and "
        + "logs; errors give your line. Use Undo.* to make edits undoable.",
        Group = "code", Destructive = true, Idempotent = false, Security = SecurityClass.CodeExecution, WholeEditor = true, TaskOptional = true, Reloads = true)]
    public sealed class ExecuteCodeTool : McpTool<ExecuteCodeParams, string>
    {
        protected override async Task<string> ExecuteAsync(ExecuteCodeParams parameters, ToolCallContext context)
        {
            string invalid;
            var usings = SnippetSource.Usings(parameters.Usings, out invalid);
            if (usings == null)
            {
                throw ToolErrors.Invalid("usings", "namespace names", "'" + invalid + "' is not a namespace name; nothing ran. Pass names like UnityEngine.SceneManagement.");
            }

            var id = SnippetCompiler.NextId();
            var source = SnippetSource.Build(parameters.Code, usings, "Patchbay.ExecuteCode.Call" + id);
            context.ReportProgress(0, 2, "compiling");
            var snippet = await SnippetCompiler.Compile(source, id, context.Cancellation);
            context.ReportProgress(1, 2, "running");
            return ToolJson.Text(SnippetRunner.Run(snippet));
        }
    }
}
