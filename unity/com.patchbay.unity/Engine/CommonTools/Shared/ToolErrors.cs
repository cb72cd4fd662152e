using System.Collections.Generic;
using Newtonsoft.Json.Linq;
using Patchbay.Shared.Core;

namespace Patchbay.Engine.CommonTools.Shared
{
    /// <summary>
    /// The failures tools share, each a <see cref="ToolException"/> whose message tells the agent what to do
    /// next. Tool-specific kinds (docs/protocol.md §7 allows them) let a client branch without parsing text.
    /// </summary>
    public static class ToolErrors
    {
        /// <summary>The thing named does not exist (object, scene, type, job, menu item).</summary>
        public const string NotFound = "not_found";

        /// <summary>A name matched several things; the message lists them.</summary>
        public const string Ambiguous = "ambiguous";

        /// <summary>The editor is in a state where the call cannot run (compiling, play mode, …).</summary>
        public const string InvalidState = "invalid_state";

        public static ToolException Invalid(string field, string expected, string message)
        {
            return new ToolException(ToolErrorKinds.InvalidArguments, message, new JObject { { "field", field }, { "expected", expected } });
        }

        public static ToolException Missing(string field, string message)
        {
            return new ToolException(NotFound, message, new JObject { { "field", field } });
        }

        public static ToolException State(string message)
        {
            return new ToolException(InvalidState, message, null);
        }

        public static ToolException AmbiguousMatch(string field, string message, IList<string> matches)
        {
            return new ToolException(Ambiguous, message, new JObject { { "field", field }, { "matches", new JArray(matches) } });
        }

        /// <summary>"a, b, c" with at most <paramref name="max"/> items and "… (N more)".</summary>
        public static string List(IList<string> items, int max)
        {
            var shown = new List<string>();
            for (var i = 0; i < items.Count && i < max; i++)
            {
                shown.Add(items[i]);
            }

            var text = string.Join(", ", shown.ToArray());
            return items.Count > max ? text + " … (" + (items.Count - max) + " more)" : text;
        }
    }
}
