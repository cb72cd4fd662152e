using System;

namespace UnityEditor.Search
{
    [Flags]
    public enum SearchFlags
    {
        None = 0,
        Synchronous = 1 << 0,
        Sorted = 1 << 1,
        FirstBatchAsync = 1 << 2,
        WantsMore = 1 << 3,
        Default = Sorted
    }
}
