using System;

namespace UnityEditor
{
    [Flags]
    public enum EnterPlayModeOptions
    {
        None = 0,
        DisableDomainReload = 1,
        DisableSceneReload = 2,
#if UNITY_2022_1_OR_NEWER
        // From 2022.1 (UnityCsReference 2022.1.0f1 Editor/Mono/EditorSettings.bindings.cs; not in 2021.3), obsolete
        // from 2022.2.x and in 2022.3.0f1 (6000.5.2f1 alike).
#if UNITY_2022_3_OR_NEWER
        [Obsolete("Option has no effect and is deprecated.")]
#endif
        DisableSceneBackupUnlessDirty = 4
#endif
    }
}
