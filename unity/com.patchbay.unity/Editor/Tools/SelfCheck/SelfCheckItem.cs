namespace Patchbay.Editor.Tools.SelfCheck
{
    /// <summary>One check of <see cref="RunSelfCheckTool"/>: its name, passed/failed/skipped, what was seen, and what a failure means.</summary>
    public sealed class SelfCheckItem
    {
        public const string Passed = "passed";
        public const string Failed = "failed";
        public const string Skipped = "skipped";

        public string Name;

        public string Status;

        public string Evidence;

        public string Meaning;

        public static SelfCheckItem Of(string name, string status, string evidence, string meaning)
        {
            return new SelfCheckItem { Name = name, Status = status, Evidence = evidence, Meaning = meaning };
        }
    }
}
