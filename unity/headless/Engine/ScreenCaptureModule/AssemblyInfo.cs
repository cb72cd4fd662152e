using System.Runtime.CompilerServices;

// As UnityEngine.dll's: the editor, the host and the stand-in's tests see the module's internals.
[assembly: InternalsVisibleTo("UnityEditor")]
[assembly: InternalsVisibleTo("patchbay-editor-host")]
[assembly: InternalsVisibleTo("Patchbay.Headless.Tests")]
