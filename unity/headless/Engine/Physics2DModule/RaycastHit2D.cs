using System;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Physics2D/ScriptBindings/Physics2D.bindings.cs (RaycastHit2D): a
    // default hit has no collider and converts to false, so "if (Physics2D.Raycast(...))" works as in Unity.
    public struct RaycastHit2D
    {
        Vector2 m_Centroid;
        Vector2 m_Point;
        Vector2 m_Normal;
        float m_Distance;
        float m_Fraction;
        Collider2D m_Collider;

        internal RaycastHit2D(Collider2D collider, Vector2 point, Vector2 normal, float distance, float fraction, Vector2 centroid)
        {
            m_Collider = collider; m_Point = point; m_Normal = normal; m_Distance = distance; m_Fraction = fraction; m_Centroid = centroid;
        }

        public Vector2 centroid { get { return m_Centroid; } set { m_Centroid = value; } }
        public Vector2 point { get { return m_Point; } set { m_Point = value; } }
        public Vector2 normal { get { return m_Normal; } set { m_Normal = value; } }
        public float distance { get { return m_Distance; } set { m_Distance = value; } }
        public float fraction { get { return m_Fraction; } set { m_Fraction = value; } }
        public Collider2D collider { get { return m_Collider; } }
        public Rigidbody2D rigidbody { get { return m_Collider != null ? m_Collider.attachedRigidbody : null; } }
        public Transform transform
        {
            get
            {
                var body = rigidbody;
                if (body != null) return body.transform;
                return m_Collider != null ? m_Collider.transform : null;
            }
        }

        public static implicit operator bool(RaycastHit2D hit) { return hit.collider != null; }

        public int CompareTo(RaycastHit2D other)
        {
            if (collider == null) return 1;
            if (other.collider == null) return -1;
            return fraction.CompareTo(other.fraction);
        }
    }
}
