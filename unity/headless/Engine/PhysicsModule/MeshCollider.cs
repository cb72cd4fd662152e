using UnityEngine.Internal;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Dynamics.bindings.cs, 6000.5.0f1 MeshCollider.bindings.cs. The headless physics takes
    // the axis-aligned box of the mesh's world bounds for the shape (approximate for anything but a box).
    public class MeshCollider : Collider
    {
        [SerializeField] bool m_Convex;
        [SerializeField] Mesh m_Mesh;
        [SerializeField] MeshColliderCookingOptions m_CookingOptions = MeshColliderCookingOptions.CookForFasterSimulation | MeshColliderCookingOptions.EnableMeshCleaning | MeshColliderCookingOptions.WeldColocatedVertices | MeshColliderCookingOptions.UseFastMidphase;

        public bool convex { get { return m_Convex; } set { m_Convex = value; } }
        public Mesh sharedMesh { get { return m_Mesh; } set { m_Mesh = value; } }
        public MeshColliderCookingOptions cookingOptions { get { return m_CookingOptions; } set { m_CookingOptions = value; } }

        internal override PhysicsShape WorldShape()
        {
            if (m_Mesh == null) return base.WorldShape();
            var local = m_Mesh.bounds;
            var b = PhysicsGeometry.WorldBox(transform, local.center, local.size);
            return PhysicsShape.Box(b.min, b.max);
        }
    }
}
