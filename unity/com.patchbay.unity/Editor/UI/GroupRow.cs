using System.Collections.Generic;

namespace Patchbay.Editor.UI
{
    /// <summary>A tool group in the window: its switch and its tools.</summary>
    public sealed class GroupRow
    {
        public GroupRow(string name, bool enabled, IList<string> tools)
        {
            Name = name;
            Enabled = enabled;
            Tools = tools;
        }

        public string Name { get; private set; }

        /// <summary>The effective switch (settings files, else the default).</summary>
        public bool Enabled { get; private set; }

        /// <summary>Tool names, sorted.</summary>
        public IList<string> Tools { get; private set; }
    }
}
