using UnityEngine;

namespace Patchbay.Editor.Tests.Tools
{
    /// <summary>
    /// The GameObjects in the loaded scenes, through the API each Unity offers without an obsolete warning:
    /// FindObjectsOfType before 6000.0, FindObjectsByType with a sort mode in 6000.0–6000.3 (the overload
    /// is there from 2022.3), FindObjectsByType without one from 6000.4 (the sort mode is obsolete in 6000.5).
    /// </summary>
    public static class LiveObjects
    {
        public static int GameObjectCount(bool includeInactive)
        {
#if UNITY_6000_4_OR_NEWER
            return Object.FindObjectsByType<GameObject>(includeInactive ? FindObjectsInactive.Include : FindObjectsInactive.Exclude).Length;
#elif UNITY_2022_3_OR_NEWER
            return Object.FindObjectsByType<GameObject>(includeInactive ? FindObjectsInactive.Include : FindObjectsInactive.Exclude,
                FindObjectsSortMode.None).Length;
#else
            return Object.FindObjectsOfType<GameObject>(includeInactive).Length;
#endif
        }
    }
}
