using System;

namespace UnityEngine
{
    // The headless editor simulates no physics: forces change the velocity at once, as one fixed step
    // would (Force and Acceleration over Time.fixedDeltaTime, Impulse and VelocityChange whole), and
    // nothing moves the body. Members and signatures are Unity's (UnityCsReference 2021.3.0f1; from
    // 6000.0 linearVelocity, linearDamping and angularDamping, with the old names obsolete).
    public class Rigidbody : Component
    {
        [SerializeField] float m_Mass = 1f;
        [SerializeField] float m_Drag;
        [SerializeField] float m_AngularDrag = 0.05f;
        [SerializeField] bool m_UseGravity = true;
        [SerializeField] bool m_IsKinematic;

        public float mass { get { return m_Mass; } set { m_Mass = value; } }
#if UNITY_6000_0_OR_NEWER
        public Vector3 linearVelocity { get; set; }
        public float linearDamping { get { return m_Drag; } set { m_Drag = value; } }
        public float angularDamping { get { return m_AngularDrag; } set { m_AngularDrag = value; } }
        [Obsolete("Please use Rigidbody.linearDamping instead. (UnityUpgradable) -> linearDamping")]
        public float drag { get { return linearDamping; } set { linearDamping = value; } }
        [Obsolete("Please use Rigidbody.angularDamping instead. (UnityUpgradable) -> angularDamping")]
        public float angularDrag { get { return angularDamping; } set { angularDamping = value; } }
        [Obsolete("Please use Rigidbody.linearVelocity instead. (UnityUpgradable) -> linearVelocity")]
        public Vector3 velocity { get { return linearVelocity; } set { linearVelocity = value; } }
        Vector3 CurrentVelocity { get { return linearVelocity; } set { linearVelocity = value; } }
#else
        public float drag { get { return m_Drag; } set { m_Drag = value; } }
        public float angularDrag { get { return m_AngularDrag; } set { m_AngularDrag = value; } }
        public Vector3 velocity { get; set; }
        Vector3 CurrentVelocity { get { return velocity; } set { velocity = value; } }
#endif
        public bool useGravity { get { return m_UseGravity; } set { m_UseGravity = value; } }
        public bool isKinematic { get { return m_IsKinematic; } set { m_IsKinematic = value; } }
        public Vector3 angularVelocity { get; set; }
        public Vector3 position { get { return transform.position; } set { transform.position = value; } }
        public Quaternion rotation { get { return transform.rotation; } set { transform.rotation = value; } }

        public void MovePosition(Vector3 position) { transform.position = position; }
        public void MoveRotation(Quaternion rot) { transform.rotation = rot; }

        public void AddForce(Vector3 force, ForceMode mode) { CurrentVelocity += Change(force, mode); }
        public void AddForce(Vector3 force) { AddForce(force, ForceMode.Force); }
        public void AddForce(float x, float y, float z, ForceMode mode) { AddForce(new Vector3(x, y, z), mode); }
        public void AddForce(float x, float y, float z) { AddForce(new Vector3(x, y, z), ForceMode.Force); }
        public void AddRelativeForce(Vector3 force, ForceMode mode) { AddForce(transform.TransformDirection(force), mode); }
        public void AddRelativeForce(Vector3 force) { AddRelativeForce(force, ForceMode.Force); }
        public void AddRelativeForce(float x, float y, float z, ForceMode mode) { AddRelativeForce(new Vector3(x, y, z), mode); }
        public void AddRelativeForce(float x, float y, float z) { AddRelativeForce(new Vector3(x, y, z), ForceMode.Force); }
        public void AddTorque(Vector3 torque, ForceMode mode) { angularVelocity += Change(torque, mode); }
        public void AddTorque(Vector3 torque) { AddTorque(torque, ForceMode.Force); }
        public void AddTorque(float x, float y, float z, ForceMode mode) { AddTorque(new Vector3(x, y, z), mode); }
        public void AddTorque(float x, float y, float z) { AddTorque(new Vector3(x, y, z), ForceMode.Force); }

        Vector3 Change(Vector3 amount, ForceMode mode)
        {
            var inverseMass = m_Mass <= 0f ? 1f : 1f / m_Mass;
            switch (mode)
            {
                case ForceMode.Acceleration: return amount * Time.fixedDeltaTime;
                case ForceMode.Impulse: return amount * inverseMass;
                case ForceMode.VelocityChange: return amount;
                default: return amount * (inverseMass * Time.fixedDeltaTime);
            }
        }
    }
}
