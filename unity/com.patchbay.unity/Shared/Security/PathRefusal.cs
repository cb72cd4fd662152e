namespace Patchbay.Shared.Security
{
    /// <summary>Why <see cref="ProjectPathGuard"/> refused a path: the rule (for error data) and a message for the agent.</summary>
    public sealed class PathRefusal
    {
        /// <summary>The path is not inside the project's Assets/ folder (absolute, "..", another folder).</summary>
        public const string OutsideAssets = "outside_assets";

        /// <summary>A segment is not a name Patchbay writes (<see cref="NameRules"/>).</summary>
        public const string BadName = "name";

        /// <summary>A folder or file on the way is a symbolic link, junction or other reparse point.</summary>
        public const string Link = "link";

        /// <summary>The file (or its .meta) has more than one hard link, so it also exists elsewhere.</summary>
        public const string HardLink = "hard_link";

        /// <summary>The path exists but is not a regular file or folder (a FIFO, a device).</summary>
        public const string NotRegularFile = "not_regular_file";

        /// <summary>The OS could not say how many links the file has, so it is not overwritten.</summary>
        public const string Unchecked = "unchecked";

        public PathRefusal(string rule, string message)
        {
            Rule = rule;
            Message = message;
        }

        public string Rule { get; private set; }

        public string Message { get; private set; }

        /// <summary>True when the agent fixes it by choosing another name (an argument error, not a security block).</summary>
        public bool IsName
        {
            get { return Rule == BadName; }
        }
    }
}
