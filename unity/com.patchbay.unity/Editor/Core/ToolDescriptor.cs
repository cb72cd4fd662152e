using System;
using Newtonsoft.Json.Linq;

namespace Patchbay.Editor.Core
{
    /// <summary>Everything known about a registered tool except how to run it. Immutable.</summary>
    public sealed class ToolDescriptor
    {
        public ToolDescriptor(McpToolAttribute attribute, Type toolType, JObject inputSchema, JObject outputSchema, bool isProjectDefined)
        {
            Name = attribute.Name;
            Description = attribute.Description;
            Title = string.IsNullOrEmpty(attribute.Title) ? TitleFromName(attribute.Name) : attribute.Title;
            Group = string.IsNullOrEmpty(attribute.Group) ? "core" : attribute.Group;
            Security = attribute.Security;
            ReadOnly = attribute.ReadOnly;
            Destructive = attribute.Destructive;
            Idempotent = attribute.Idempotent;
            OpenWorld = attribute.OpenWorld;
            ToolType = toolType;
            InputSchema = inputSchema;
            OutputSchema = outputSchema;
            IsProjectDefined = isProjectDefined;
        }

        public string Name { get; private set; }

        public string Title { get; private set; }

        public string Description { get; private set; }

        public string Group { get; private set; }

        public SecurityClass Security { get; private set; }

        public bool ReadOnly { get; private set; }

        public bool Destructive { get; private set; }

        public bool Idempotent { get; private set; }

        public bool OpenWorld { get; private set; }

        public Type ToolType { get; private set; }

        public JObject InputSchema { get; private set; }

        /// <summary>Null for text-only tools.</summary>
        public JObject OutputSchema { get; private set; }

        /// <summary>Defined outside this package (by the project or another package).</summary>
        public bool IsProjectDefined { get; private set; }

        /// <summary>The MCP Tool object of docs/protocol.md §4.3.</summary>
        public JObject ToMcpTool(bool allowed)
        {
            var tool = new JObject
            {
                { "name", Name },
                { "title", Title },
                { "description", Description },
                { "inputSchema", InputSchema.DeepClone() },
            };
            if (OutputSchema != null)
            {
                tool["outputSchema"] = OutputSchema.DeepClone();
            }

            tool["annotations"] = new JObject
            {
                { "title", Title },
                { "readOnlyHint", ReadOnly },
                { "destructiveHint", !ReadOnly && Destructive },
                { "idempotentHint", Idempotent },
                { "openWorldHint", OpenWorld },
            };
            tool["_meta"] = new JObject
            {
                { "patchbay/group", Group },
                { "patchbay/security", SecurityClassNames.ToWire(Security) },
                { "patchbay/origin", IsProjectDefined ? "project" : "package" },
                { "patchbay/allowed", allowed },
            };
            return tool;
        }

        private static string TitleFromName(string name)
        {
            var words = name.Replace('_', ' ');
            return words.Length == 0 ? words : char.ToUpperInvariant(words[0]) + words.Substring(1);
        }
    }
}
