namespace UnityEngine.Internal
{
    // The headless editor's Game view: the "screen" cameras without a target texture draw to, 1920 x 1080 (16:9, the
    // Game view's default aspect in a new project's Full HD setting). Camera.pixelWidth/pixelHeight and the screen-point
    // conversions use it.
    // Focus (issue 43): the game has focus while the editor (or the player's window) is in the foreground — the host's
    // background modes and its "focus off" command take it away, as a user working in a terminal does. Application.isFocused
    // reads it and Application.focusChanged reports each change (the Input System disables devices on focus loss).
    internal static class GameView
    {
        internal static int Width = 1920;
        internal static int Height = 1080;

        static bool s_hasFocus = true;

        // Whether the Game view is shown (not behind the Scene view's tab). Unity's scripting reference for
        // WaitForEndOfFrame (2021.3 and 6000.7): switching from the Game view to the Scene view makes it freeze until the
        // Game view shows again, in the editor only; nor does it run in an editor in batch mode. The host's
        // "gameview hide|show" sets it.
        internal static bool Visible = true;

        internal static bool HasFocus { get { return s_hasFocus; } }

        // Main thread (the host, between frames).
        internal static void SetFocus(bool focus)
        {
            if (s_hasFocus == focus) return;
            s_hasFocus = focus;
            Application.InvokeFocusChanged(focus);
        }
    }
}
