namespace UnityEngine.Internal
{
    // The headless editor's Game view: the "screen" cameras without a target texture draw to, 1920 x 1080 (16:9, the
    // Game view's default aspect in a new project's Full HD setting). Camera.pixelWidth/pixelHeight and the screen-point
    // conversions use it.
    internal static class GameView
    {
        internal static int Width = 1920;
        internal static int Height = 1080;
    }
}
