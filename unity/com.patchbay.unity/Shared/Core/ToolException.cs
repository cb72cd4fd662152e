using System;
using Newtonsoft.Json.Linq;

namespace Patchbay.Shared.Core
{
    /// <summary>
    /// Thrown by a tool to fail the call with a message meant for the agent (an isError result, not a crash).
    /// Use it for expected failures ("no GameObject named X"); anything else a tool throws is reported as
    /// tool_failed with the exception message.
    /// </summary>
    public class ToolException : Exception
    {
        public ToolException(string message)
            : this(ToolErrorKinds.ToolFailed, message, null)
        {
        }

        public ToolException(string kind, string message, JObject data)
            : base(message)
        {
            Kind = kind;
            ErrorData = data;
        }

        /// <summary>A "patchbay" kind (see <see cref="ToolErrorKinds"/>) or a tool-specific one.</summary>
        public string Kind { get; private set; }

        /// <summary>Extra fields for _meta["patchbay/error"]; may be null.</summary>
        public JObject ErrorData { get; private set; }
    }
}
