using System;
using UnityEngine.Internal;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Modules/Physics/ScriptBindings/Dynamics.bindings.cs (Rigidbody), 6000.5.0f1
    // Rigidbody.bindings.cs and Rigidbody.deprecated.cs (linearVelocity, linearDamping, angularDamping from 6000.0, the old
    // names obsolete). As in PhysX, forces are accumulated and applied by the next simulation step (FixedUpdate's
    // physics step, or Physics.Simulate): reading velocity right after AddForce gives the old value. The headless step
    // (Internal/PhysicsWorld) integrates semi-implicit Euler: v += (F/m + g) dt, damping v *= 1/(1 + dt drag),
    // position += v dt; torque changes angularVelocity with an inertia of mass (a unit body), rotation follows it.
    public class Rigidbody : Component
    {
        [SerializeField] float m_Mass = 1f;
        [SerializeField] float m_Drag;
        [SerializeField] float m_AngularDrag = 0.05f;
        [SerializeField] bool m_UseGravity = true;
        [SerializeField] bool m_IsKinematic;
        [SerializeField] RigidbodyInterpolation m_Interpolate;
        [SerializeField] RigidbodyConstraints m_Constraints;
        [SerializeField] CollisionDetectionMode m_CollisionDetection;

        internal Vector3 Velocity, AngularVel;
        internal Vector3 AccumulatedForce, AccumulatedTorque;   // in velocity change (m/s), per step
        internal Vector3 AccumulatedForceN, AccumulatedTorqueN;
        internal Vector3? TargetPosition; internal Quaternion? TargetRotation;
        internal bool Sleeping;
        internal float m_DragValue { get { return m_Drag; } }
        internal float m_AngularDragValue { get { return m_AngularDrag; } }

        public Rigidbody() { PhysicsWorld.EnsureStepping(); }

        public float mass { get { return m_Mass; } set { m_Mass = Math.Max(value, 1e-7f); } }
#if UNITY_6000_0_OR_NEWER
        public Vector3 linearVelocity { get { return Velocity; } set { Velocity = value; WakeUp(); } }
        public float linearDamping { get { return m_Drag; } set { m_Drag = value; } }
        public float angularDamping { get { return m_AngularDrag; } set { m_AngularDrag = value; } }
        [Obsolete("Please use Rigidbody.linearDamping instead. (UnityUpgradable) -> linearDamping")]
        public float drag { get { return linearDamping; } set { linearDamping = value; } }
        [Obsolete("Please use Rigidbody.angularDamping instead. (UnityUpgradable) -> angularDamping")]
        public float angularDrag { get { return angularDamping; } set { angularDamping = value; } }
        [Obsolete("Please use Rigidbody.linearVelocity instead. (UnityUpgradable) -> linearVelocity")]
        public Vector3 velocity { get { return linearVelocity; } set { linearVelocity = value; } }
        [Obsolete("Please use Rigidbody.mass instead. Setting density on a Rigidbody no longer has any effect.", false)]
        public void SetDensity(float density) { }
        public bool automaticCenterOfMass { get; set; }
        public bool automaticInertiaTensor { get; set; }
        public float maxLinearVelocity { get; set; } = 1e16f;
        public void Move(Vector3 position, Quaternion rotation) { MovePosition(position); MoveRotation(rotation); }
        public void PublishTransform() { }
#else
        public Vector3 velocity { get { return Velocity; } set { Velocity = value; WakeUp(); } }
        public float drag { get { return m_Drag; } set { m_Drag = value; } }
        public float angularDrag { get { return m_AngularDrag; } set { m_AngularDrag = value; } }
        // Unity recomputes the mass from the colliders' volumes; the headless editor keeps the mass (no volumes).
        public void SetDensity(float density) { throw new NotSupportedException("not modelled by the headless editor: Rigidbody.SetDensity"); }
        [Obsolete("Use Rigidbody.maxAngularVelocity instead.")]
        public void SetMaxAngularVelocity(float a) { maxAngularVelocity = a; }
        [Obsolete("Please use Rigidbody.solverIterations instead. (UnityUpgradable) -> solverIterations")]
        public int solverIterationCount { get { return solverIterations; } set { solverIterations = value; } }
        [Obsolete("Please use Rigidbody.solverVelocityIterations instead. (UnityUpgradable) -> solverVelocityIterations")]
        public int solverVelocityIterationCount { get { return solverVelocityIterations; } set { solverVelocityIterations = value; } }
#endif
#if UNITY_2022_2_OR_NEWER
        public LayerMask excludeLayers { get; set; }
        public LayerMask includeLayers { get; set; }
        public Vector3 GetAccumulatedForce(float step) { return AccumulatedForceN; }
        public Vector3 GetAccumulatedForce() { return GetAccumulatedForce(Time.fixedDeltaTime); }
        public Vector3 GetAccumulatedTorque(float step) { return AccumulatedTorqueN; }
        public Vector3 GetAccumulatedTorque() { return GetAccumulatedTorque(Time.fixedDeltaTime); }
#endif
        public Vector3 angularVelocity { get { return AngularVel; } set { AngularVel = value; WakeUp(); } }
        public bool useGravity { get { return m_UseGravity; } set { m_UseGravity = value; } }
        public bool isKinematic { get { return m_IsKinematic; } set { m_IsKinematic = value; } }
        public bool freezeRotation
        {
            get { return (m_Constraints & RigidbodyConstraints.FreezeRotation) == RigidbodyConstraints.FreezeRotation; }
            set { m_Constraints = value ? m_Constraints | RigidbodyConstraints.FreezeRotation : m_Constraints & ~RigidbodyConstraints.FreezeRotation; }
        }
        public RigidbodyConstraints constraints { get { return m_Constraints; } set { m_Constraints = value; } }
        public CollisionDetectionMode collisionDetectionMode { get { return m_CollisionDetection; } set { m_CollisionDetection = value; } }
        public RigidbodyInterpolation interpolation { get { return m_Interpolate; } set { m_Interpolate = value; } }
        public float maxDepenetrationVelocity { get; set; } = 1e32f;
        public Vector3 centerOfMass { get; set; }
        public Vector3 worldCenterOfMass { get { return transform.TransformPoint(centerOfMass); } }
        public Quaternion inertiaTensorRotation { get; set; } = Quaternion.identity;
        public Vector3 inertiaTensor { get; set; } = Vector3.one;
        public bool detectCollisions { get; set; } = true;
        public int solverIterations { get; set; } = 6;
        public int solverVelocityIterations { get; set; } = 1;
        public float sleepThreshold { get; set; } = 0.005f;
        public float maxAngularVelocity { get; set; } = 7f;

        public Vector3 position { get { return transform.position; } set { transform.position = value; } }
        public Quaternion rotation { get { return transform.rotation; } set { transform.rotation = value; } }

        // Unity moves the body there in the next simulation step (a kinematic body with a velocity, so contacts and
        // triggers see it move).
        public void MovePosition(Vector3 position) { TargetPosition = position; WakeUp(); }
        public void MoveRotation(Quaternion rot) { TargetRotation = rot; WakeUp(); }

        public void Sleep() { Sleeping = true; Velocity = Vector3.zero; AngularVel = Vector3.zero; }
        public bool IsSleeping() { return Sleeping; }
        public void WakeUp() { Sleeping = false; }
        public void ResetCenterOfMass() { centerOfMass = Vector3.zero; }
        public void ResetInertiaTensor() { inertiaTensor = Vector3.one; inertiaTensorRotation = Quaternion.identity; }
        public Vector3 GetRelativePointVelocity(Vector3 relativePoint) { return GetPointVelocity(transform.TransformPoint(relativePoint)); }
        public Vector3 GetPointVelocity(Vector3 worldPoint) { return Velocity + Vector3.Cross(AngularVel, worldPoint - worldCenterOfMass); }

        public void AddForce(Vector3 force, ForceMode mode) { Accumulate(force, mode, false); }
        public void AddForce(Vector3 force) { AddForce(force, ForceMode.Force); }
        public void AddForce(float x, float y, float z, ForceMode mode) { AddForce(new Vector3(x, y, z), mode); }
        public void AddForce(float x, float y, float z) { AddForce(new Vector3(x, y, z), ForceMode.Force); }
        public void AddRelativeForce(Vector3 force, ForceMode mode) { AddForce(transform.TransformDirection(force), mode); }
        public void AddRelativeForce(Vector3 force) { AddRelativeForce(force, ForceMode.Force); }
        public void AddRelativeForce(float x, float y, float z, ForceMode mode) { AddRelativeForce(new Vector3(x, y, z), mode); }
        public void AddRelativeForce(float x, float y, float z) { AddRelativeForce(new Vector3(x, y, z), ForceMode.Force); }
        public void AddTorque(Vector3 torque, ForceMode mode) { Accumulate(torque, mode, true); }
        public void AddTorque(Vector3 torque) { AddTorque(torque, ForceMode.Force); }
        public void AddTorque(float x, float y, float z, ForceMode mode) { AddTorque(new Vector3(x, y, z), mode); }
        public void AddTorque(float x, float y, float z) { AddTorque(new Vector3(x, y, z), ForceMode.Force); }
        public void AddRelativeTorque(Vector3 torque, ForceMode mode) { AddTorque(transform.TransformDirection(torque), mode); }
        public void AddRelativeTorque(Vector3 torque) { AddRelativeTorque(torque, ForceMode.Force); }
        public void AddRelativeTorque(float x, float y, float z, ForceMode mode) { AddRelativeTorque(new Vector3(x, y, z), mode); }
        public void AddRelativeTorque(float x, float y, float z) { AddRelativeTorque(new Vector3(x, y, z), ForceMode.Force); }

        // The force at its point: the force itself, and the torque (position - centre of mass) x force.
        public void AddForceAtPosition(Vector3 force, Vector3 position, ForceMode mode)
        {
            AddForce(force, mode);
            AddTorque(Vector3.Cross(position - worldCenterOfMass, force), mode);
        }
        public void AddForceAtPosition(Vector3 force, Vector3 position) { AddForceAtPosition(force, position, ForceMode.Force); }

        // Unity's documented behaviour (ScriptReference Rigidbody.AddExplosionForce): a force along the line from the
        // explosion (moved down by upwardsModifier) to the body, falling off linearly with the distance to radius
        // (a radius of 0 means the full force at any distance). The headless editor measures to the body's centre of
        // mass, where Unity measures to its colliders' surface.
        public void AddExplosionForce(float explosionForce, Vector3 explosionPosition, float explosionRadius, float upwardsModifier, ForceMode mode)
        {
            var origin = explosionPosition - Vector3.up * upwardsModifier;
            var towards = worldCenterOfMass - origin;
            var distance = (worldCenterOfMass - explosionPosition).magnitude;
            if (explosionRadius > 0f && distance > explosionRadius) return;
            var falloff = explosionRadius > 0f ? 1f - distance / explosionRadius : 1f;
            var dir = towards.sqrMagnitude > 1e-12f ? towards.normalized : Vector3.up;
            AddForce(dir * (explosionForce * falloff), mode);
        }
        public void AddExplosionForce(float explosionForce, Vector3 explosionPosition, float explosionRadius, float upwardsModifier) { AddExplosionForce(explosionForce, explosionPosition, explosionRadius, upwardsModifier, ForceMode.Force); }
        public void AddExplosionForce(float explosionForce, Vector3 explosionPosition, float explosionRadius) { AddExplosionForce(explosionForce, explosionPosition, explosionRadius, 0f, ForceMode.Force); }

        public Vector3 ClosestPointOnBounds(Vector3 position)
        {
            var colliders = GetComponentsInChildren<Collider>();
            Bounds? all = null;
            foreach (var c in colliders)
            {
                if (!c.IsActive || c.attachedRigidbody != this) continue;
                if (all == null) all = c.bounds; else { var b = all.Value; b.Encapsulate(c.bounds); all = b; }
            }
            return all == null ? position : all.Value.ClosestPoint(position);
        }

        public bool SweepTest(Vector3 direction, out RaycastHit hitInfo, float maxDistance, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.SweepTest(this, direction, out hitInfo, maxDistance, queryTriggerInteraction); }
        public bool SweepTest(Vector3 direction, out RaycastHit hitInfo, float maxDistance) { return SweepTest(direction, out hitInfo, maxDistance, QueryTriggerInteraction.UseGlobal); }
        public RaycastHit[] SweepTestAll(Vector3 direction, float maxDistance, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.SweepTestAll(this, direction, maxDistance, queryTriggerInteraction).ToArray(); }
        public RaycastHit[] SweepTestAll(Vector3 direction, float maxDistance) { return SweepTestAll(direction, maxDistance, QueryTriggerInteraction.UseGlobal); }
        public RaycastHit[] SweepTestAll(Vector3 direction) { return SweepTestAll(direction, Mathf.Infinity, QueryTriggerInteraction.UseGlobal); }
        public bool SweepTest(Vector3 direction, out RaycastHit hitInfo) { return SweepTest(direction, out hitInfo, Mathf.Infinity, QueryTriggerInteraction.UseGlobal); }

        // Forces in velocity change per step, as PhysX applies them: Force and Acceleration over the step, Impulse and
        // VelocityChange whole; Force and Impulse divided by the mass.
        void Accumulate(Vector3 amount, ForceMode mode, bool torque)
        {
            if (m_IsKinematic) return;
            var step = Time.fixedDeltaTime;
            var inverseMass = 1f / m_Mass;
            Vector3 change;
            switch (mode)
            {
                case ForceMode.Acceleration: change = amount * step; break;
                case ForceMode.Impulse: change = amount * inverseMass; break;
                case ForceMode.VelocityChange: change = amount; break;
                default: change = amount * (inverseMass * step); break;
            }
            if (torque) { AccumulatedTorque += change; AccumulatedTorqueN += change * (m_Mass / step); }
            else { AccumulatedForce += change; AccumulatedForceN += change * (m_Mass / step); }
            if (amount.sqrMagnitude > 0f) WakeUp();
        }
    }
}
