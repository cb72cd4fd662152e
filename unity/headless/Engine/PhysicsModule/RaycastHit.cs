using System;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Modules/Physics/ScriptBindings/Dynamics.bindings.cs (RaycastHit), 6000.3.0f1/6000.5.0f1
    // RaycastHit.bindings.cs (colliderEntityId; colliderInstanceID obsolete from 6000.3, an error from 6000.5). The
    // headless queries (Internal/PhysicsWorld) fill point, normal, distance and collider; there are no triangles or UVs.
    public struct RaycastHit
    {
        Vector3 m_Point;
        Vector3 m_Normal;
        float m_Distance;
        Collider m_Collider;

        internal RaycastHit(Collider collider, Vector3 point, Vector3 normal, float distance)
        {
            m_Collider = collider; m_Point = point; m_Normal = normal; m_Distance = distance;
        }

        public Collider collider { get { return m_Collider; } }
#if UNITY_6000_5_OR_NEWER
        [Obsolete("RaycastHit.colliderInstanceID is obsolete. Use RaycastHit.colliderEntityId instead.", true)]
        public int colliderInstanceID { get { return m_Collider != null ? m_Collider._instanceId : 0; } }
#elif UNITY_6000_3_OR_NEWER
        [Obsolete("RaycastHit.colliderInstanceID is obsolete. Use RaycastHit.colliderEntityId instead.")]
        public int colliderInstanceID { get { return m_Collider != null ? m_Collider._instanceId : 0; } }
#else
        public int colliderInstanceID { get { return m_Collider != null ? m_Collider.GetInstanceID() : 0; } }
#endif
#if UNITY_6000_3_OR_NEWER
        public EntityId colliderEntityId { get { return m_Collider != null ? m_Collider.GetEntityId() : default(EntityId); } }
#endif
        public Vector3 point { get { return m_Point; } set { m_Point = value; } }
        public Vector3 normal { get { return m_Normal; } set { m_Normal = value; } }
        public Vector3 barycentricCoordinate { get { return Vector3.zero; } set { } }
        public float distance { get { return m_Distance; } set { m_Distance = value; } }
        // No mesh triangles in the headless queries: -1, as Unity answers for a hit that is not on a mesh.
        public int triangleIndex { get { return -1; } }
        public Vector2 textureCoord { get { throw new NotSupportedException("not modelled by the headless editor: RaycastHit.textureCoord"); } }
        public Vector2 textureCoord2 { get { throw new NotSupportedException("not modelled by the headless editor: RaycastHit.textureCoord2"); } }
        public Vector2 lightmapCoord { get { throw new NotSupportedException("not modelled by the headless editor: RaycastHit.lightmapCoord"); } }
        public Transform transform
        {
            get
            {
                if (m_Collider == null) return null;
                var body = m_Collider.attachedRigidbody;
                return body != null ? body.transform : m_Collider.transform;
            }
        }
        public Rigidbody rigidbody { get { return m_Collider != null ? m_Collider.attachedRigidbody : null; } }
    }
}
