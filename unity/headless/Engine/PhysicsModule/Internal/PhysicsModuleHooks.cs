namespace UnityEngine.Internal
{
    // What the core (UnityEngine.dll) asks of the Physics module (EngineModules): the colliders of
    // GameObject.CreatePrimitive, and Rigidbody's one-per-GameObject rule (ComponentRules).
    internal static class PhysicsModuleHooks
    {
        internal static void Register()
        {
            ComponentRules.RegisterUnique(typeof(Rigidbody));
            EngineModules.PrimitiveCollider = (go, type) =>
            {
                switch (type)
                {
                    case PrimitiveType.Sphere: go.AddComponent<SphereCollider>(); break;
                    case PrimitiveType.Capsule: go.AddComponent<CapsuleCollider>(); break;
                    case PrimitiveType.Cylinder: go.AddComponent<CapsuleCollider>(); break;
                    case PrimitiveType.Cube: go.AddComponent<BoxCollider>(); break;
                    case PrimitiveType.Plane:
                    case PrimitiveType.Quad: go.AddComponent<MeshCollider>(); break;
                }
            };
        }
    }
}
