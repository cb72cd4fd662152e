using System.Runtime.CompilerServices;
using UnityEngine.Scripting;

// The tools an editor and a development build's player both offer (issue 34): they use UnityEngine, never
// UnityEditor; what only an editor has reaches them through IPlayHost. The editor assembly, the runtime part and the
// tests build on the same internal seams the tools had when they lived in the editor assembly.
[assembly: InternalsVisibleTo("Patchbay.Editor")]
[assembly: InternalsVisibleTo("Patchbay.Runtime")]
[assembly: InternalsVisibleTo("Patchbay.Editor.Tests")]

// A development build reaches this assembly's tools only by reflection (ToolRegistry): Unity's linker is told to
// process it (its [Preserve] marks on the tools, their parameters and results) whatever references it.
[assembly: AlwaysLinkAssembly]
