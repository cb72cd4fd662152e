namespace UnityEngine.Internal
{
    // What the core (UnityEngine.dll) asks of the Screen Capture module (EngineModules): at the end of each frame, the
    // files ScreenCapture.CaptureScreenshot asked for are written (Lifecycle).
    internal static class ScreenCaptureModuleHooks
    {
        internal static void Register()
        {
            EngineModules.EndOfFrame = ScreenCapture.WritePendingFiles;
        }
    }
}
