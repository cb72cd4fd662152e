using System;
using System.Collections.Generic;
using UnityEngine.Internal;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Modules/Physics/ScriptBindings/Dynamics.bindings.cs, 6000.5.0f1
    // CharacterController.bindings.cs. A capsule along Y moved by Move: the motion is applied, then the capsule is pushed
    // out of the non-trigger colliders it overlaps (a few passes), each touched collider reported once to
    // OnControllerColliderHit, and collisionFlags say where it was touched (Below when the push-out normal is within
    // slopeLimit of up, Above when within it of down, Sides otherwise). Contacts within skinWidth count as touching without a push. Not modelled: steps (stepOffset),
    // sliding along slopes steeper than slopeLimit other than by push-out. SimpleMove adds gravity as Unity's does.
    // For triggers it counts as a kinematic body (Internal/PhysicsWorld).
    public class CharacterController : Collider
    {
        [SerializeField] float m_Radius = 0.5f;
        [SerializeField] float m_Height = 2f;
        [SerializeField] Vector3 m_Center = Vector3.zero;
        [SerializeField] float m_SlopeLimit = 45f;
        [SerializeField] float m_StepOffset = 0.3f;
        [SerializeField] float m_SkinWidth = 0.08f;
        [SerializeField] float m_MinMoveDistance = 0.001f;

        Vector3 m_Velocity;
        CollisionFlags m_Flags;
        float m_Fall;

        public float radius { get { return m_Radius; } set { m_Radius = value; } }
        public float height { get { return m_Height; } set { m_Height = value; } }
        public Vector3 center { get { return m_Center; } set { m_Center = value; } }
        public float slopeLimit { get { return m_SlopeLimit; } set { m_SlopeLimit = value; } }
        public float stepOffset { get { return m_StepOffset; } set { m_StepOffset = value; } }
        public float skinWidth { get { return m_SkinWidth; } set { m_SkinWidth = value; } }
        public float minMoveDistance { get { return m_MinMoveDistance; } set { m_MinMoveDistance = value; } }
        public bool detectCollisions { get; set; } = true;
        public bool enableOverlapRecovery { get; set; } = true;
        public Vector3 velocity { get { return m_Velocity; } }
        public bool isGrounded { get { return (m_Flags & CollisionFlags.Below) != 0; } }
        public CollisionFlags collisionFlags { get { return m_Flags; } }

        public bool SimpleMove(Vector3 speed)
        {
            var dt = Time.deltaTime;
            m_Fall = isGrounded ? 0f : m_Fall + Physics.gravity.y * dt;
            Move(new Vector3(speed.x, 0f, speed.z) * dt + new Vector3(0f, m_Fall * dt, 0f));
            return isGrounded;
        }

        public CollisionFlags Move(Vector3 motion)
        {
            var t = transform;
            var start = t.position;
            if (motion.magnitude < m_MinMoveDistance) { m_Velocity = Vector3.zero; return m_Flags = CollisionFlags.None; }
            t.position = start + motion;
            var flags = CollisionFlags.None;
            var hits = new List<ControllerColliderHit>();
            var reported = new HashSet<Collider>();
            var cosLimit = Mathf.Cos(m_SlopeLimit * Mathf.Deg2Rad);
            for (var pass = 0; pass < 4; pass++)
            {
                var moved = false;
                foreach (var other in ObjectRegistry.SceneObjects(typeof(Collider), false))
                {
                    var c = (Collider)other;
                    if (c == this || !c.IsActive || c.isTrigger || !Object.IsAlive(c)) continue;
                    if (PhysicsWorld.AreLayersIgnored(gameObject.layer, c.gameObject.layer) || PhysicsWorld.IsPairIgnored(this, c)) continue;
                    // Within skinWidth counts as touching (flags, hits); only a real overlap pushes out.
                    ShapeContact contact;
                    var skin = WorldShape(); skin.Radius += Math.Max(m_SkinWidth, 0f);
                    if (!PhysicsGeometry.Overlap(skin, c.WorldShape(), out contact, false)) continue;
                    var outward = -contact.Normal;
                    var depth = contact.Depth - Math.Max(m_SkinWidth, 0f);
                    if (depth > 1e-6f) { t.position += outward * depth; moved = true; }
                    if (outward.y >= cosLimit) flags |= CollisionFlags.Below;
                    else if (outward.y <= -cosLimit) flags |= CollisionFlags.Above;
                    else flags |= CollisionFlags.Sides;
                    if (reported.Add(c))
                        hits.Add(new ControllerColliderHit { m_Controller = this, m_Collider = c, m_Point = contact.Point, m_Normal = outward, m_MoveDirection = motion.normalized, m_MoveLength = motion.magnitude });
                }
                if (!moved) break;
            }
            m_Flags = flags;
            var dt = Time.deltaTime;
            m_Velocity = dt > 0f ? (t.position - start) / dt : Vector3.zero;
            foreach (var hit in hits) PhysicsMessages.Send(gameObject, "OnControllerColliderHit", hit);
            return flags;
        }

        internal override PhysicsShape WorldShape()
        {
            var s = transform.lossyScale;
            var r = m_Radius * Math.Max(Math.Abs(s.x), Math.Abs(s.z));
            var half = Math.Max(0f, m_Height * Math.Abs(s.y) * 0.5f - r);
            var c = transform.position + Vector3.Scale(m_Center, s);
            return PhysicsShape.Segment(c - Vector3.up * half, c + Vector3.up * half, r);
        }
    }
}
