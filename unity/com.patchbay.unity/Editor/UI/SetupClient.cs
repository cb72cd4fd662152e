using System;

namespace Patchbay.Editor.UI
{
    /// <summary>An MCP client `patchbay setup` can configure (docs/setup.md): its command-line name and its name.</summary>
    public sealed class SetupClient
    {
        /// <summary>The clients of `patchbay setup --help`, in its order.</summary>
        public static readonly SetupClient[] All =
        {
            new SetupClient("claude-code", "Claude Code"),
            new SetupClient("claude-desktop", "Claude Desktop"),
            new SetupClient("cursor", "Cursor"),
            new SetupClient("vscode", "VS Code"),
            new SetupClient("windsurf", "Windsurf"),
            new SetupClient("codex", "Codex"),
            new SetupClient("gemini", "Gemini CLI"),
        };

        private SetupClient(string id, string displayName)
        {
            Id = id;
            DisplayName = displayName;
        }

        public string Id { get; private set; }

        public string DisplayName { get; private set; }

        public static SetupClient Find(string id)
        {
            return Array.Find(All, c => c.Id == id);
        }
    }
}
