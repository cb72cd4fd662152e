using UnityEditor;
using UnityEngine;

namespace Patchbay.Headless.Tests
{
    // An object's id through the public API of the Unity the stand-in plays (EntityId from 6000.3, the
    // int instance id before), so the same tests run on every profile.
    internal static class ProfileIds
    {
#if UNITY_6000_3_OR_NEWER
        public static EntityId Of(Object o) { return o.GetEntityId(); }
        public static Object Find(EntityId id) { return EditorUtility.EntityIdToObject(id); }
#else
        public static int Of(Object o) { return o.GetInstanceID(); }
        public static Object Find(int id) { return EditorUtility.InstanceIDToObject(id); }
#endif
    }
}
