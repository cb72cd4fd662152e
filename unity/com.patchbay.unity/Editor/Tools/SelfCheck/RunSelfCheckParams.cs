using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.SelfCheck
{
    public sealed class RunSelfCheckParams
    {
        [McpParam("Also show a test dialog for answer_dialog to press (blocks the editor until pressed).")]
        public bool Dialog;
    }
}
