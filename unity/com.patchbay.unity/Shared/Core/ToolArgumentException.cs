using System;

namespace Patchbay.Shared.Core
{
    /// <summary>An argument an agent sent does not fit the tool's schema. The message is written for the agent.</summary>
    public sealed class ToolArgumentException : Exception
    {
        public ToolArgumentException(string field, string expected, string message)
            : base(message)
        {
            Field = field;
            Expected = expected;
        }

        /// <summary>Path of the offending argument ("target.position.x", "paths[2]").</summary>
        public string Field { get; private set; }

        /// <summary>What would have been accepted ("integer", "one of: Edit, Play").</summary>
        public string Expected { get; private set; }
    }
}
