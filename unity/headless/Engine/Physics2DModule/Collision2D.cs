using System;
using System.Collections.Generic;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Physics2D/ScriptBindings/Physics2D.bindings.cs (Collision2D): what
    // OnCollisionEnter2D/Stay2D/Exit2D receive. collider and rigidbody are the other side's, otherCollider and
    // otherRigidbody the receiver's, as in Unity. One contact per pair in the headless step; none on Exit.
    public partial class Collision2D
    {
        internal Collider2D m_Collider;
        internal Collider2D m_OtherCollider;
        internal Rigidbody2D m_Rigidbody;
        internal Rigidbody2D m_OtherRigidbody;
        internal Vector2 m_RelativeVelocity;
        internal bool m_Enabled = true;
        internal ContactPoint2D[] m_Contacts = new ContactPoint2D[0];

        public Collider2D collider { get { return m_Collider; } }
        public Collider2D otherCollider { get { return m_OtherCollider; } }
        public Rigidbody2D rigidbody { get { return m_Rigidbody; } }
        public Rigidbody2D otherRigidbody { get { return m_OtherRigidbody; } }
        public Transform transform { get { return rigidbody != null ? rigidbody.transform : collider.transform; } }
        public GameObject gameObject { get { return rigidbody != null ? rigidbody.gameObject : collider.gameObject; } }
        public Vector2 relativeVelocity { get { return m_RelativeVelocity; } }
        public bool enabled { get { return m_Enabled; } }
        public ContactPoint2D[] contacts { get { return (ContactPoint2D[])m_Contacts.Clone(); } }
        public int contactCount { get { return m_Contacts.Length; } }

        public ContactPoint2D GetContact(int index)
        {
            if (index < 0 || index >= m_Contacts.Length)
                throw new ArgumentOutOfRangeException(String.Format("Cannot get contact at index {0}. There are {1} contact(s).", index, m_Contacts.Length));
            return m_Contacts[index];
        }

        public int GetContacts(ContactPoint2D[] contacts)
        {
            if (contacts == null) throw new NullReferenceException("Cannot get contacts as the provided array is NULL.");
            var n = Math.Min(m_Contacts.Length, contacts.Length);
            Array.Copy(m_Contacts, contacts, n);
            return n;
        }

        public int GetContacts(List<ContactPoint2D> contacts)
        {
            if (contacts == null) throw new NullReferenceException("Cannot get contacts as the provided list is NULL.");
            contacts.Clear();
            contacts.AddRange(m_Contacts);
            return m_Contacts.Length;
        }
    }
}
