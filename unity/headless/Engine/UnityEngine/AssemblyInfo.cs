using System.Runtime.CompilerServices;

// Unity's own UnityEditor sees UnityEngine internals too; the stand-in needs that for scene
// serialization, undo snapshots and the domain agent.
[assembly: InternalsVisibleTo("UnityEditor")]
[assembly: InternalsVisibleTo("patchbay-editor-host")]
[assembly: InternalsVisibleTo("Patchbay.Headless.Tests")]
[assembly: InternalsVisibleTo("Unity.InputSystem")]
