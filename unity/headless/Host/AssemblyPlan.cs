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
        internal bool UsesTestRunner;
        internal bool IsPredefined;
        internal bool AutoReferenced = true;
        internal bool AllowUnsafe;
        internal readonly List<string> References = new List<string>();
        // The asmdef's platforms (Unity's "Editor" among them), its defineConstraints and versionDefines (issue 43).
        internal bool ExcludesEditor;
        internal bool ExcludesPlayer;
        internal bool InPackage;
        internal string Package;
        internal readonly List<string> DefineConstraints = new List<string>();
        internal readonly List<string[]> VersionDefines = new List<string[]>();
        internal readonly List<string> Sources = new List<string>();
    }
}
