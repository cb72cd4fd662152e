using System.Runtime.CompilerServices;

// The host bridge (namespace Patchbay.Headless) is internal: only the host and the headless tests reach it, so
// no package code can name it and then fail to compile in a real editor (docs/compatibility.md).
[assembly: InternalsVisibleTo("patchbay-editor-host")]
[assembly: InternalsVisibleTo("Patchbay.Headless.Tests")]
