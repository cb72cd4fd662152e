using System;

namespace UnityEditor.Search
{
    [Flags]
    public enum SearchFlags
    {
        None = 0,
        Synchronous = 1 << 0,
        // Obsolete from 6000.5 (UnityCsReference 6000.5.0a3, 6000.5.2f1 Modules/QuickSearch/Editor/SearchFlags.cs; plain
        // in 2021.3.0f1 through 6000.4), where Default is written 1 << 1.
#if UNITY_6000_5_OR_NEWER
        [Obsolete("Sorted is obsolete. Please sort the items with your own sorting mechanism.", false)]
#endif
        Sorted = 1 << 1,
#if UNITY_6000_5_OR_NEWER
        [Obsolete("FirstBatchAsync is obsolete. All results are now obtained asynchronously.", false)]
#endif
        FirstBatchAsync = 1 << 2,
        WantsMore = 1 << 3,
#if UNITY_6000_5_OR_NEWER
        Default = 1 << 1
#else
        Default = Sorted
#endif
    }
}
