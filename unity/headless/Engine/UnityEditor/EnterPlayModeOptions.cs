using System;

namespace UnityEditor
{
    [Flags]
    public enum EnterPlayModeOptions
    {
        None = 0,
        DisableDomainReload = 1,
        DisableSceneReload = 2,
        DisableSceneBackupUnlessDirty = 4
    }
}
