using System;
using System.Collections.Generic;
using UnityEngine.Internal;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Modules/Physics2D/ScriptBindings/Physics2D.bindings.cs (Rigidbody2D), 6000.5.0f1
    // Physics2D.bindings.cs and Physics2D.deprecated.cs (linearVelocity, linearVelocityX/Y, linearDamping, angularDamping
    // from 6000.0 with velocity, drag, angularDrag and isKinematic obsolete). As in Box2D, forces wait for the next step
    // (Internal/PhysicsWorld2D): a Dynamic body integrates gravity x gravityScale and its forces (semi-implicit Euler,
    // damping v *= 1/(1 + dt drag)); a Kinematic one moves by its velocity only; a Static one does not move.
    // angularVelocity is in degrees per second, rotation in degrees about Z, as in Unity.
    public sealed class Rigidbody2D : Component
    {
        [SerializeField] RigidbodyType2D m_BodyType;
        [SerializeField] bool m_Simulated = true;
        [SerializeField] bool m_UseFullKinematicContacts;
        [SerializeField] bool m_UseAutoMass;
        [SerializeField] float m_Mass = 1f;
        [SerializeField] float m_LinearDrag;
        [SerializeField] float m_AngularDrag = 0.05f;
        [SerializeField] float m_GravityScale = 1f;
        [SerializeField] RigidbodyConstraints2D m_Constraints;
        [SerializeField] RigidbodyInterpolation2D m_Interpolate;
        [SerializeField] RigidbodySleepMode2D m_SleepingMode = RigidbodySleepMode2D.StartAwake;
        [SerializeField] CollisionDetectionMode2D m_CollisionDetection;
        [SerializeField] PhysicsMaterial2D m_Material;

        internal Vector2 Velocity; internal float AngularVel;
        internal Vector2 AccumulatedVelocity; internal float AccumulatedAngular;
        internal Vector2? TargetPosition; internal float? TargetRotation;
        internal bool Sleeping;

        public Rigidbody2D() { PhysicsWorld2D.EnsureStepping(); }

        public Vector2 position { get { return transform.position; } set { transform.position = new Vector3(value.x, value.y, transform.position.z); } }
        public float rotation { get { return transform.eulerAngles.z; } set { var e = transform.eulerAngles; transform.eulerAngles = new Vector3(e.x, e.y, value); } }
        public void SetRotation(float angle) { rotation = angle; }
        public void SetRotation(Quaternion rotation) { this.rotation = rotation.eulerAngles.z; }
        public void MovePosition(Vector2 position) { TargetPosition = position; WakeUp(); }
        public void MoveRotation(float angle) { TargetRotation = angle; WakeUp(); }
        public void MoveRotation(Quaternion rotation) { MoveRotation(rotation.eulerAngles.z); }
#if UNITY_6000_0_OR_NEWER
        public void MovePositionAndRotation(Vector2 position, float angle) { MovePosition(position); MoveRotation(angle); }
        public void MovePositionAndRotation(Vector2 position, Quaternion rotation) { MovePosition(position); MoveRotation(rotation); }
        public Vector2 linearVelocity { get { return Velocity; } set { Velocity = value; WakeUp(); } }
        public float linearVelocityX { get { return Velocity.x; } set { Velocity.x = value; WakeUp(); } }
        public float linearVelocityY { get { return Velocity.y; } set { Velocity.y = value; WakeUp(); } }
        public float linearDamping { get { return m_LinearDrag; } set { m_LinearDrag = value; } }
        public float angularDamping { get { return m_AngularDrag; } set { m_AngularDrag = value; } }
        [Obsolete("isKinematic has been deprecated. Please use bodyType.", false)]
        public bool isKinematic { get { return bodyType == RigidbodyType2D.Kinematic; } set { bodyType = value ? RigidbodyType2D.Kinematic : RigidbodyType2D.Dynamic; } }
        [Obsolete("drag has been deprecated. Please use linearDamping. (UnityUpgradable) -> linearDamping", false)]
        public float drag { get { return linearDamping; } set { linearDamping = value; } }
        [Obsolete("angularDrag has been deprecated. Please use angularDamping. (UnityUpgradable) -> angularDamping", false)]
        public float angularDrag { get { return angularDamping; } set { angularDamping = value; } }
        [Obsolete("velocity has been deprecated. Please use linearVelocity. (UnityUpgradable) -> linearVelocity", false)]
        public Vector2 velocity { get { return linearVelocity; } set { linearVelocity = value; } }
        [Obsolete("velocityX has been deprecated. Please use linearVelocityX. (UnityUpgradable) -> linearVelocityX", false)]
        public float velocityX { get { return linearVelocityX; } set { linearVelocityX = value; } }
        [Obsolete("velocityY has been deprecated. Please use linearVelocityY (UnityUpgradable) -> linearVelocityY", false)]
        public float velocityY { get { return linearVelocityY; } set { linearVelocityY = value; } }
        [Obsolete("Rigidbody2D.fixedAngle is obsolete. Use Rigidbody2D.constraints instead.", true)]
        public bool fixedAngle { get { throw new NotSupportedException(); } set { throw new NotSupportedException(); } }
#else
        public Vector2 velocity { get { return Velocity; } set { Velocity = value; WakeUp(); } }
        public float drag { get { return m_LinearDrag; } set { m_LinearDrag = value; } }
        public float angularDrag { get { return m_AngularDrag; } set { m_AngularDrag = value; } }
        public bool isKinematic { get { return bodyType == RigidbodyType2D.Kinematic; } set { bodyType = value ? RigidbodyType2D.Kinematic : RigidbodyType2D.Dynamic; } }
        // UnityCsReference 2021.3.0f1 Modules/Physics2D/ScriptBindings/Physics2D.bindings.cs: obsolete, a warning.
        [Obsolete("'fixedAngle' is no longer supported. Use constraints instead.", false)]
        public bool fixedAngle { get { return freezeRotation; } set { freezeRotation = value; } }
#endif
        internal float LinearDrag { get { return m_LinearDrag; } }
        internal float AngularDrag { get { return m_AngularDrag; } }

        public float angularVelocity { get { return AngularVel; } set { AngularVel = value; WakeUp(); } }
        public bool useAutoMass { get { return m_UseAutoMass; } set { m_UseAutoMass = value; } }
        public float mass { get { return m_Mass; } set { m_Mass = Math.Max(value, 1e-4f); } }
        public PhysicsMaterial2D sharedMaterial { get { return m_Material; } set { m_Material = value; } }
        public Vector2 centerOfMass { get; set; }
        public Vector2 worldCenterOfMass { get { return transform.TransformPoint(centerOfMass); } }
        public float inertia { get; set; } = 1f;
        public float gravityScale { get { return m_GravityScale; } set { m_GravityScale = value; } }
        public RigidbodyType2D bodyType { get { return m_BodyType; } set { m_BodyType = value; if (value == RigidbodyType2D.Static) { Velocity = Vector2.zero; AngularVel = 0f; } } }
        public bool useFullKinematicContacts { get { return m_UseFullKinematicContacts; } set { m_UseFullKinematicContacts = value; } }
        public bool freezeRotation
        {
            get { return (m_Constraints & RigidbodyConstraints2D.FreezeRotation) != 0; }
            set { m_Constraints = value ? m_Constraints | RigidbodyConstraints2D.FreezeRotation : m_Constraints & ~RigidbodyConstraints2D.FreezeRotation; }
        }
        public RigidbodyConstraints2D constraints { get { return m_Constraints; } set { m_Constraints = value; } }
        public bool IsSleeping() { return Sleeping; }
        public bool IsAwake() { return !Sleeping; }
        public void Sleep() { Sleeping = true; Velocity = Vector2.zero; AngularVel = 0f; }
        public void WakeUp() { Sleeping = false; }
        // A body that is not simulated takes no part in physics: no movement, contacts or queries for its colliders.
        public bool simulated { get { return m_Simulated; } set { m_Simulated = value; } }
        public RigidbodyInterpolation2D interpolation { get { return m_Interpolate; } set { m_Interpolate = value; } }
        public RigidbodySleepMode2D sleepMode { get { return m_SleepingMode; } set { m_SleepingMode = value; } }
        public CollisionDetectionMode2D collisionDetectionMode { get { return m_CollisionDetection; } set { m_CollisionDetection = value; } }
        public int attachedColliderCount { get { return GetAttachedColliders(new List<Collider2D>()); } }

        public bool IsTouching(Collider2D collider) { return PhysicsWorld2D.BodyTouches(this, c => c == collider); }
        public bool IsTouching(Collider2D collider, ContactFilter2D contactFilter) { return PhysicsWorld2D.BodyTouches(this, c => c == collider && contactFilter.Accepts(c)); }
        public bool IsTouching(ContactFilter2D contactFilter) { return PhysicsWorld2D.BodyTouches(this, contactFilter.Accepts); }
        public bool IsTouchingLayers() { return IsTouchingLayers(Physics2D.AllLayers); }
        // 2023.1.0a19+ gives layerMask, mode and distance defaults here (UnityCsReference 6000.5.2f1
        // Modules/Physics2D/ScriptBindings/Physics2D.bindings.cs Rigidbody2D.IsTouchingLayers/AddForce/AddRelativeForce/Cast;
        // 2021.3.0f1 the same file: none).
#if UNITY_2023_1_OR_NEWER
        public bool IsTouchingLayers(int layerMask = Physics2D.AllLayers) { return BodyTouchesLayers(layerMask); }
#else
        public bool IsTouchingLayers(int layerMask) { return BodyTouchesLayers(layerMask); }
#endif
        bool BodyTouchesLayers(int layerMask) { return PhysicsWorld2D.BodyTouches(this, c => (layerMask & (1 << c.gameObject.layer)) != 0); }
        public bool OverlapPoint(Vector2 point)
        {
            foreach (var c in AttachedColliders()) if (c.OverlapPoint(point)) return true;
            return false;
        }

        public void AddForce(Vector2 force) { AddForce(force, ForceMode2D.Force); }
#if UNITY_2023_1_OR_NEWER
        public void AddForce(Vector2 force, ForceMode2D mode = ForceMode2D.Force)
#else
        public void AddForce(Vector2 force, ForceMode2D mode)
#endif
        {
            if (m_BodyType != RigidbodyType2D.Dynamic) return;
            AccumulatedVelocity += mode == ForceMode2D.Impulse ? force / m_Mass : force * (Time.fixedDeltaTime / m_Mass);
            if (force.sqrMagnitude > 0f) WakeUp();
        }
        public void AddRelativeForce(Vector2 relativeForce) { AddRelativeForce(relativeForce, ForceMode2D.Force); }
#if UNITY_2023_1_OR_NEWER
        public void AddRelativeForce(Vector2 relativeForce, ForceMode2D mode = ForceMode2D.Force) { AddForce(GetRelativeVector(relativeForce), mode); }
#else
        public void AddRelativeForce(Vector2 relativeForce, ForceMode2D mode) { AddForce(GetRelativeVector(relativeForce), mode); }
#endif
        public void AddForceAtPosition(Vector2 force, Vector2 position) { AddForceAtPosition(force, position, ForceMode2D.Force); }
        public void AddForceAtPosition(Vector2 force, Vector2 position, ForceMode2D mode)
        {
            AddForce(force, mode);
            var r = position - worldCenterOfMass;
            AddTorque(r.x * force.y - r.y * force.x, mode);
        }
        public void AddTorque(float torque) { AddTorque(torque, ForceMode2D.Force); }
        // Torque over the inertia, in radians, turned to Unity's degrees per second.
        public void AddTorque(float torque, ForceMode2D mode)
        {
            if (m_BodyType != RigidbodyType2D.Dynamic) return;
            var change = (mode == ForceMode2D.Impulse ? torque : torque * Time.fixedDeltaTime) / Math.Max(inertia, 1e-6f);
            AccumulatedAngular += change * Mathf.Rad2Deg;
            if (torque != 0f) WakeUp();
        }

        public Vector2 GetPoint(Vector2 point) { return transform.InverseTransformPoint(point); }
        public Vector2 GetRelativePoint(Vector2 relativePoint) { return transform.TransformPoint(relativePoint); }
        public Vector2 GetVector(Vector2 vector) { return transform.InverseTransformDirection(vector); }
        public Vector2 GetRelativeVector(Vector2 relativeVector) { return transform.TransformDirection(relativeVector); }
        public Vector2 GetPointVelocity(Vector2 point)
        {
            var r = point - worldCenterOfMass;
            var w = AngularVel * Mathf.Deg2Rad;
            return Velocity + new Vector2(-w * r.y, w * r.x);
        }
        public Vector2 GetRelativePointVelocity(Vector2 relativePoint) { return GetPointVelocity(GetRelativePoint(relativePoint)); }

#if UNITY_6000_0_OR_NEWER
        public void AddForceX(float force, ForceMode2D mode = ForceMode2D.Force) { AddForce(new Vector2(force, 0f), mode); }
        public void AddForceY(float force, ForceMode2D mode = ForceMode2D.Force) { AddForce(new Vector2(0f, force), mode); }
        public void AddRelativeForceX(float force, ForceMode2D mode = ForceMode2D.Force) { AddRelativeForce(new Vector2(force, 0f), mode); }
        public void AddRelativeForceY(float force, ForceMode2D mode = ForceMode2D.Force) { AddRelativeForce(new Vector2(0f, force), mode); }
#endif
#if UNITY_2022_2_OR_NEWER
        // The force and torque waiting for the next step (Force mode units); setting them replaces what waits.
        public Vector2 totalForce
        {
            get { return AccumulatedVelocity * (m_Mass / Time.fixedDeltaTime); }
            set { AccumulatedVelocity = value * (Time.fixedDeltaTime / m_Mass); }
        }
        public float totalTorque
        {
            get { return AccumulatedAngular * Mathf.Deg2Rad * Math.Max(inertia, 1e-6f) / Time.fixedDeltaTime; }
            set { AccumulatedAngular = value * Time.fixedDeltaTime / Math.Max(inertia, 1e-6f) * Mathf.Rad2Deg; }
        }
        public LayerMask excludeLayers { get; set; }
        public LayerMask includeLayers { get; set; }
#endif

        // What the body's colliders overlap, its own colliders left out.
#if UNITY_6000_2_OR_NEWER
        [Obsolete("OverlapCollider has been deprecated. Please use Overlap (UnityUpgradable) -> Overlap(*)", false)]
#endif
        public int OverlapCollider(ContactFilter2D contactFilter, Collider2D[] results) { return NonAllocResults.Fill(BodyOverlaps(contactFilter), results); }
#if UNITY_6000_2_OR_NEWER
        [Obsolete("OverlapCollider has been deprecated. Please use Overlap (UnityUpgradable) -> Overlap(*)", false)]
#endif
        public int OverlapCollider(ContactFilter2D contactFilter, List<Collider2D> results) { results.Clear(); results.AddRange(BodyOverlaps(contactFilter)); return results.Count; }
#if UNITY_2023_1_OR_NEWER
        public int Overlap(ContactFilter2D contactFilter, Collider2D[] results) { return NonAllocResults.Fill(BodyOverlaps(contactFilter), results); }
        public int Overlap(List<Collider2D> results) { return Overlap(ContactFilter2D.Unfiltered(), results); }
        public int Overlap(ContactFilter2D contactFilter, List<Collider2D> results) { results.Clear(); results.AddRange(BodyOverlaps(contactFilter)); return results.Count; }
#endif

        List<Collider2D> BodyOverlaps(ContactFilter2D contactFilter)
        {
            var all = new List<Collider2D>();
            foreach (var c in AttachedColliders())
                foreach (var o in PhysicsWorld2D.OverlapOf(c, contactFilter))
                    if (o.attachedRigidbody != this && !all.Contains(o)) all.Add(o);
            return all;
        }

        public ColliderDistance2D Distance(Collider2D collider)
        {
            var best = default(ColliderDistance2D);
            foreach (var c in AttachedColliders())
            {
                var d = c.Distance(collider);
                if (!best.isValid || d.distance < best.distance) best = d;
            }
            return best;
        }

        // The body's colliders swept along direction; its own colliders are never hit (Unity's Rigidbody2D.Cast).
        public int Cast(Vector2 direction, RaycastHit2D[] results) { return Cast(direction, ContactFilter2D.Unfiltered(), results, Mathf.Infinity); }
        public int Cast(Vector2 direction, RaycastHit2D[] results, float distance) { return Cast(direction, ContactFilter2D.Unfiltered(), results, distance); }
        public int Cast(Vector2 direction, List<RaycastHit2D> results, float distance = Mathf.Infinity) { return Cast(direction, ContactFilter2D.Unfiltered(), results, distance); }
        public int Cast(Vector2 direction, ContactFilter2D contactFilter, RaycastHit2D[] results) { return Cast(direction, contactFilter, results, Mathf.Infinity); }
#if UNITY_2023_1_OR_NEWER
        public int Cast(Vector2 direction, ContactFilter2D contactFilter, RaycastHit2D[] results, float distance = Mathf.Infinity) { return CastInto(direction, contactFilter, results, distance); }
        public int Cast(Vector2 direction, ContactFilter2D contactFilter, List<RaycastHit2D> results, float distance = Mathf.Infinity)
#else
        public int Cast(Vector2 direction, ContactFilter2D contactFilter, RaycastHit2D[] results, float distance) { return CastInto(direction, contactFilter, results, distance); }
        public int Cast(Vector2 direction, ContactFilter2D contactFilter, List<RaycastHit2D> results, float distance)
#endif
        {
            results.Clear();
            results.AddRange(PhysicsWorld2D.ShapeCast(AttachedColliders(), direction, distance, contactFilter, true));
            return results.Count;
        }
        int CastInto(Vector2 direction, ContactFilter2D contactFilter, RaycastHit2D[] results, float distance) { return NonAllocResults.Fill(PhysicsWorld2D.ShapeCast(AttachedColliders(), direction, distance, contactFilter, true), results); }

        public Vector2 ClosestPoint(Vector2 position)
        {
            var best = position; var bestDistance = float.MaxValue;
            foreach (var c in AttachedColliders())
            {
                var p = c.ClosestPoint(position);
                var d = (p - position).sqrMagnitude;
                if (d < bestDistance) { bestDistance = d; best = p; }
            }
            return best;
        }

        // The contacts of the last step of all the body's colliders.
        public int GetContacts(ContactPoint2D[] contacts) { return NonAllocResults.Fill(BodyContacts(), contacts); }
        public int GetContacts(List<ContactPoint2D> contacts) { contacts.Clear(); contacts.AddRange(BodyContacts()); return contacts.Count; }
        public int GetContacts(Collider2D[] colliders) { return NonAllocResults.Fill(BodyContactColliders(), colliders); }
        public int GetContacts(List<Collider2D> colliders) { colliders.Clear(); colliders.AddRange(BodyContactColliders()); return colliders.Count; }

        List<ContactPoint2D> BodyContacts()
        {
            var all = new List<ContactPoint2D>();
            foreach (var c in AttachedColliders()) all.AddRange(PhysicsWorld2D.ContactPointsOf(c));
            return all;
        }

        List<Collider2D> BodyContactColliders()
        {
            var all = new List<Collider2D>();
            foreach (var c in AttachedColliders()) foreach (var o in PhysicsWorld2D.ContactsOf(c)) if (o.attachedRigidbody != this && !all.Contains(o)) all.Add(o);
            return all;
        }

        public int GetAttachedColliders(Collider2D[] results) { return NonAllocResults.Fill(AttachedColliders(), results); }
        public int GetAttachedColliders(List<Collider2D> results)
        {
            results.Clear();
            results.AddRange(AttachedColliders());
            return results.Count;
        }

        internal List<Collider2D> AttachedColliders()
        {
            var list = new List<Collider2D>();
            foreach (var c in GetComponentsInChildren<Collider2D>()) if (c.enabled && c.attachedRigidbody == this) list.Add(c);
            return list;
        }
    }
}
