using System;
using System.Collections.Generic;
using System.Linq;

namespace UnityEngine.Internal
{
    // The headless 2D physics: a step on PlayerLoopHooks.FixedStep while Physics2D.simulationMode is FixedUpdate (or
    // Physics2D.Simulate), and Physics2D's queries. Not Box2D: the shapes of PhysicsGeometry in the XY plane, one contact
    // per pair, push-out with restitution (the larger bounciness, above the bounce threshold) and a simple friction (the
    // geometric mean, as Box2D mixes them), no rotation from contacts.
    //
    // Messages as Unity's 2D rules: OnCollisionEnter2D/Stay2D/Exit2D when neither is a trigger and one side is a Dynamic
    // body (or both Kinematic/Static-kinematic with useFullKinematicContacts, which reports without a response);
    // OnTriggerEnter2D/Stay2D/Exit2D when either is a trigger and one side has a non-Static Rigidbody2D. Colliders of a
    // body that is not simulated, disabled or inactive take no part. Messages go to the collider's game object and its
    // body's (Internal/PhysicsMessages). With Physics2D.callbacksOnDisable (the default) a pair that ends because a side was
    // disabled, deactivated or destroyed gets its Exit, as in Unity.
    internal static class PhysicsWorld2D
    {
        static bool _subscribed;
        static readonly HashSet<long> _ignoredPairs = new HashSet<long>();
        static readonly uint[] _ignoredLayers = new uint[32];
        static Dictionary<long, Pair> _triggers = new Dictionary<long, Pair>();
        static Dictionary<long, Pair> _collisions = new Dictionary<long, Pair>();

        class Pair
        {
            internal Collider2D A, B;
            internal Rigidbody2D BodyA, BodyB;
            internal ShapeContact Contact;
            internal Vector2 VelocityA, VelocityB;
            internal float NormalImpulse, TangentImpulse;
        }

        internal static void EnsureStepping()
        {
            if (_subscribed) return;
            _subscribed = true;
            PlayerLoopHooks.FixedStep += step => { if (Physics2D.simulationMode == SimulationMode2D.FixedUpdate) Step(step); };
        }

        static long Key(Object a, Object b)
        {
            int x = a._instanceId, y = b._instanceId;
            if (x > y) { var t = x; x = y; y = t; }
            return ((long)x << 32) | (uint)y;
        }

        internal static void IgnorePair(Collider2D a, Collider2D b, bool ignore)
        {
            if (a == null || b == null) throw new NullReferenceException();
            if (ignore) _ignoredPairs.Add(Key(a, b)); else _ignoredPairs.Remove(Key(a, b));
        }
        internal static bool IsPairIgnored(Collider2D a, Collider2D b) { return _ignoredPairs.Contains(Key(a, b)); }
        internal static void IgnoreLayers(int l1, int l2, bool ignore)
        {
            if (l1 < 0 || l1 > 31) throw new ArgumentOutOfRangeException("layer1", "Layer1 must be in the range of 0 to 31.");
            if (l2 < 0 || l2 > 31) throw new ArgumentOutOfRangeException("layer2", "Layer2 must be in the range of 0 to 31.");
            if (ignore) { _ignoredLayers[l1] |= 1u << l2; _ignoredLayers[l2] |= 1u << l1; }
            else { _ignoredLayers[l1] &= ~(1u << l2); _ignoredLayers[l2] &= ~(1u << l1); }
        }
        internal static bool AreLayersIgnored(int l1, int l2) { return (_ignoredLayers[l1 & 31] & (1u << (l2 & 31))) != 0; }

        static List<Collider2D> ActiveColliders()
        {
            return ObjectRegistry.SceneObjects(typeof(Collider2D), false).Cast<Collider2D>().Where(c => Object.IsAlive(c) && c.IsActive).ToList();
        }

        // ---- contacts of the last step

        internal static bool Touches(Collider2D self, Func<Collider2D, bool> other)
        {
            return ContactsOf(self).Any(c => Object.IsAlive(c) && other(c));
        }

        internal static bool BodyTouches(Rigidbody2D body, Func<Collider2D, bool> other)
        {
            return body.AttachedColliders().Any(c => Touches(c, o => o.attachedRigidbody != body && other(o)));
        }

        internal static List<Collider2D> ContactsOf(Collider2D self)
        {
            var found = new List<Collider2D>();
            foreach (var p in _collisions.Values.Concat(_triggers.Values))
            {
                if (p.A == self) found.Add(p.B);
                else if (p.B == self) found.Add(p.A);
            }
            return found;
        }

        // The receiver's contact points (collision pairs only, as Unity's GetContacts).
        internal static List<ContactPoint2D> ContactPointsOf(Collider2D self)
        {
            var found = new List<ContactPoint2D>();
            foreach (var p in _collisions.Values)
            {
                if (p.A == self) found.AddRange(MakeCollision(p, false, true).m_Contacts);
                else if (p.B == self) found.AddRange(MakeCollision(p, true, true).m_Contacts);
            }
            return found;
        }

        // ---- queries

        static bool Overlaps(IEnumerable<PhysicsShape> a, IEnumerable<PhysicsShape> b, out ShapeContact deepest)
        {
            deepest = default(ShapeContact);
            var found = false;
            foreach (var sa in a)
                foreach (var sb in b)
                {
                    ShapeContact c;
                    if (PhysicsGeometry.Overlap(Collider2D.Flat(sa), Collider2D.Flat(sb), out c, true) && (!found || c.Depth > deepest.Depth)) { deepest = c; found = true; }
                }
            return found;
        }

        internal static List<Collider2D> Overlap(PhysicsShape shape, ContactFilter2D filter)
        {
            var found = new List<Collider2D>();
            foreach (var c in ActiveColliders())
            {
                ShapeContact contact;
                if (filter.Accepts(c) && Overlaps(new[] { shape }, c.WorldShapes(), out contact)) found.Add(c);
            }
            return found;
        }

        internal static List<Collider2D> OverlapOf(Collider2D self, ContactFilter2D filter)
        {
            var found = new List<Collider2D>();
            foreach (var c in ActiveColliders())
            {
                ShapeContact contact;
                if (c != self && filter.Accepts(c) && Overlaps(self.WorldShapes(), c.WorldShapes(), out contact)) found.Add(c);
            }
            return found;
        }

        internal static List<Collider2D> OverlapPoint(Vector2 point, ContactFilter2D filter)
        {
            return ActiveColliders().Where(c => filter.Accepts(c) && c.OverlapPoint(point)).ToList();
        }

        internal static PhysicsShape Box(Vector2 point, Vector2 size, float angle)
        {
            var rot = Quaternion.Euler(0f, 0f, angle);
            var b = new Bounds(new Vector3(point.x, point.y, 0f), Vector3.zero);
            for (var i = 0; i < 4; i++)
                b.Encapsulate(new Vector3(point.x, point.y, 0f) + rot * new Vector3((i & 1) == 0 ? -size.x * 0.5f : size.x * 0.5f, (i & 2) == 0 ? -size.y * 0.5f : size.y * 0.5f, 0f));
            return Collider2D.Flat(PhysicsShape.Box(b.min, b.max));
        }

        internal static PhysicsShape Area(Vector2 a, Vector2 b)
        {
            return Collider2D.Flat(PhysicsShape.Box(new Vector3(Math.Min(a.x, b.x), Math.Min(a.y, b.y), 0f), new Vector3(Math.Max(a.x, b.x), Math.Max(a.y, b.y), 0f)));
        }

        internal static RaycastHit2D First(List<RaycastHit2D> hits) { return hits.Count > 0 ? hits[0] : default(RaycastHit2D); }

        internal static List<RaycastHit2D> Cast(Vector2 origin, Vector2 direction, float radius, float distance, ContactFilter2D filter)
        {
            var hits = new List<RaycastHit2D>();
            if (direction.sqrMagnitude < 1e-12f || distance < 0f) return hits;
            var dir = direction.normalized;
            var o = new Vector3(origin.x, origin.y, 0f);
            var d = new Vector3(dir.x, dir.y, 0f);
            var start = PhysicsShape.Segment(o, o, radius);
            foreach (var c in ActiveColliders())
            {
                if (!filter.Accepts(c)) continue;
                float best = float.MaxValue; Vector3 bestPoint = Vector3.zero, bestNormal = Vector3.zero;
                ShapeContact inside;
                if (Overlaps(new[] { start }, c.WorldShapes(), out inside))
                {
                    if (!Physics2D.queriesStartInColliders) continue;
                    best = 0f; bestPoint = o; bestNormal = -d;
                }
                else
                {
                    foreach (var s in c.WorldShapes())
                    {
                        float t; Vector3 p, n;
                        var flat = Collider2D.Flat(s);
                        if (PhysicsGeometry.Cast(flat, o, d, radius, Math.Min(distance, 1e6f), out t, out p, out n) && t < best) { best = t; bestPoint = p; bestNormal = n; }
                    }
                    if (best == float.MaxValue) continue;
                }
                var normal = new Vector2(bestNormal.x, bestNormal.y);
                if (filter.IsFilteringNormalAngle(normal)) continue;
                var fraction = float.IsInfinity(distance) ? 0f : (distance > 0f ? best / distance : 0f);
                hits.Add(new RaycastHit2D(c, bestPoint, normal.normalized, best, fraction, origin + dir * best));
            }
            hits.Sort((a, b) => a.distance.CompareTo(b.distance));
            return hits;
        }

        // A box cast is approximated by casting the circle inscribed in the box (radius half its smaller side; the angle
        // is not used): it finds what the box's middle would touch, not what its corners would.
        internal static List<RaycastHit2D> BoxCast(Vector2 origin, Vector2 size, float angle, Vector2 direction, float distance, ContactFilter2D filter)
        {
            return Cast(origin, direction, Math.Min(Math.Abs(size.x), Math.Abs(size.y)) * 0.5f, distance, filter);
        }

        // Collider2D.Cast / Rigidbody2D.Cast, approximate: a circle shape is cast whole; a capsule or edge as circles at
        // its ends and middle; a box as its inscribed circle from the centre plus rays from its corners. Nearest hit per
        // collider; the cast colliders themselves (and their body's siblings when asked) are never hit.
        internal static List<RaycastHit2D> ShapeCast(IEnumerable<Collider2D> selves, Vector2 direction, float distance, ContactFilter2D filter, bool ignoreSiblings)
        {
            var own = selves.ToList();
            var bodies = new HashSet<Rigidbody2D>(own.Select(c => c.attachedRigidbody).Where(b => b != null));
            var best = new Dictionary<Collider2D, RaycastHit2D>();
            foreach (var self in own)
                foreach (var shape in self.WorldShapes())
                {
                    var s = Collider2D.Flat(shape);
                    var casts = new List<KeyValuePair<Vector2, float>>();
                    if (s.IsBox)
                    {
                        var c = (s.Min + s.Max) * 0.5f; var e = (s.Max - s.Min) * 0.5f;
                        casts.Add(new KeyValuePair<Vector2, float>(c, Math.Min(e.x, e.y)));
                        for (var i = 0; i < 4; i++) casts.Add(new KeyValuePair<Vector2, float>(new Vector2((i & 1) == 0 ? s.Min.x : s.Max.x, (i & 2) == 0 ? s.Min.y : s.Max.y), 0f));
                    }
                    else
                    {
                        casts.Add(new KeyValuePair<Vector2, float>(s.A, s.Radius));
                        casts.Add(new KeyValuePair<Vector2, float>(s.B, s.Radius));
                        casts.Add(new KeyValuePair<Vector2, float>((s.A + s.B) * 0.5f, s.Radius));
                    }
                    foreach (var cast in casts)
                        foreach (var h in Cast(cast.Key, direction, cast.Value, distance, filter))
                        {
                            if (own.Contains(h.collider)) continue;
                            if (ignoreSiblings && h.collider.attachedRigidbody != null && bodies.Contains(h.collider.attachedRigidbody)) continue;
                            RaycastHit2D old;
                            if (!best.TryGetValue(h.collider, out old) || h.distance < old.distance) best[h.collider] = h;
                        }
                }
            var list = best.Values.ToList();
            list.Sort((a, b) => a.distance.CompareTo(b.distance));
            return list;
        }

        // Collider2D.Distance: negative when they overlap (the depth), else the gap between the nearest points, found by
        // alternating projections between the two shapes (exact for circles, capsules and boxes' convex pairs).
        internal static ColliderDistance2D Distance(Collider2D a, Collider2D b)
        {
            if (a == null || b == null || !a.IsActive || !b.IsActive) return default(ColliderDistance2D);
            ShapeContact contact;
            if (Overlaps(a.WorldShapes(), b.WorldShapes(), out contact))
            {
                var n = new Vector2(contact.Normal.x, contact.Normal.y);
                return new ColliderDistance2D(contact.Point, contact.Point, n, -contact.Depth);
            }
            var sa = Collider2D.Flat(a.WorldShape()); var sb = Collider2D.Flat(b.WorldShape());
            Vector3 pa = sa.IsBox ? (sa.Min + sa.Max) * 0.5f : (sa.A + sa.B) * 0.5f, pb = Vector3.zero;
            pa.z = 0f;
            for (var i = 0; i < 8; i++) { pb = sb.ClosestPoint(pa); pb.z = 0f; pa = sa.ClosestPoint(pb); pa.z = 0f; }
            var d = (Vector2)(pb - pa);
            return new ColliderDistance2D(pa, pb, d.normalized, d.magnitude);
        }

        // Physics2D.GetRayIntersection: a 3D ray against the 2D colliders, where it crosses each collider's Z plane.
        internal static List<RaycastHit2D> RayIntersection(Ray ray, float distance, int layerMask)
        {
            var hits = new List<RaycastHit2D>();
            foreach (var c in ActiveColliders())
            {
                if ((layerMask & (1 << c.gameObject.layer)) == 0 || (c.isTrigger && !Physics2D.queriesHitTriggers)) continue;
                if (Math.Abs(ray.direction.z) < 1e-9f) continue;
                var t = (c.transform.position.z - ray.origin.z) / ray.direction.z;
                if (t < 0f || t > distance) continue;
                var p = ray.GetPoint(t);
                if (!c.OverlapPoint(p)) continue;
                hits.Add(new RaycastHit2D(c, p, -new Vector2(ray.direction.x, ray.direction.y).normalized, t, float.IsInfinity(distance) ? 0f : t / distance, p));
            }
            hits.Sort((a, b) => a.distance.CompareTo(b.distance));
            return hits;
        }

        // ---- the step

        internal static bool Step(float dt)
        {
            if (dt <= 0f) return false;
            var bodies = ObjectRegistry.SceneObjects(typeof(Rigidbody2D), false).Cast<Rigidbody2D>().Where(b => Object.IsAlive(b) && b.simulated).ToList();
            var kinematicVelocity = new Dictionary<Rigidbody2D, Vector2>();
            foreach (var rb in bodies) Integrate(rb, dt, kinematicVelocity);

            var colliders = ActiveColliders();
            var triggers = new Dictionary<long, Pair>();
            var collisions = new Dictionary<long, Pair>();
            for (var i = 0; i < colliders.Count; i++)
                for (var j = i + 1; j < colliders.Count; j++)
                {
                    Collider2D a = colliders[i], b = colliders[j];
                    Rigidbody2D ra = a.attachedRigidbody, rb = b.attachedRigidbody;
                    if (ra == rb) continue;
                    bool movingA = ra != null && ra.bodyType != RigidbodyType2D.Static, movingB = rb != null && rb.bodyType != RigidbodyType2D.Static;
                    if (!movingA && !movingB) continue;
                    if (AreLayersIgnored(a.gameObject.layer, b.gameObject.layer) || IsPairIgnored(a, b)) continue;
                    ShapeContact contact;
                    if (!Overlaps(a.WorldShapes(), b.WorldShapes(), out contact)) continue;
                    var pair = new Pair { A = a, B = b, BodyA = ra, BodyB = rb, Contact = contact, VelocityA = VelocityOf(ra, kinematicVelocity), VelocityB = VelocityOf(rb, kinematicVelocity) };
                    if (a.isTrigger || b.isTrigger) { triggers[Key(a, b)] = pair; continue; }
                    bool dynA = ra != null && ra.bodyType == RigidbodyType2D.Dynamic, dynB = rb != null && rb.bodyType == RigidbodyType2D.Dynamic;
                    if (!dynA && !dynB)
                    {
                        var full = (ra != null && ra.useFullKinematicContacts) || (rb != null && rb.useFullKinematicContacts);
                        if (!full) continue;
                    }
                    else Resolve(pair, dynA, dynB, kinematicVelocity);
                    collisions[Key(a, b)] = pair;
                }

            var previousTriggers = _triggers; var previousCollisions = _collisions;
            _triggers = triggers; _collisions = collisions;
            foreach (var kv in triggers) SendTrigger(kv.Value, Continues(previousTriggers, kv) ? "OnTriggerStay2D" : "OnTriggerEnter2D");
            foreach (var kv in previousTriggers) if (!Continues(triggers, kv) && EndsWithExit(kv.Value)) SendTrigger(kv.Value, "OnTriggerExit2D");
            foreach (var kv in collisions) SendCollision(kv.Value, Continues(previousCollisions, kv) ? "OnCollisionStay2D" : "OnCollisionEnter2D", true);
            foreach (var kv in previousCollisions) if (!Continues(collisions, kv) && EndsWithExit(kv.Value)) SendCollision(kv.Value, "OnCollisionExit2D", false);
            return true;
        }

        // The same pair of the same objects (instance ids come back after play mode restores the scene).
        static bool Continues(Dictionary<long, Pair> other, KeyValuePair<long, Pair> kv)
        {
            Pair p;
            return other.TryGetValue(kv.Key, out p) && ((ReferenceEquals(p.A, kv.Value.A) && ReferenceEquals(p.B, kv.Value.B)) || (ReferenceEquals(p.A, kv.Value.B) && ReferenceEquals(p.B, kv.Value.A)));
        }

        static bool EndsWithExit(Pair p)
        {
            if (Physics2D.callbacksOnDisable) return true;
            return Object.IsAlive(p.A) && Object.IsAlive(p.B) && p.A.IsActive && p.B.IsActive;
        }

        static Vector2 VelocityOf(Rigidbody2D rb, Dictionary<Rigidbody2D, Vector2> kinematic)
        {
            if (rb == null || rb.bodyType == RigidbodyType2D.Static) return Vector2.zero;
            Vector2 v;
            return kinematic.TryGetValue(rb, out v) ? v : rb.Velocity;
        }

        static void Integrate(Rigidbody2D rb, float dt, Dictionary<Rigidbody2D, Vector2> kinematicVelocity)
        {
            var t = rb.transform;
            if (rb.bodyType == RigidbodyType2D.Static) { rb.TargetPosition = null; rb.TargetRotation = null; return; }
            if (rb.Sleeping && !rb.TargetPosition.HasValue && !rb.TargetRotation.HasValue) return;
            var v = rb.Velocity; var w = rb.AngularVel;
            if (rb.bodyType == RigidbodyType2D.Dynamic)
            {
                v += rb.AccumulatedVelocity + Physics2D.gravity * (rb.gravityScale * dt);
                v *= 1f / (1f + dt * rb.LinearDrag);
                w = (w + rb.AccumulatedAngular) * (1f / (1f + dt * rb.AngularDrag));
            }
            var c = rb.constraints;
            if ((c & RigidbodyConstraints2D.FreezePositionX) != 0) v.x = 0f;
            if ((c & RigidbodyConstraints2D.FreezePositionY) != 0) v.y = 0f;
            if ((c & RigidbodyConstraints2D.FreezeRotation) != 0) w = 0f;
            rb.Velocity = v; rb.AngularVel = w;
            var p = t.position;
            if (rb.TargetPosition.HasValue)
            {
                var target = rb.TargetPosition.Value;
                kinematicVelocity[rb] = (target - (Vector2)p) / dt;
                p = new Vector3(target.x, target.y, p.z);
            }
            else p += (Vector3)(v * dt);
            t.position = p;
            if (rb.TargetRotation.HasValue) rb.rotation = rb.TargetRotation.Value;
            else if (w != 0f) rb.rotation = rb.rotation + w * dt;
            rb.AccumulatedVelocity = Vector2.zero; rb.AccumulatedAngular = 0f;
            rb.TargetPosition = null; rb.TargetRotation = null;
        }

        static void Resolve(Pair p, bool dynA, bool dynB, Dictionary<Rigidbody2D, Vector2> kinematic)
        {
            var n3 = p.Contact.Normal;
            var n = new Vector2(n3.x, n3.y);
            if (n.sqrMagnitude < 1e-12f) return;
            n = n.normalized;
            float wa = dynA ? 1f / p.BodyA.mass : 0f, wb = dynB ? 1f / p.BodyB.mass : 0f;
            var sum = wa + wb;
            if (dynA) p.BodyA.transform.position -= (Vector3)(n * (p.Contact.Depth * wa / sum));
            if (dynB) p.BodyB.transform.position += (Vector3)(n * (p.Contact.Depth * wb / sum));
            var va = dynA ? p.BodyA.Velocity : VelocityOf(p.BodyA, kinematic);
            var vb = dynB ? p.BodyB.Velocity : VelocityOf(p.BodyB, kinematic);
            var rel = vb - va;
            var vn = Vector2.Dot(rel, n);
            if (vn >= 0f) return;
            var e = -vn > Physics2D.BounceThreshold ? Math.Max(p.A.bounciness, p.B.bounciness) : 0f;
            var j = -(1f + e) * vn / sum;
            var tangent = rel - n * vn;
            var friction = (float)Math.Sqrt(p.A.friction * p.B.friction);
            var jt = tangent.sqrMagnitude > 1e-12f ? Math.Min(tangent.magnitude / sum, friction * j) : 0f;
            var impulse = n * j - (jt > 0f ? tangent.normalized * jt : Vector2.zero);
            if (dynA) p.BodyA.Velocity = va - impulse * wa;
            if (dynB) p.BodyB.Velocity = vb + impulse * wb;
            p.NormalImpulse = j; p.TangentImpulse = jt;
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

        static Collision2D MakeCollision(Pair p, bool receiverIsB, bool withContact)
        {
            Collider2D self = receiverIsB ? p.B : p.A, other = receiverIsB ? p.A : p.B;
            Rigidbody2D selfBody = receiverIsB ? p.BodyB : p.BodyA, otherBody = receiverIsB ? p.BodyA : p.BodyB;
            Vector2 vSelf = receiverIsB ? p.VelocityB : p.VelocityA, vOther = receiverIsB ? p.VelocityA : p.VelocityB;
            var n = new Vector2(p.Contact.Normal.x, p.Contact.Normal.y);
            var c = new Collision2D
            {
                m_Collider = other, m_OtherCollider = self, m_Rigidbody = otherBody, m_OtherRigidbody = selfBody,
                m_RelativeVelocity = withContact ? vOther - vSelf : Vector2.zero,
            };
            if (withContact)
                c.m_Contacts = new[]
                {
                    new ContactPoint2D
                    {
                        m_Point = p.Contact.Point, m_Normal = receiverIsB ? n : -n, m_Separation = -p.Contact.Depth,
                        m_NormalImpulse = p.NormalImpulse, m_TangentImpulse = p.TangentImpulse, m_RelativeVelocity = vOther - vSelf,
                        m_Collider = other, m_OtherCollider = self, m_Rigidbody = otherBody, m_OtherRigidbody = selfBody, m_Enabled = true,
                    }
                };
            return c;
        }

        static void ToBoth(Collider2D receiver, string message, object argument)
        {
            if (!Object.IsAlive(receiver)) return;
            var go = receiver.gameObject;
            PhysicsMessages.Send(go, message, argument);
            var body = receiver.attachedRigidbody;
            if (body != null && body.gameObject != go) PhysicsMessages.Send(body.gameObject, message, argument);
        }
    }
}
