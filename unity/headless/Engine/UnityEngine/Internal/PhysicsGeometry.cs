using System;

namespace UnityEngine.Internal
{
    // The shapes the headless physics step and queries work with (3D, and 2D in the z = 0 plane): a "rounded segment"
    // (points within Radius of the segment A-B: a sphere or circle when A == B, a capsule otherwise, an edge with its
    // edge radius) or an axis-aligned box (Min-Max). What is approximate, on purpose:
    // - a BoxCollider (BoxCollider2D) that is rotated is the axis-aligned box around it (its world bounds);
    // - a MeshCollider is the axis-aligned box of its mesh's world bounds; a PolygonCollider2D the box of its points
    //   (OverlapPoint tests the polygon itself);
    // - a capsule against a box finds its closest point by alternating projections (a few iterations), and a ray or a
    //   swept sphere against a capsule hits the sphere at the segment point nearest to the ray;
    // - a sphere cast against a box is a ray against the box grown by the radius (square corners).
    internal struct PhysicsShape
    {
        internal bool IsBox;
        internal Vector3 A, B; internal float Radius;
        internal Vector3 Min, Max;

        internal static PhysicsShape Segment(Vector3 a, Vector3 b, float radius) { return new PhysicsShape { A = a, B = b, Radius = radius }; }
        internal static PhysicsShape Box(Vector3 min, Vector3 max) { return new PhysicsShape { IsBox = true, Min = min, Max = max }; }

        internal Bounds Bounds
        {
            get
            {
                if (IsBox) { var b = new Bounds(); b.SetMinMax(Min, Max); return b; }
                var r = new Vector3(Radius, Radius, Radius);
                var s = new Bounds(); s.SetMinMax(Vector3.Min(A, B) - r, Vector3.Max(A, B) + r); return s;
            }
        }

        internal Vector3 ClosestPoint(Vector3 p)
        {
            if (IsBox) return Vector3.Max(Min, Vector3.Min(Max, p));
            var c = PhysicsGeometry.ClosestOnSegment(A, B, p);
            var d = p - c;
            return d.magnitude <= Radius ? p : c + d.normalized * Radius;
        }

        internal bool Contains(Vector3 p)
        {
            if (IsBox) return p.x >= Min.x && p.x <= Max.x && p.y >= Min.y && p.y <= Max.y && p.z >= Min.z && p.z <= Max.z;
            return (p - PhysicsGeometry.ClosestOnSegment(A, B, p)).sqrMagnitude <= Radius * Radius;
        }
    }

    internal struct ShapeContact
    {
        internal Vector3 Normal;   // from the first shape towards the second
        internal float Depth;      // > 0 when they overlap
        internal Vector3 Point;
    }

    internal static class PhysicsGeometry
    {
        internal static Vector3 ClosestOnSegment(Vector3 a, Vector3 b, Vector3 p)
        {
            var ab = b - a;
            var len = Vector3.Dot(ab, ab);
            if (len < 1e-12f) return a;
            var t = Mathf.Clamp01(Vector3.Dot(p - a, ab) / len);
            return a + ab * t;
        }

        // Closest points between segments p1-q1 and p2-q2 (Ericson, Real-Time Collision Detection 5.1.9).
        internal static void ClosestSegmentSegment(Vector3 p1, Vector3 q1, Vector3 p2, Vector3 q2, out Vector3 c1, out Vector3 c2)
        {
            var d1 = q1 - p1; var d2 = q2 - p2; var r = p1 - p2;
            float a = Vector3.Dot(d1, d1), e = Vector3.Dot(d2, d2), f = Vector3.Dot(d2, r);
            float s, t;
            if (a <= 1e-12f && e <= 1e-12f) { c1 = p1; c2 = p2; return; }
            if (a <= 1e-12f) { s = 0f; t = Mathf.Clamp01(f / e); }
            else
            {
                var c = Vector3.Dot(d1, r);
                if (e <= 1e-12f) { t = 0f; s = Mathf.Clamp01(-c / a); }
                else
                {
                    var b = Vector3.Dot(d1, d2);
                    var denom = a * e - b * b;
                    s = denom != 0f ? Mathf.Clamp01((b * f - c * e) / denom) : 0f;
                    t = (b * s + f) / e;
                    if (t < 0f) { t = 0f; s = Mathf.Clamp01(-c / a); }
                    else if (t > 1f) { t = 1f; s = Mathf.Clamp01((b - c) / a); }
                }
            }
            c1 = p1 + d1 * s; c2 = p2 + d2 * t;
        }

        internal static bool Overlap(PhysicsShape s1, PhysicsShape s2, out ShapeContact contact, bool planar)
        {
            contact = default(ShapeContact);
            if (s1.IsBox && s2.IsBox) return BoxBox(s1, s2, out contact, planar);
            if (s1.IsBox)
            {
                if (!SegmentBox(s2, s1, out contact, planar)) return false;
                contact.Normal = -contact.Normal;
                return true;
            }
            if (s2.IsBox) return SegmentBox(s1, s2, out contact, planar);
            Vector3 c1, c2;
            ClosestSegmentSegment(s1.A, s1.B, s2.A, s2.B, out c1, out c2);
            var d = c2 - c1;
            var dist = d.magnitude;
            var sum = s1.Radius + s2.Radius;
            if (dist > sum) return false;
            contact.Normal = dist > 1e-6f ? d / dist : Vector3.up;
            contact.Depth = sum - dist;
            contact.Point = c1 + contact.Normal * (s1.Radius - contact.Depth * 0.5f);
            return true;
        }

        static bool BoxBox(PhysicsShape a, PhysicsShape b, out ShapeContact contact, bool planar)
        {
            contact = default(ShapeContact);
            var best = float.MaxValue; var normal = Vector3.up;
            for (var axis = 0; axis < (planar ? 2 : 3); axis++)
            {
                var overlap = Math.Min(a.Max[axis], b.Max[axis]) - Math.Max(a.Min[axis], b.Min[axis]);
                if (overlap < 0f) return false;
                if (overlap < best)
                {
                    best = overlap;
                    var n = Vector3.zero;
                    n[axis] = (a.Min[axis] + a.Max[axis]) <= (b.Min[axis] + b.Max[axis]) ? 1f : -1f;
                    normal = n;
                }
            }
            if (planar && (Math.Min(a.Max.z, b.Max.z) < Math.Max(a.Min.z, b.Min.z))) return false;
            contact.Normal = normal; contact.Depth = best;
            var lo = Vector3.Max(a.Min, b.Min); var hi = Vector3.Min(a.Max, b.Max);
            contact.Point = (lo + hi) * 0.5f;
            return true;
        }

        // A rounded segment against a box; the normal goes from the segment towards the box.
        static bool SegmentBox(PhysicsShape seg, PhysicsShape box, out ShapeContact contact, bool planar)
        {
            contact = default(ShapeContact);
            var p = (seg.A + seg.B) * 0.5f;
            var q = box.ClosestPoint(p);
            for (var i = 0; i < 4; i++) { p = ClosestOnSegment(seg.A, seg.B, q); q = box.ClosestPoint(p); }
            var d = q - p;
            var dist = d.magnitude;
            if (dist > 1e-6f)
            {
                if (dist > seg.Radius) return false;
                contact.Normal = d / dist; contact.Depth = seg.Radius - dist; contact.Point = q;
                return true;
            }
            // The segment's point is inside the box: out through the nearest face.
            var best = float.MaxValue; var normal = Vector3.up;
            for (var axis = 0; axis < (planar ? 2 : 3); axis++)
            {
                var toMin = p[axis] - box.Min[axis]; var toMax = box.Max[axis] - p[axis];
                if (toMin < best) { best = toMin; normal = Vector3.zero; normal[axis] = 1f; }
                if (toMax < best) { best = toMax; normal = Vector3.zero; normal[axis] = -1f; }
            }
            contact.Normal = normal; contact.Depth = best + seg.Radius; contact.Point = p;
            return true;
        }

        // Ray (direction normalized) against a box: the slab test.
        internal static bool RayBox(Vector3 origin, Vector3 dir, Vector3 min, Vector3 max, out float enter, out float exit)
        {
            enter = float.NegativeInfinity; exit = float.PositiveInfinity;
            for (var i = 0; i < 3; i++)
            {
                if (Math.Abs(dir[i]) < 1e-9f)
                {
                    if (origin[i] < min[i] || origin[i] > max[i]) return false;
                    continue;
                }
                var t1 = (min[i] - origin[i]) / dir[i]; var t2 = (max[i] - origin[i]) / dir[i];
                if (t1 > t2) { var t = t1; t1 = t2; t2 = t; }
                enter = Math.Max(enter, t1); exit = Math.Min(exit, t2);
                if (enter > exit) return false;
            }
            return exit >= 0f;
        }

        static bool RaySphere(Vector3 origin, Vector3 dir, Vector3 center, float radius, out float t)
        {
            t = 0f;
            var m = origin - center;
            var b = Vector3.Dot(m, dir);
            var c = Vector3.Dot(m, m) - radius * radius;
            if (c > 0f && b > 0f) return false;
            var disc = b * b - c;
            if (disc < 0f) return false;
            t = -b - (float)Math.Sqrt(disc);
            if (t < 0f) t = 0f;
            return true;
        }

        // The first point where a ray (or a sphere of radius inflate swept along it) meets the shape, from outside.
        // Returns false when the ray starts inside (Unity's 3D queries do not report a shape the ray starts in).
        internal static bool Cast(PhysicsShape s, Vector3 origin, Vector3 dir, float inflate, float maxDistance, out float distance, out Vector3 point, out Vector3 normal)
        {
            distance = 0f; point = Vector3.zero; normal = Vector3.zero;
            if (s.IsBox)
            {
                var grow = new Vector3(inflate, inflate, inflate);
                var min = s.Min - grow; var max = s.Max + grow;
                float enter, exit;
                if (!RayBox(origin, dir, min, max, out enter, out exit) || enter < 0f || enter > maxDistance) return false;
                distance = enter;
                var at = origin + dir * enter;
                normal = BoxFaceNormal(at, min, max);
                point = inflate > 0f ? s.ClosestPoint(at) : at;
                return true;
            }
            var r = s.Radius + inflate;
            var center = s.A;
            if ((s.A - s.B).sqrMagnitude > 1e-12f)
            {
                Vector3 onRay, onSeg;
                ClosestSegmentSegment(origin, origin + dir * Math.Min(maxDistance, 1e6f), s.A, s.B, out onRay, out onSeg);
                center = onSeg;
            }
            if ((origin - center).sqrMagnitude <= r * r) return false;
            float t;
            if (!RaySphere(origin, dir, center, r, out t) || t > maxDistance) return false;
            distance = t;
            normal = (origin + dir * t - center).normalized;
            point = center + normal * s.Radius;
            return true;
        }

        static Vector3 BoxFaceNormal(Vector3 p, Vector3 min, Vector3 max)
        {
            var best = float.MaxValue; var n = Vector3.up;
            for (var i = 0; i < 3; i++)
            {
                var dMin = Math.Abs(p[i] - min[i]); var dMax = Math.Abs(p[i] - max[i]);
                if (dMin < best) { best = dMin; n = Vector3.zero; n[i] = -1f; }
                if (dMax < best) { best = dMax; n = Vector3.zero; n[i] = 1f; }
            }
            return n;
        }

        // The world axis-aligned box of a local box (center, size) under a transform.
        internal static Bounds WorldBox(Transform t, Vector3 center, Vector3 size)
        {
            var e = size * 0.5f;
            var b = new Bounds(t.TransformPoint(center), Vector3.zero);
            for (var i = 0; i < 8; i++)
                b.Encapsulate(t.TransformPoint(center + new Vector3((i & 1) == 0 ? -e.x : e.x, (i & 2) == 0 ? -e.y : e.y, (i & 4) == 0 ? -e.z : e.z)));
            return b;
        }
    }
}
