using System;

namespace UnityEngine.Internal
{
    // The engine's own one-per-GameObject rules, which Unity keeps in native code rather than in a
    // [DisallowMultipleComponent] attribute: a second Rigidbody, MeshFilter, Camera or Light is refused,
    // and so is a second renderer of any kind. Colliders, MonoBehaviours without the attribute and the
    // rest may repeat. Only the engine types this stand-in has are listed.
    internal static class ComponentRules
    {
        // Rigidbody joins from the Physics module's assembly (EngineModules, PhysicsModuleHooks).
        static readonly System.Collections.Generic.List<Type> Unique = new System.Collections.Generic.List<Type> { typeof(MeshFilter), typeof(Renderer), typeof(Camera), typeof(Light) };

        internal static void RegisterUnique(Type kind) { lock (Unique) if (!Unique.Contains(kind)) Unique.Add(kind); }

        // The kind a component of componentType must be the only one of, or null when it may repeat.
        internal static Type UniqueKind(Type componentType)
        {
            if (componentType.IsDefined(typeof(DisallowMultipleComponent), true)) return componentType;
            EngineModules.EnsureLoaded();
            foreach (var kind in Unique.ToArray())
                if (kind.IsAssignableFrom(componentType)) return kind;
            return null;
        }
    }
}
