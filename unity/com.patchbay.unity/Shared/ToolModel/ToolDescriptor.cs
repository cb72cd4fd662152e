using System;
using Newtonsoft.Json.Linq;
using Patchbay.Shared.Core;

namespace Patchbay.Shared.ToolModel
{
    /// <summary>Everything known about a registered tool except how to run it. Immutable.</summary>
    public sealed class ToolDescriptor
    {
        /// <summary>The group of a tool that names none; left out of tools/list.</summary>
        public const string DefaultGroup = "core";

        public ToolDescriptor(McpToolAttribute attribute, Type toolType, JObject inputSchema, JObject outputSchema, bool isProjectDefined)
        {
            Name = attribute.Name;
            Description = attribute.Description;
            Title = string.IsNullOrEmpty(attribute.Title) ? TitleFromName(attribute.Name) : attribute.Title;
            HasExplicitTitle = !string.IsNullOrEmpty(attribute.Title);
            Group = string.IsNullOrEmpty(attribute.Group) ? "core" : attribute.Group;
            Security = attribute.Security;
            ReadOnly = attribute.ReadOnly;
            Destructive = attribute.Destructive;
            Idempotent = attribute.Idempotent;
            OpenWorld = attribute.OpenWorld;
            Reloads = attribute.Reloads;
            WholeEditor = attribute.WholeEditor || attribute.Reloads;
            TaskOptional = attribute.TaskOptional;
            HubOnly = attribute.HubOnly;
            ToolType = toolType;
            InputSchema = inputSchema;
            OutputSchema = outputSchema;
            IsProjectDefined = isProjectDefined;
        }

        public string Name { get; private set; }

        public string Title { get; private set; }

        public string Description { get; private set; }

        /// <summary>Whether the tool named a title; derived titles are not sent (see <see cref="ToMcpTool"/>).</summary>
        public bool HasExplicitTitle { get; private set; }

        public string Group { get; private set; }

        public SecurityClass Security { get; private set; }

        public bool ReadOnly { get; private set; }

        public bool Destructive { get; private set; }

        public bool Idempotent { get; private set; }

        public bool OpenWorld { get; private set; }

        /// <summary>The hub's own (McpToolAttribute.HubOnly): never listed, callable whatever the groups.</summary>
        public bool HubOnly { get; private set; }

        /// <summary>The tool changes the whole editor; the hub gives its calls the editor lease (docs/protocol.md §6.3).</summary>
        public bool WholeEditor { get; private set; }

        /// <summary>A call can end in a domain reload (McpToolAttribute.Reloads); such a tool is also WholeEditor.</summary>
        public bool Reloads { get; private set; }

        /// <summary>A client may run the tool as an MCP task (<c>execution.taskSupport: "optional"</c>).</summary>
        public bool TaskOptional { get; private set; }

        public Type ToolType { get; private set; }

        public JObject InputSchema { get; private set; }

        /// <summary>Null for text-only tools.</summary>
        public JObject OutputSchema { get; private set; }

        /// <summary>Defined outside this package (by the project or another package).</summary>
        public bool IsProjectDefined { get; private set; }

        /// <summary>
        /// The MCP Tool object of docs/protocol.md §4.3, as small as the meaning allows: every byte of every
        /// tool sits in each agent's context (the default set must stay under 2,000 tokens). So a title goes out
        /// only when the tool set one, annotation hints only where they differ from MCP's defaults
        /// (readOnly false, destructive true, idempotent false, openWorld true), and _meta entries only where
        /// they differ from theirs (group "core", security "none", origin "package", allowed true, wholeEditor false), and no _meta at all when
        /// everything is default.
        /// </summary>
        public JObject ToMcpTool(bool allowed)
        {
            var tool = new JObject { { "name", Name } };
            if (HasExplicitTitle)
            {
                tool["title"] = Title;
            }

            tool["description"] = Description;
            tool["inputSchema"] = InputSchema.DeepClone();
            if (OutputSchema != null)
            {
                tool["outputSchema"] = OutputSchema.DeepClone();
            }

            var annotations = new JObject();
            if (ReadOnly)
            {
                annotations["readOnlyHint"] = true;
            }
            else if (!Destructive)
            {
                annotations["destructiveHint"] = false;
            }

            if (Idempotent)
            {
                annotations["idempotentHint"] = true;
            }

            annotations["openWorldHint"] = OpenWorld;
            tool["annotations"] = annotations;
            if (TaskOptional)
            {
                // MCP's default is "forbidden", so only the long tools carry it.
                tool["execution"] = new JObject { { "taskSupport", "optional" } };
            }

            var meta = new JObject();
            if (Group != DefaultGroup)
            {
                meta["patchbay/group"] = Group;
            }

            if (Security != SecurityClass.None)
            {
                meta["patchbay/security"] = SecurityClassNames.ToWire(Security);
            }

            if (IsProjectDefined)
            {
                meta["patchbay/origin"] = "project";
            }

            if (!allowed)
            {
                meta["patchbay/allowed"] = false;
            }

            if (WholeEditor)
            {
                meta["patchbay/wholeEditor"] = true;
            }

            if (Reloads)
            {
                meta["patchbay/reloads"] = true;
            }

            if (meta.Count > 0)
            {
                tool["_meta"] = meta;
            }

            return tool;
        }

        private static string TitleFromName(string name)
        {
            var words = name.Replace('_', ' ');
            return words.Length == 0 ? words : char.ToUpperInvariant(words[0]) + words.Substring(1);
        }
    }
}
