using UnityEngine.Scripting;

namespace Patchbay.Engine.CommonTools.Screenshots
{
    [Preserve]
    public enum ScreenshotSource
    {
        /// <summary>What the Game view shows: Camera.main, else the only camera.</summary>
        Game,
        /// <summary>The camera on the object named by <c>camera</c>.</summary>
        Camera,
        /// <summary>The last active Scene view's camera.</summary>
        Scene,
    }
}
