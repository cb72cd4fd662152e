using System;

namespace UnityEditor
{
    public enum PrefabInstanceStatus
    {
        NotAPrefab = 0,
        Connected = 1,
#if UNITY_6000_0_OR_NEWER
        [Obsolete("PrefabInstanceStatus.Disconnected has been deprecated and is not used. Prefabs can not be in a disconnected state.")]
#endif
        Disconnected = 2,
        MissingAsset = 3
    }
}
