using System;
using System.Collections.Generic;
using System.Linq;

namespace UnityEngine.Internal
{
    // The headless 3D physics: a step on PlayerLoopHooks.FixedStep (while Physics.autoSimulation / simulationMode says
    // so) or Physics.Simulate, and the queries of UnityEngine.Physics. Not PhysX: shapes as in PhysicsGeometry (what is
    // approximate is listed there), one contact point per pair, push-out along the contact normal with a restitution
    // (the average of the two materials' bounciness above Physics.bounceThreshold) and a simple friction (the average
    // dynamic friction), no rotation from contacts, no continuous detection, no automatic sleeping.
    //
    // Messages follow Unity's collision action matrix (docs.unity3d.com Manual, "Collider interactions" / "Colliders
    // overview: collision action matrix"): OnCollisionEnter/Stay/Exit when neither collider is a trigger and at least
    // one side has a non-kinematic Rigidbody; OnTriggerEnter/Stay/Exit when either is a trigger and at least one side
    // has a Rigidbody (kinematic or not); static against static never. Each message goes to the collider's game object
    // and to its Rigidbody's, if that is another (Internal/PhysicsMessages). Colliders on one Rigidbody do not meet.
    // A pair that ends because a side was destroyed or deactivated gets no Exit here.
    internal static class PhysicsWorld
    {
        static bool _subscribed;
        static readonly HashSet<long> _ignoredPairs = new HashSet<long>();
        static readonly uint[] _ignoredLayers = new uint[32];
        static Dictionary<long, Pair> _triggers = new Dictionary<long, Pair>();
        static Dictionary<long, Pair> _collisions = new Dictionary<long, Pair>();

        class Pair
        {
            internal Collider A, B;
            internal ShapeContact Contact;
            internal Vector3 VelocityA, VelocityB, Impulse;
        }

        internal static void EnsureStepping()
        {
            if (_subscribed) return;
            _subscribed = true;
            PlayerLoopHooks.FixedStep += step => { if (Physics.SimulatesOnFixedStep) Step(step); };
        }

        static long Key(Object a, Object b)
        {
            int x = a._instanceId, y = b._instanceId;
            if (x > y) { var t = x; x = y; y = t; }
            return ((long)x << 32) | (uint)y;
        }

        internal static void IgnorePair(Collider a, Collider b, bool ignore)
        {
            if (a == null || b == null) throw new NullReferenceException();
            if (ignore) _ignoredPairs.Add(Key(a, b)); else _ignoredPairs.Remove(Key(a, b));
        }

        internal static bool IsPairIgnored(Collider a, Collider b) { return _ignoredPairs.Contains(Key(a, b)); }

        internal static void IgnoreLayers(int l1, int l2, bool ignore)
        {
            if (l1 < 0 || l1 > 31 || l2 < 0 || l2 > 31) throw new ArgumentException("layer numbers must be between 0 and 31");
            if (ignore) { _ignoredLayers[l1] |= 1u << l2; _ignoredLayers[l2] |= 1u << l1; }
            else { _ignoredLayers[l1] &= ~(1u << l2); _ignoredLayers[l2] &= ~(1u << l1); }
        }

        internal static bool AreLayersIgnored(int l1, int l2) { return (_ignoredLayers[l1 & 31] & (1u << (l2 & 31))) != 0; }

        static List<Collider> ActiveColliders()
        {
            return ObjectRegistry.SceneObjects(typeof(Collider), false).Cast<Collider>().Where(c => Object.IsAlive(c) && c.IsActive).ToList();
        }

        static bool HitsTriggers(QueryTriggerInteraction q)
        {
            return q == QueryTriggerInteraction.Collide || (q == QueryTriggerInteraction.UseGlobal && Physics.queriesHitTriggers);
        }

        static bool Passes(Collider c, int layerMask, QueryTriggerInteraction q)
        {
            return (layerMask & (1 << c.gameObject.layer)) != 0 && (!c.isTrigger || HitsTriggers(q));
        }

        // ---- queries

        internal static List<RaycastHit> All(Vector3 origin, Vector3 direction, float radius, float maxDistance, int layerMask, QueryTriggerInteraction q)
        {
            var hits = new List<RaycastHit>();
            if (direction.sqrMagnitude < 1e-12f || maxDistance < 0f) return hits;
            var dir = direction.normalized;
            foreach (var c in ActiveColliders())
            {
                if (!Passes(c, layerMask, q)) continue;
                float distance; Vector3 point, normal;
                if (PhysicsGeometry.Cast(c.WorldShape(), origin, dir, radius, maxDistance, out distance, out point, out normal))
                    hits.Add(new RaycastHit(c, point, normal, distance));
            }
            hits.Sort((a, b) => a.distance.CompareTo(b.distance));
            return hits;
        }

        internal static bool First(Vector3 origin, Vector3 direction, float radius, float maxDistance, int layerMask, QueryTriggerInteraction q, out RaycastHit hit)
        {
            var all = All(origin, direction, radius, maxDistance, layerMask, q);
            hit = all.Count > 0 ? all[0] : default(RaycastHit);
            return all.Count > 0;
        }

        internal static List<Collider> Overlap(PhysicsShape shape, int layerMask, QueryTriggerInteraction q)
        {
            var found = new List<Collider>();
            foreach (var c in ActiveColliders())
            {
                ShapeContact contact;
                if (Passes(c, layerMask, q) && PhysicsGeometry.Overlap(shape, c.WorldShape(), out contact, false)) found.Add(c);
            }
            return found;
        }

        internal static PhysicsShape OrientedBox(Vector3 center, Vector3 halfExtents, Quaternion orientation)
        {
            var b = new Bounds(center, Vector3.zero);
            for (var i = 0; i < 8; i++)
                b.Encapsulate(center + orientation * new Vector3((i & 1) == 0 ? -halfExtents.x : halfExtents.x, (i & 2) == 0 ? -halfExtents.y : halfExtents.y, (i & 4) == 0 ? -halfExtents.z : halfExtents.z));
            return PhysicsShape.Box(b.min, b.max);
        }

        // Casts that are not one sphere: the nearest hit per collider of several sphere casts (approximate: a capsule is
        // cast as spheres at its ends and middle; a box as its inscribed sphere from the centre plus rays from its corners).
        static List<RaycastHit> Nearest(IEnumerable<KeyValuePair<Vector3, float>> casts, Vector3 direction, float maxDistance, int layerMask, QueryTriggerInteraction q)
        {
            var best = new Dictionary<Collider, RaycastHit>();
            foreach (var c in casts)
                foreach (var h in All(c.Key, direction, c.Value, maxDistance, layerMask, q))
                {
                    RaycastHit old;
                    if (!best.TryGetValue(h.collider, out old) || h.distance < old.distance) best[h.collider] = h;
                }
            var list = best.Values.ToList();
            list.Sort((a, b) => a.distance.CompareTo(b.distance));
            return list;
        }

        internal static List<RaycastHit> CapsuleCast(Vector3 p1, Vector3 p2, float radius, Vector3 direction, float maxDistance, int layerMask, QueryTriggerInteraction q)
        {
            return Nearest(new[] { new KeyValuePair<Vector3, float>(p1, radius), new KeyValuePair<Vector3, float>(p2, radius), new KeyValuePair<Vector3, float>((p1 + p2) * 0.5f, radius) }, direction, maxDistance, layerMask, q);
        }

        internal static List<RaycastHit> BoxCast(Vector3 center, Vector3 halfExtents, Vector3 direction, Quaternion orientation, float maxDistance, int layerMask, QueryTriggerInteraction q)
        {
            var casts = new List<KeyValuePair<Vector3, float>> { new KeyValuePair<Vector3, float>(center, Math.Min(halfExtents.x, Math.Min(halfExtents.y, halfExtents.z))) };
            for (var i = 0; i < 8; i++)
                casts.Add(new KeyValuePair<Vector3, float>(center + orientation * new Vector3((i & 1) == 0 ? -halfExtents.x : halfExtents.x, (i & 2) == 0 ? -halfExtents.y : halfExtents.y, (i & 4) == 0 ? -halfExtents.z : halfExtents.z), 0f));
            return Nearest(casts, direction, maxDistance, layerMask, q);
        }

        // Physics.ComputePenetration: the shapes moved by the difference between the given and the present poses
        // (translation only; a rotation different from the present one is not applied to the shape).
        internal static bool Penetration(Collider a, Vector3 pa, Quaternion ra, Collider b, Vector3 pb, Quaternion rb, out Vector3 direction, out float distance)
        {
            direction = Vector3.zero; distance = 0f;
            var sa = Moved(a.WorldShape(), pa - a.transform.position);
            var sb = Moved(b.WorldShape(), pb - b.transform.position);
            ShapeContact contact;
            if (!PhysicsGeometry.Overlap(sa, sb, out contact, false)) return false;
            direction = -contact.Normal; distance = contact.Depth;
            return true;
        }

        static PhysicsShape Moved(PhysicsShape s, Vector3 by)
        {
            s.A += by; s.B += by; s.Min += by; s.Max += by;
            return s;
        }

        // Rigidbody.SweepTest: each of the body's colliders swept as the sphere inside its bounds (approximate).
        internal static bool SweepTest(Rigidbody body, Vector3 direction, out RaycastHit hit, float maxDistance, QueryTriggerInteraction q)
        {
            var all = SweepTestAll(body, direction, maxDistance, q);
            hit = all.Count > 0 ? all[0] : default(RaycastHit);
            return all.Count > 0;
        }

        internal static List<RaycastHit> SweepTestAll(Rigidbody body, Vector3 direction, float maxDistance, QueryTriggerInteraction q)
        {
            var casts = new List<KeyValuePair<Vector3, float>>();
            foreach (var own in body.GetComponentsInChildren<Collider>())
            {
                if (!own.IsActive || own.attachedRigidbody != body) continue;
                var b = own.bounds;
                casts.Add(new KeyValuePair<Vector3, float>(b.center, Math.Min(b.extents.x, Math.Min(b.extents.y, b.extents.z))));
            }
            var hits = Nearest(casts, direction, maxDistance, Physics.DefaultRaycastLayers, q);
            hits.RemoveAll(h => h.collider.attachedRigidbody == body);
            return hits;
        }

        // ---- the step

        internal static void Step(float dt)
        {
            if (dt <= 0f) return;
            var bodies = ObjectRegistry.SceneObjects(typeof(Rigidbody), false).Cast<Rigidbody>().Where(Object.IsAlive).ToList();
            var kinematicVelocity = new Dictionary<Rigidbody, Vector3>();
            foreach (var rb in bodies) Integrate(rb, dt, kinematicVelocity);

            var colliders = ActiveColliders();
            var triggers = new Dictionary<long, Pair>();
            var collisions = new Dictionary<long, Pair>();
            for (var i = 0; i < colliders.Count; i++)
                for (var j = i + 1; j < colliders.Count; j++)
                {
                    Collider a = colliders[i], b = colliders[j];
                    Rigidbody ra = a.attachedRigidbody, rb = b.attachedRigidbody;
                    // A CharacterController counts as a kinematic body for triggers (it has its own collisions: Move).
                    var controller = a is CharacterController || b is CharacterController;
                    if (ra == null && rb == null && !(controller && (a.isTrigger || b.isTrigger))) continue;
                    if (ra != null && ra == rb) continue;
                    if ((ra != null && !ra.detectCollisions) || (rb != null && !rb.detectCollisions)) continue;
                    if (AreLayersIgnored(a.gameObject.layer, b.gameObject.layer) || IsPairIgnored(a, b)) continue;
                    ShapeContact contact;
                    if (!PhysicsGeometry.Overlap(a.WorldShape(), b.WorldShape(), out contact, false)) continue;
                    var pair = new Pair { A = a, B = b, Contact = contact, VelocityA = VelocityOf(ra, kinematicVelocity), VelocityB = VelocityOf(rb, kinematicVelocity) };
                    if (a.isTrigger || b.isTrigger) { triggers[Key(a, b)] = pair; continue; }
                    bool dynA = ra != null && !ra.isKinematic, dynB = rb != null && !rb.isKinematic;
                    if (!dynA && !dynB) continue;
                    pair.Impulse = Resolve(pair, ra, rb, dynA, dynB, kinematicVelocity);
                    collisions[Key(a, b)] = pair;
                }

            var previousTriggers = _triggers; var previousCollisions = _collisions;
            _triggers = triggers; _collisions = collisions;
            foreach (var kv in triggers) SendTrigger(kv.Value, Continues(previousTriggers, kv) ? "OnTriggerStay" : "OnTriggerEnter");
            foreach (var kv in previousTriggers) if (!Continues(triggers, kv) && BothAlive(kv.Value)) SendTrigger(kv.Value, "OnTriggerExit");
            foreach (var kv in collisions) SendCollision(kv.Value, Continues(previousCollisions, kv) ? "OnCollisionStay" : "OnCollisionEnter", true);
            foreach (var kv in previousCollisions) if (!Continues(collisions, kv) && BothAlive(kv.Value)) SendCollision(kv.Value, "OnCollisionExit", false);
        }

        static bool BothAlive(Pair p) { return Object.IsAlive(p.A) && Object.IsAlive(p.B) && p.A.IsActive && p.B.IsActive; }

        // The same pair of the same objects (instance ids come back after play mode restores the scene).
        static bool Continues(Dictionary<long, Pair> other, KeyValuePair<long, Pair> kv)
        {
            Pair p;
            return other.TryGetValue(kv.Key, out p) && ((ReferenceEquals(p.A, kv.Value.A) && ReferenceEquals(p.B, kv.Value.B)) || (ReferenceEquals(p.A, kv.Value.B) && ReferenceEquals(p.B, kv.Value.A)));
        }

        static Vector3 VelocityOf(Rigidbody rb, Dictionary<Rigidbody, Vector3> kinematic)
        {
            if (rb == null) return Vector3.zero;
            Vector3 v;
            return rb.isKinematic ? (kinematic.TryGetValue(rb, out v) ? v : Vector3.zero) : rb.Velocity;
        }

        static void Integrate(Rigidbody rb, float dt, Dictionary<Rigidbody, Vector3> kinematicVelocity)
        {
            var t = rb.transform;
            if (rb.isKinematic)
            {
                if (rb.TargetPosition.HasValue) { kinematicVelocity[rb] = (rb.TargetPosition.Value - t.position) / dt; t.position = rb.TargetPosition.Value; }
                if (rb.TargetRotation.HasValue) t.rotation = rb.TargetRotation.Value;
            }
            else if (!rb.Sleeping)
            {
                var v = rb.Velocity + rb.AccumulatedForce;
                if (rb.useGravity) v += Physics.gravity * dt;
                v *= 1f / (1f + dt * rb.m_DragValue);
                var w = (rb.AngularVel + rb.AccumulatedTorque) * (1f / (1f + dt * rb.m_AngularDragValue));
                if (w.magnitude > rb.maxAngularVelocity) w = w.normalized * rb.maxAngularVelocity;
                var c = rb.constraints;
                if ((c & RigidbodyConstraints.FreezePositionX) != 0) v.x = 0f;
                if ((c & RigidbodyConstraints.FreezePositionY) != 0) v.y = 0f;
                if ((c & RigidbodyConstraints.FreezePositionZ) != 0) v.z = 0f;
                if ((c & RigidbodyConstraints.FreezeRotationX) != 0) w.x = 0f;
                if ((c & RigidbodyConstraints.FreezeRotationY) != 0) w.y = 0f;
                if ((c & RigidbodyConstraints.FreezeRotationZ) != 0) w.z = 0f;
                rb.Velocity = v; rb.AngularVel = w;
                if (rb.TargetPosition.HasValue) t.position = rb.TargetPosition.Value;
                if (rb.TargetRotation.HasValue) t.rotation = rb.TargetRotation.Value;
                t.position += v * dt;
                if (w.sqrMagnitude > 1e-12f) t.rotation = Quaternion.AngleAxis(w.magnitude * dt * Mathf.Rad2Deg, w.normalized) * t.rotation;
            }
            rb.AccumulatedForce = rb.AccumulatedTorque = rb.AccumulatedForceN = rb.AccumulatedTorqueN = Vector3.zero;
            rb.TargetPosition = null; rb.TargetRotation = null;
        }

        // Push-out and velocity change along the normal (from A to B); returns the impulse on B.
        static Vector3 Resolve(Pair p, Rigidbody ra, Rigidbody rb, bool dynA, bool dynB, Dictionary<Rigidbody, Vector3> kinematic)
        {
            var n = p.Contact.Normal;
            float wa = dynA ? 1f / ra.mass : 0f, wb = dynB ? 1f / rb.mass : 0f;
            var sum = wa + wb;
            if (dynA) ra.transform.position -= n * (p.Contact.Depth * wa / sum);
            if (dynB) rb.transform.position += n * (p.Contact.Depth * wb / sum);
            var va = dynA ? ra.Velocity : VelocityOf(ra, kinematic);
            var vb = dynB ? rb.Velocity : VelocityOf(rb, kinematic);
            var vn = Vector3.Dot(vb - va, n);
            if (vn >= 0f) return Vector3.zero;
            var e = -vn > Physics.bounceThreshold ? (p.A.Bounciness + p.B.Bounciness) * 0.5f : 0f;
            var j = -(1f + e) * vn / sum;
            // Friction: the tangential relative velocity shrinks by at most friction x the normal impulse.
            var rel = vb - va;
            var tangent = rel - n * Vector3.Dot(rel, n);
            var friction = (Friction(p.A) + Friction(p.B)) * 0.5f;
            var jt = tangent.sqrMagnitude > 1e-12f ? Math.Min(tangent.magnitude / sum, friction * j) : 0f;
            var impulse = n * j - (jt > 0f ? tangent.normalized * jt : Vector3.zero);
            if (dynA) ra.Velocity = va - impulse * wa;
            if (dynB) rb.Velocity = vb + impulse * wb;
            return impulse;
        }

        static float Friction(Collider c)
        {
            var m = c.sharedMaterial;
            return m != null ? m.dynamicFriction : 0.6f;
        }

        static void SendTrigger(Pair p, string message)
        {
            ToBoth(p.A, message, p.B);
            ToBoth(p.B, message, p.A);
        }

        static void SendCollision(Pair p, string message, bool withContact)
        {
            ToBoth(p.A, message, MakeCollision(p, false, withContact));
            ToBoth(p.B, message, MakeCollision(p, true, withContact));
        }

        // The receiver's view: the other side's collider and body, the normal towards the receiver.
        static Collision MakeCollision(Pair p, bool receiverIsB, bool withContact)
        {
            Collider self = receiverIsB ? p.B : p.A, other = receiverIsB ? p.A : p.B;
            Vector3 vSelf = receiverIsB ? p.VelocityB : p.VelocityA, vOther = receiverIsB ? p.VelocityA : p.VelocityB;
            var normal = receiverIsB ? p.Contact.Normal : -p.Contact.Normal;
            var c = new Collision
            {
                m_Collider = other, m_Body = Object.IsAlive(other) ? other.attachedRigidbody : null,
                m_ThisCollider = self, m_ThisBody = Object.IsAlive(self) ? self.attachedRigidbody : null,
                m_RelativeVelocity = withContact ? vOther - vSelf : Vector3.zero,
                m_LinearVelocity = vOther, m_ThisLinearVelocity = vSelf,
                m_Impulse = withContact ? (receiverIsB ? p.Impulse : -p.Impulse) : Vector3.zero,
            };
            if (withContact)
                c.m_Contacts = new[] { new ContactPoint { m_Point = p.Contact.Point, m_Normal = normal, m_Impulse = c.m_Impulse, m_ThisCollider = self, m_OtherCollider = other, m_Separation = -p.Contact.Depth } };
            return c;
        }

        static void ToBoth(Collider receiver, string message, object argument)
        {
            if (!Object.IsAlive(receiver)) return;
            var go = receiver.gameObject;
            PhysicsMessages.Send(go, message, argument);
            var body = Object.IsAlive(receiver) ? receiver.attachedRigidbody : null;
            if (body != null && body.gameObject != go) PhysicsMessages.Send(body.gameObject, message, argument);
        }
    }
}
