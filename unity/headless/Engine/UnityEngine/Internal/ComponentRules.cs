using System;

namespace UnityEngine.Internal
{
    // The engine's own one-per-GameObject rules, which Unity keeps in native code rather than in a
    // [DisallowMultipleComponent] attribute: a second Rigidbody, MeshFilter, Camera or Light is refused,
    // and so is a second renderer of any kind. Colliders, MonoBehaviours without the attribute and the
    // rest may repeat. Only the engine types this stand-in has are listed.
    internal static class ComponentRules
    {
        static readonly Type[] Unique = { typeof(Rigidbody), typeof(MeshFilter), typeof(Renderer), typeof(Camera), typeof(Light) };

        // The kind a component of componentType must be the only one of, or null when it may repeat.
        internal static Type UniqueKind(Type componentType)
        {
            if (componentType.IsDefined(typeof(DisallowMultipleComponent), true)) return componentType;
            foreach (var kind in Unique)
                if (kind.IsAssignableFrom(componentType)) return kind;
            return null;
        }
    }
}
