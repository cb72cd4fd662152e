#if UNITY_2022_3_OR_NEWER
using System;

namespace UnityEngine
{
#if UNITY_6000_5_OR_NEWER
    [Obsolete("FindObjectsSortMode has been deprecated. Use the FindObjectsByType overloads that do not take a FindObjectsSortMode parameter.", false)]
#endif
    public enum FindObjectsSortMode
    {
        None = 0,
        InstanceID = 1
    }
}
#endif
