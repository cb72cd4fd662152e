using System.Text;

namespace Patchbay.Editor.Tools.SelfCheck
{
    /// <summary>The self-check as Markdown a user pastes into a bug report: versions, then each check with its evidence and meaning.</summary>
    public static class SelfCheckReport
    {
        public static string Markdown(RunSelfCheckResult result)
        {
            var md = new StringBuilder();
            md.Append("## Patchbay self-check\n\n");
            md.Append("- Unity: ").Append(result.UnityVersion).Append('\n');
            md.Append("- OS: ").Append(result.OperatingSystem).Append('\n');
            md.Append("- Package: com.patchbay.unity ").Append(result.PackageVersion).Append('\n');
            md.Append("- Mode: ").Append(result.Mode).Append(" mode\n");
            md.Append("- Result: ").Append(result.Count(SelfCheckItem.Passed)).Append(" passed, ").Append(result.Count(SelfCheckItem.Failed)).Append(" failed, ")
                .Append(result.Count(SelfCheckItem.Skipped)).Append(" skipped (").Append(result.Seconds.ToString("0.0", System.Globalization.CultureInfo.InvariantCulture)).Append(" s)\n");
            foreach (var check in result.Checks)
            {
                md.Append("\n### ").Append(check.Name).Append(": ").Append(check.Status).Append('\n');
                md.Append(check.Evidence).Append('\n');
                if (check.Status == SelfCheckItem.Failed)
                {
                    md.Append("What this means: ").Append(check.Meaning).Append('\n');
                }
            }

            return md.ToString();
        }
    }
}
