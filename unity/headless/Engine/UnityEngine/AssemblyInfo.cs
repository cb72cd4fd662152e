using System.Runtime.CompilerServices;

// Unity's own UnityEditor sees UnityEngine internals too; the stand-in needs that for scene
// serialization, undo snapshots and the domain agent.
[assembly: InternalsVisibleTo("UnityEditor")]
[assembly: InternalsVisibleTo("patchbay-editor-host")]
[assembly: InternalsVisibleTo("Patchbay.Headless.Tests")]
[assembly: InternalsVisibleTo("Unity.InputSystem")]
// The module stand-ins (EngineModules) build on the core's internals, as Unity's modules on UnityEngine.CoreModule.
[assembly: InternalsVisibleTo("UnityEngine.PhysicsModule")]
[assembly: InternalsVisibleTo("UnityEngine.Physics2DModule")]
[assembly: InternalsVisibleTo("UnityEngine.ImageConversionModule")]
[assembly: InternalsVisibleTo("UnityEngine.ScreenCaptureModule")]
