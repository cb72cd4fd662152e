using System;

namespace Patchbay.Shared.Core
{
    /// <summary>
    /// Marks a class deriving from <see cref="McpTool{TParams,TResult}"/> as a tool. The registry finds it in
    /// any loaded editor assembly, so a project can add tools of its own (they stay blocked until the
    /// project allows project tools).
    /// </summary>
    [AttributeUsage(AttributeTargets.Class, Inherited = false, AllowMultiple = false)]
    public sealed class McpToolAttribute : Attribute
    {
        public McpToolAttribute(string name, string description)
        {
            Name = name;
            Description = description;
            Group = "core";
        }

        /// <summary>snake_case, at most 40 characters, no "unity_" prefix.</summary>
        public string Name { get; private set; }

        public string Description { get; private set; }

        /// <summary>Human-readable name; defaults to the name in sentence case.</summary>
        public string Title { get; set; }

        /// <summary>Tool group that can be switched on or off as a whole.</summary>
        public string Group { get; set; }

        public bool ReadOnly { get; set; }

        public bool Destructive { get; set; }

        public bool Idempotent { get; set; }

        public bool OpenWorld { get; set; }

        public SecurityClass Security { get; set; }

        /// <summary>
        /// The tool changes the whole editor: it compiles, reloads the domain, refreshes assets, changes play mode,
        /// runs tests, changes packages or executes code, which invalidates what another agent is doing in the same
        /// editor. Sent as <c>_meta["patchbay/wholeEditor"]</c>; the hub runs one such call per editor at a time and
        /// queues the others (the editor lease, docs/protocol.md §6.3).
        /// </summary>
        public bool WholeEditor { get; set; }

        /// <summary>
        /// A call can end in a domain reload (it compiles scripts, imports changed code, changes packages, enters play
        /// mode with Unity's default Enter Play Mode settings, or runs code or a menu item that may do any of these).
        /// Implies <see cref="WholeEditor"/>: the hub gives such calls the editor lease, so no other agent's call is
        /// cut by the reload. Sent as <c>_meta["patchbay/reloads"]</c>; the hub keeps it to itself, docs/tools.md shows
        /// it, and tests/e2e/annotations.test.mjs checks that every tool whose call reloaded the domain says so.
        /// </summary>
        public bool Reloads { get; set; }

        /// <summary>
        /// The tool's work can outlive a client's timeout or a domain reload, so a client may run it as an MCP task
        /// (a task-augmented tools/call answered at once, then polled with tasks/get). Sent as
        /// <c>execution.taskSupport: "optional"</c>; a client that asks for no task sees the call as before.
        /// </summary>
        public bool TaskOptional { get; set; }

        /// <summary>
        /// The hub's own, not an agent's: never in tools/list (nor in a group, nor in the editor window), callable
        /// only by name, whatever the groups say. The hub calls it for a tool of its own (close_editor calls
        /// quit_editor, issue 48).
        /// </summary>
        public bool HubOnly { get; set; }

        /// <summary>
        /// Whether the result class is declared as an outputSchema (and returned as
        /// structuredContent). Off for small results where the schema would cost more context than
        /// it helps; the result then goes out as JSON text.
        /// </summary>
        public bool StructuredOutput
        {
            get { return _structuredOutput; }
            set { _structuredOutput = value; }
        }

        private bool _structuredOutput = true;
    }
}
