using System;

namespace UnityEngine.Internal
{
    // Seams the UnityEditor stand-in plugs into (UnityEngine cannot reference UnityEditor).
    internal static class EditorHooks
    {
        internal static bool HierarchyDirty;
        internal static Action<int> QuitRequested;

        internal static void NotifyHierarchyChanged()
        {
            HierarchyDirty = true;
        }
    }
}
