using System;

namespace UnityEditor
{
    public enum PrefabInstanceStatus
    {
        NotAPrefab = 0,
        Connected = 1,
#if UNITY_2022_1_OR_NEWER
        // Obsolete from 2022.1 (and late 2021.3 patches, which the 2021.3 profile, claiming 2021.3.0, leaves out).
        [Obsolete("PrefabInstanceStatus.Disconnected has been deprecated and is not used. Prefabs can not be in a disconnected state.")]
#endif
        Disconnected = 2,
        MissingAsset = 3
    }
}
