using System;
using System.Collections.Generic;

namespace UnityEngine.Internal
{
    // The *NonAlloc queries of both physics modules (Physics.RaycastNonAlloc, Physics2D.OverlapCircle(…, results)…):
    // as many of the found items as the caller's array holds, their count returned. Shared by the Physics and
    // Physics2D module stand-ins, each its own assembly, as in Unity.
    internal static class NonAllocResults
    {
        internal static int Fill<T>(List<T> found, T[] results)
        {
            if (results == null) return 0;
            var n = Math.Min(found.Count, results.Length);
            for (var i = 0; i < n; i++) results[i] = found[i];
            return n;
        }
    }
}
