using System.Runtime.CompilerServices;

// The tests exercise internal seams (stores, clocks) without widening the public API.
[assembly: InternalsVisibleTo("Patchbay.Editor.Tests")]
