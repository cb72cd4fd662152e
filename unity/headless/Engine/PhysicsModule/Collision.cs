using System;
using System.Collections.Generic;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Modules/Physics/Managed/Dynamics.cs (Collision), 6000.5.0f1 Managed/Collision.cs (the
    // this* members from 6000.0). What OnCollisionEnter/Stay/Exit receive: the other side's collider and body, seen from
    // the receiver. One contact point per pair in the headless step (Internal/PhysicsWorld).
    public partial class Collision
    {
        internal Vector3 m_Impulse;
        internal Vector3 m_RelativeVelocity;
        internal Rigidbody m_Body;
        internal Collider m_Collider;
        internal Rigidbody m_ThisBody;
        internal Collider m_ThisCollider;
        internal Vector3 m_LinearVelocity;
        internal Vector3 m_ThisLinearVelocity;
        internal ContactPoint[] m_Contacts = new ContactPoint[0];

        public Collision() { }

        public Vector3 relativeVelocity { get { return m_RelativeVelocity; } }
        public Rigidbody rigidbody { get { return m_Body; } }
        public Component body { get { return m_Body; } }
        public Collider collider { get { return m_Collider; } }
        public Transform transform { get { return m_Body != null ? m_Body.transform : m_Collider.transform; } }
        public GameObject gameObject { get { return m_Body != null ? m_Body.gameObject : m_Collider.gameObject; } }
        public int contactCount { get { return m_Contacts.Length; } }
        public ContactPoint[] contacts { get { return (ContactPoint[])m_Contacts.Clone(); } }
        public Vector3 impulse { get { return m_Impulse; } }
#if UNITY_6000_0_OR_NEWER
        public Rigidbody thisRigidbody { get { return m_ThisBody; } }
        public Component thisBody { get { return m_ThisBody; } }
        public Collider thisCollider { get { return m_ThisCollider; } }
        public Vector3 thisLinearVelocity { get { return m_ThisLinearVelocity; } }
        public Vector3 linearVelocity { get { return m_LinearVelocity; } }
        public Vector3 thisAngularVelocity { get { return m_ThisBody != null ? m_ThisBody.angularVelocity : Vector3.zero; } }
        public Vector3 angularVelocity { get { return m_Body != null ? m_Body.angularVelocity : Vector3.zero; } }
        public Transform thisTransform { get { return m_ThisBody != null ? m_ThisBody.transform : m_ThisCollider.transform; } }
        public GameObject thisGameObject { get { return m_ThisBody != null ? m_ThisBody.gameObject : m_ThisCollider.gameObject; } }
#endif

        public ContactPoint GetContact(int index)
        {
            if (index < 0 || index >= m_Contacts.Length)
                throw new ArgumentOutOfRangeException(String.Format("Cannot get contact at index {0}. There are {1} contact(s).", index, m_Contacts.Length));
            return m_Contacts[index];
        }

        public int GetContacts(ContactPoint[] contacts)
        {
            if (contacts == null) throw new NullReferenceException("Cannot get contacts as the provided array is NULL.");
            var n = Math.Min(m_Contacts.Length, contacts.Length);
            Array.Copy(m_Contacts, contacts, n);
            return n;
        }

        public int GetContacts(List<ContactPoint> contacts)
        {
            if (contacts == null) throw new NullReferenceException("Cannot get contacts as the provided list is NULL.");
            contacts.Clear();
            contacts.AddRange(m_Contacts);
            return m_Contacts.Length;
        }
    }
}
