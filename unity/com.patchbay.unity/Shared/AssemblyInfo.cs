using System.Runtime.CompilerServices;

// The editor assembly builds on the shared core's internal seams (the link, the call record, the tool
// model), as it did when they were one assembly; the tests exercise them without widening the public API.
[assembly: InternalsVisibleTo("Patchbay.Editor")]
[assembly: InternalsVisibleTo("Patchbay.Editor.Tests")]
