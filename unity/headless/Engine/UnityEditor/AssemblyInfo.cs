using System.Runtime.CompilerServices;

[assembly: InternalsVisibleTo("patchbay-editor-host")]
[assembly: InternalsVisibleTo("Patchbay.Headless.Tests")]
