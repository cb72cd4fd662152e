using System.Collections.Generic;
using UnityEngine.Internal;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Physics2D/ScriptBindings/Physics2D.bindings.cs (Collider2D). Shapes in
    // the world's XY plane (Internal/PhysicsGeometry: what is approximate is listed there); contacts and messages in
    // Internal/PhysicsWorld2D. IsTouching answers from the last simulation step, as in Unity.
    public class Collider2D : Behaviour
    {
        [SerializeField] float m_Density = 1f;
        [SerializeField] bool m_IsTrigger;
        [SerializeField] bool m_UsedByEffector;
#if UNITY_2023_1_OR_NEWER
        [SerializeField] CompositeOperation m_CompositeOperation;
        [SerializeField] int m_CompositeOrder;
#else
        [SerializeField] bool m_UsedByComposite;
#endif
        [SerializeField] Vector2 m_Offset;
        [SerializeField] PhysicsMaterial2D m_Material;

        public Collider2D() { PhysicsWorld2D.EnsureStepping(); }

        public float density { get { return m_Density; } set { m_Density = value; } }
        public bool isTrigger { get { return m_IsTrigger; } set { m_IsTrigger = value; } }
        public bool usedByEffector { get { return m_UsedByEffector; } set { m_UsedByEffector = value; } }
        // 2023.1 replaced usedByComposite with compositeOperation; the old property maps to it, obsolete with a message
        // that changed in 6000.2.0a4 (UnityCsReference 2023.1.0a22 / 6000.2.0a4 / 6000.5.2f1 Modules/Physics2D/ScriptBindings/
        // Physics2D.deprecated.cs `usedByComposite`, Physics2D.bindings.cs `enum CompositeOperation`, `compositeOperation`,
        // `compositeOrder`; 2021.3.0f1 Physics2D.bindings.cs:3834, a plain property).
#if UNITY_2023_1_OR_NEWER
        public enum CompositeOperation { None = 0, Merge = 1, Intersect = 2, Difference = 3, Flip = 4 };
        public CompositeOperation compositeOperation { get { return m_CompositeOperation; } set { m_CompositeOperation = value; } }
        public int compositeOrder { get { return m_CompositeOrder; } set { m_CompositeOrder = value; } }

        [System.ComponentModel.EditorBrowsable(System.ComponentModel.EditorBrowsableState.Never)]
#if UNITY_6000_2_OR_NEWER
        [System.Obsolete("usedByComposite has been deprecated. Please use compositeOperation.", false)]
#else
        [System.Obsolete("usedByComposite has been deprecated. Use Collider2D.compositeOperation instead", false)]
#endif
        public bool usedByComposite { get { return compositeOperation != CompositeOperation.None; } set { compositeOperation = value ? CompositeOperation.Merge : CompositeOperation.None; } }
#else
        public bool usedByComposite { get { return m_UsedByComposite; } set { m_UsedByComposite = value; } }
#endif
        public Vector2 offset { get { return m_Offset; } set { m_Offset = value; } }
        public Rigidbody2D attachedRigidbody { get { return GetComponentInParent<Rigidbody2D>(); } }
        public int shapeCount { get { return 1; } }
        public PhysicsMaterial2D sharedMaterial { get { return m_Material; } set { m_Material = value; } }
        public float friction { get { var m = EffectiveMaterial; return m != null ? m.friction : 0.4f; } }
        public float bounciness { get { var m = EffectiveMaterial; return m != null ? m.bounciness : 0f; } }
        PhysicsMaterial2D EffectiveMaterial
        {
            get
            {
                if (m_Material != null) return m_Material;
                var body = attachedRigidbody;
                return body != null ? body.sharedMaterial : null;
            }
        }

        public Bounds bounds
        {
            get
            {
                if (!IsActive) return new Bounds(transform.position, Vector3.zero);
                var b = WorldShape().Bounds;
                var min = b.min; var max = b.max; min.z = max.z = transform.position.z;
                var r = new Bounds(); r.SetMinMax(min, max); return r;
            }
        }

        public bool IsTouching(Collider2D collider) { return PhysicsWorld2D.Touches(this, c => c == collider); }
        public bool IsTouching(Collider2D collider, ContactFilter2D contactFilter) { return PhysicsWorld2D.Touches(this, c => c == collider && contactFilter.Accepts(c)); }
        public bool IsTouching(ContactFilter2D contactFilter) { return PhysicsWorld2D.Touches(this, contactFilter.Accepts); }
        public bool IsTouchingLayers() { return IsTouchingLayers(Physics2D.AllLayers); }
        public bool IsTouchingLayers(int layerMask) { return PhysicsWorld2D.Touches(this, c => (layerMask & (1 << c.gameObject.layer)) != 0); }
        // Non-virtual, on Collider2D only, as in Unity (UnityCsReference 2021.3.0f1 / 6000.5.2f1 Modules/Physics2D/
        // ScriptBindings/Physics2D.bindings.cs `extern public bool OverlapPoint(Vector2 point)`); a shape refines ContainsPoint.
        public bool OverlapPoint(Vector2 point) { return ContainsPoint(point); }
        internal virtual bool ContainsPoint(Vector2 point) { return IsActive && WorldShape().Contains(new Vector3(point.x, point.y, 0f)); }
        public Vector2 ClosestPoint(Vector2 position) { return WorldShape().ClosestPoint(new Vector3(position.x, position.y, 0f)); }

#if UNITY_6000_2_OR_NEWER
        [System.Obsolete("OverlapCollider has been deprecated. Please use Overlap. (UnityUpgradable) -> Overlap(*)", false)]
#endif
        public int OverlapCollider(ContactFilter2D contactFilter, Collider2D[] results) { return NonAllocResults.Fill(PhysicsWorld2D.OverlapOf(this, contactFilter), results); }
#if UNITY_6000_2_OR_NEWER
        [System.Obsolete("OverlapCollider has been deprecated. Please use Overlap. (UnityUpgradable) -> Overlap(*)", false)]
#endif
        public int OverlapCollider(ContactFilter2D contactFilter, List<Collider2D> results) { results.Clear(); results.AddRange(PhysicsWorld2D.OverlapOf(this, contactFilter)); return results.Count; }
#if UNITY_2023_1_OR_NEWER
        public int Overlap(ContactFilter2D contactFilter, Collider2D[] results) { return NonAllocResults.Fill(PhysicsWorld2D.OverlapOf(this, contactFilter), results); }
        public int Overlap(List<Collider2D> results) { return Overlap(ContactFilter2D.Unfiltered(), results); }
        public int Overlap(ContactFilter2D contactFilter, List<Collider2D> results) { results.Clear(); results.AddRange(PhysicsWorld2D.OverlapOf(this, contactFilter)); return results.Count; }
#endif
        public ColliderErrorState2D errorState { get { return ColliderErrorState2D.None; } }
#if UNITY_2022_2_OR_NEWER
        public int layerOverridePriority { get; set; }
        public LayerMask excludeLayers { get; set; }
        public LayerMask includeLayers { get; set; }
        public LayerMask forceSendLayers { get; set; } = Physics2D.AllLayers;
        public LayerMask forceReceiveLayers { get; set; } = Physics2D.AllLayers;
        public LayerMask contactCaptureLayers { get; set; } = Physics2D.AllLayers;
        public LayerMask callbackLayers { get; set; } = Physics2D.AllLayers;
#endif
        public int GetContacts(ContactPoint2D[] contacts) { return NonAllocResults.Fill(PhysicsWorld2D.ContactPointsOf(this), contacts); }
        public int GetContacts(List<ContactPoint2D> contacts) { contacts.Clear(); contacts.AddRange(PhysicsWorld2D.ContactPointsOf(this)); return contacts.Count; }
        public int GetContacts(Collider2D[] colliders) { return NonAllocResults.Fill(PhysicsWorld2D.ContactsOf(this), colliders); }
        public int GetContacts(List<Collider2D> colliders) { colliders.Clear(); colliders.AddRange(PhysicsWorld2D.ContactsOf(this)); return colliders.Count; }

        public ColliderDistance2D Distance(Collider2D collider) { return PhysicsWorld2D.Distance(this, collider); }

        public int Cast(Vector2 direction, RaycastHit2D[] results) { return Cast(direction, ContactFilter2D.Unfiltered(), results, Mathf.Infinity, true); }
        public int Cast(Vector2 direction, RaycastHit2D[] results, float distance) { return Cast(direction, ContactFilter2D.Unfiltered(), results, distance, true); }
        public int Cast(Vector2 direction, RaycastHit2D[] results, float distance, bool ignoreSiblingColliders) { return Cast(direction, ContactFilter2D.Unfiltered(), results, distance, ignoreSiblingColliders); }
        public int Cast(Vector2 direction, ContactFilter2D contactFilter, RaycastHit2D[] results) { return Cast(direction, contactFilter, results, Mathf.Infinity, true); }
        public int Cast(Vector2 direction, ContactFilter2D contactFilter, RaycastHit2D[] results, float distance) { return Cast(direction, contactFilter, results, distance, true); }
        public int Cast(Vector2 direction, ContactFilter2D contactFilter, RaycastHit2D[] results, float distance, bool ignoreSiblingColliders) { return NonAllocResults.Fill(PhysicsWorld2D.ShapeCast(new[] { this }, direction, distance, contactFilter, ignoreSiblingColliders), results); }
        public int Cast(Vector2 direction, ContactFilter2D contactFilter, List<RaycastHit2D> results, float distance = Mathf.Infinity, bool ignoreSiblingColliders = true)
        {
            results.Clear();
            results.AddRange(PhysicsWorld2D.ShapeCast(new[] { this }, direction, distance, contactFilter, ignoreSiblingColliders));
            return results.Count;
        }

        public int Raycast(Vector2 direction, RaycastHit2D[] results) { return Raycast(direction, results, Mathf.Infinity, Physics2D.AllLayers, -Mathf.Infinity, Mathf.Infinity); }
        public int Raycast(Vector2 direction, RaycastHit2D[] results, float distance) { return Raycast(direction, results, distance, Physics2D.AllLayers, -Mathf.Infinity, Mathf.Infinity); }
        public int Raycast(Vector2 direction, RaycastHit2D[] results, float distance, int layerMask) { return Raycast(direction, results, distance, layerMask, -Mathf.Infinity, Mathf.Infinity); }
        public int Raycast(Vector2 direction, RaycastHit2D[] results, float distance, int layerMask, float minDepth) { return Raycast(direction, results, distance, layerMask, minDepth, Mathf.Infinity); }
        // From the collider's position, ignoring the colliders of its own body (Unity's Collider2D.Raycast).
        public int Raycast(Vector2 direction, RaycastHit2D[] results, float distance, int layerMask, float minDepth, float maxDepth)
        {
            var filter = ContactFilter2D.Of(layerMask, minDepth, maxDepth);
            var hits = PhysicsWorld2D.Cast(WorldShape().Bounds.center, direction, 0f, distance, filter);
            hits.RemoveAll(h => h.collider == this || (attachedRigidbody != null && h.collider.attachedRigidbody == attachedRigidbody));
            return NonAllocResults.Fill(hits, results);
        }

        internal bool IsActive
        {
            get
            {
                if (!enabled || !gameObject.activeInHierarchy) return false;
                var body = attachedRigidbody;
                return body == null || body.simulated;
            }
        }

        internal Vector3 WorldPoint(Vector2 local) { var p = transform.TransformPoint(new Vector3(local.x + m_Offset.x, local.y + m_Offset.y, 0f)); p.z = 0f; return p; }

        internal static PhysicsShape Flat(PhysicsShape s)
        {
            if (s.IsBox) { s.Min.z = -1e4f; s.Max.z = 1e4f; }
            else { s.A.z = 0f; s.B.z = 0f; }
            return s;
        }

        internal virtual PhysicsShape WorldShape() { var p = WorldPoint(Vector2.zero); return PhysicsShape.Segment(p, p, 0f); }
        internal virtual IEnumerable<PhysicsShape> WorldShapes() { yield return WorldShape(); }
    }
}
