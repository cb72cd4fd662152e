using System.Collections.Generic;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.SelfCheck
{
    /// <summary>The self-check's answer: the facts a bug report needs, each check, and the Markdown report (the text content).</summary>
    public sealed class RunSelfCheckResult : ITextResult
    {
        public string UnityVersion;

        public string OperatingSystem;

        public string PackageVersion;

        public string Mode;

        public double Seconds;

        public List<SelfCheckItem> Checks = new List<SelfCheckItem>();

        [McpIgnore]
        public string Report;

        /// <summary>How many checks ended with <paramref name="status"/>.</summary>
        public int Count(string status)
        {
            var n = 0;
            foreach (var check in Checks)
            {
                if (check.Status == status)
                {
                    n++;
                }
            }

            return n;
        }

        public string GetText()
        {
            return Report;
        }
    }
}
