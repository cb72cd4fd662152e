using System.Collections.Generic;

namespace Patchbay.EditorHost
{
    // One script assembly to compile: Unity's predefined ones (Assembly-CSharp, -Editor) or an asmdef.
    internal sealed class AssemblyPlan
    {
        internal string Name;
        internal string Directory;
        internal bool IsEditor;
        internal bool IsTest;
        internal bool IsPredefined;
        internal bool AutoReferenced = true;
        internal bool AllowUnsafe;
        internal readonly List<string> References = new List<string>();
        internal readonly List<string> Sources = new List<string>();
    }
}
