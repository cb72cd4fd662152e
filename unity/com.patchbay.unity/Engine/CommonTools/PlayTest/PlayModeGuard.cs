using Patchbay.Engine.CommonTools.Shared;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    /// <summary>The check every play-test tool makes first, before it changes anything.</summary>
    public static class PlayModeGuard
    {
        public static void Require(string tool)
        {
            if (!PlayHost.Current.IsPlaying)
            {
                throw ToolErrors.State("Not in play mode, so " + tool + " did nothing; enter it with set_play_mode play first.");
            }
        }
    }
}
