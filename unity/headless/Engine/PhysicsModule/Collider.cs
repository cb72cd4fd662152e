using UnityEngine.Internal;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Modules/Physics/ScriptBindings/Dynamics.bindings.cs (Collider), 6000.5.0f1
    // Collider.bindings.cs. The shapes the headless physics uses are in Internal/PhysicsGeometry (what is approximate
    // is listed there); the step and the messages in Internal/PhysicsWorld.
    public class Collider : Component
    {
        [SerializeField] bool m_Enabled = true;
        [SerializeField] bool m_IsTrigger;
        [SerializeField] float m_ContactOffset = 0.01f;
#if UNITY_6000_0_OR_NEWER
        [SerializeField] PhysicsMaterial m_Material;
#else
        [SerializeField] PhysicMaterial m_Material;
#endif

        public Collider() { PhysicsWorld.EnsureStepping(); }

        public bool enabled { get { return m_Enabled; } set { m_Enabled = value; } }
        public bool isTrigger { get { return m_IsTrigger; } set { m_IsTrigger = value; } }
        public float contactOffset { get { return m_ContactOffset; } set { m_ContactOffset = value; } }
        public bool hasModifiableContacts { get; set; }
        public Rigidbody attachedRigidbody { get { return GetComponentInParent<Rigidbody>(); } }
#if UNITY_2022_2_OR_NEWER
        public bool providesContacts { get; set; }
        public int layerOverridePriority { get; set; }
        public LayerMask excludeLayers { get; set; }
        public LayerMask includeLayers { get; set; }
#endif

#if UNITY_6000_0_OR_NEWER
        public PhysicsMaterial sharedMaterial { get { return m_Material; } set { m_Material = value; } }
        // Unity instantiates a per-collider copy on first access (as Renderer.material does).
        public PhysicsMaterial material
        {
            get
            {
                if (m_Material == null) m_Material = new PhysicsMaterial("Default (Instance)");
                else if (!m_Material.name.EndsWith(" (Instance)"))
                    m_Material = new PhysicsMaterial(m_Material.name + " (Instance)") { bounciness = m_Material.bounciness, dynamicFriction = m_Material.dynamicFriction, staticFriction = m_Material.staticFriction, frictionCombine = m_Material.frictionCombine, bounceCombine = m_Material.bounceCombine };
                return m_Material;
            }
            set { m_Material = value; }
        }
        internal float Bounciness { get { return m_Material != null ? m_Material.bounciness : 0f; } }
#else
        public PhysicMaterial sharedMaterial { get { return m_Material; } set { m_Material = value; } }
        public PhysicMaterial material
        {
            get
            {
                if (m_Material == null) m_Material = new PhysicMaterial("Default (Instance)");
                else if (!m_Material.name.EndsWith(" (Instance)"))
                    m_Material = new PhysicMaterial(m_Material.name + " (Instance)") { bounciness = m_Material.bounciness, dynamicFriction = m_Material.dynamicFriction, staticFriction = m_Material.staticFriction, frictionCombine = m_Material.frictionCombine, bounceCombine = m_Material.bounceCombine };
                return m_Material;
            }
            set { m_Material = value; }
        }
        internal float Bounciness { get { return m_Material != null ? m_Material.bounciness : 0f; } }
#endif

        // The world axis-aligned bounds of the shape (zero-size at the position when disabled, as Unity's are).
        public Bounds bounds { get { return IsActive ? WorldShape().Bounds : new Bounds(transform.position, Vector3.zero); } }

        // Unity: the point on the collider nearest to position (position itself when inside).
        public Vector3 ClosestPoint(Vector3 position) { return WorldShape().ClosestPoint(position); }
        public Vector3 ClosestPointOnBounds(Vector3 position) { return bounds.ClosestPoint(position); }

        // Unity: a ray against this collider only, ignoring layers and other colliders.
        public bool Raycast(Ray ray, out RaycastHit hitInfo, float maxDistance)
        {
            hitInfo = default(RaycastHit);
            float distance; Vector3 point, normal;
            if (!IsActive || !PhysicsGeometry.Cast(WorldShape(), ray.origin, ray.direction, 0f, maxDistance, out distance, out point, out normal)) return false;
            hitInfo = new RaycastHit(this, point, normal, distance);
            return true;
        }

        internal bool IsActive { get { return m_Enabled && gameObject.activeInHierarchy; } }

        internal virtual PhysicsShape WorldShape()
        {
            var p = transform.position;
            return PhysicsShape.Box(p, p);
        }
    }
}
