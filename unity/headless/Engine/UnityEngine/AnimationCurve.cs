using System;
using System.Collections.Generic;
using System.Runtime.InteropServices;

namespace UnityEngine
{
    // Signatures: UnityCsReference 2021.3.0f1 / 6000.5.0f1 Runtime/Export/Animation/AnimationCurve.bindings.cs
    // (ClearKeys and CopyFrom from 2023.1; 6000's Span overloads of GetKeys/SetKeys are left out: the stand-in
    // runs on .NET Framework 4.x without System.Memory). The keys live in memory, sorted by time; Evaluate is the
    // cubic Hermite segment between two keys (outTangent of the first, inTangent of the second), a weighted side
    // making the segment the cubic Bézier of the weights as Unity's weighted curves are, an infinite tangent a step;
    // preWrapMode/postWrapMode repeat (Loop), mirror (PingPong) or hold the end value (Clamp, Once, ClampForever).
    // Serialized as a field kind (Internal/ObjectSerializer: m_Curve, m_PreInfinity, m_PostInfinity).
    [StructLayout(LayoutKind.Sequential)]
    public class AnimationCurve : IEquatable<AnimationCurve>
    {
        internal readonly List<Keyframe> Keys = new List<Keyframe>();
        WrapMode m_PreInfinity = WrapMode.ClampForever;
        WrapMode m_PostInfinity = WrapMode.ClampForever;

        public AnimationCurve(params Keyframe[] keys)
        {
            if (keys != null) SetKeys(keys);
        }

        public AnimationCurve() {}

        public float Evaluate(float time)
        {
            var n = Keys.Count;
            if (n == 0) return 0f;
            if (n == 1) return Keys[0].value;
            var first = Keys[0].time;
            var last = Keys[n - 1].time;
            var span = last - first;
            if (time < first) time = Wrap(time, first, span, m_PreInfinity);
            else if (time > last) time = Wrap(time, first, span, m_PostInfinity);
            if (time <= first) return Keys[0].value;
            if (time >= last) return Keys[n - 1].value;
            var i = 0;
            while (i < n - 2 && time >= Keys[i + 1].time) i++;
            return Segment(Keys[i], Keys[i + 1], time);
        }

        static float Wrap(float time, float first, float span, WrapMode mode)
        {
            if (span <= 0f) return first;
            var t = time - first;
            switch (mode)
            {
                case WrapMode.Loop:
                    return first + (t - Mathf.Floor(t / span) * span);
                case WrapMode.PingPong:
                    var p = t - Mathf.Floor(t / (2f * span)) * 2f * span;
                    return first + (p <= span ? p : 2f * span - p);
                default:
                    return Mathf.Clamp(time, first, first + span);
            }
        }

        static float Segment(Keyframe a, Keyframe b, float time)
        {
            var dt = b.time - a.time;
            if (dt <= 0f) return a.value;
            if (float.IsInfinity(a.outTangent) || float.IsInfinity(b.inTangent)) return a.value;
            var outWeighted = (a.weightedMode & WeightedMode.Out) != 0;
            var inWeighted = (b.weightedMode & WeightedMode.In) != 0;
            var u = (time - a.time) / dt;
            if (!outWeighted && !inWeighted)
            {
                var m0 = a.outTangent * dt;
                var m1 = b.inTangent * dt;
                var u2 = u * u;
                var u3 = u2 * u;
                return (2f * u3 - 3f * u2 + 1f) * a.value + (u3 - 2f * u2 + u) * m0 + (-2f * u3 + 3f * u2) * b.value + (u3 - u2) * m1;
            }
            // Bézier control points at a third of the segment unless the side is weighted.
            var w0 = outWeighted ? a.outWeight : 1f / 3f;
            var w1 = inWeighted ? b.inWeight : 1f / 3f;
            var x1 = w0;
            var x2 = 1f - w1;
            var y0 = a.value;
            var y1 = a.value + w0 * dt * a.outTangent;
            var y2 = b.value - w1 * dt * b.inTangent;
            var y3 = b.value;
            // Solve x(s) = u for s on [0, 1] (x(s) is monotonic for weights in [0, 1]) by bisection.
            float lo = 0f, hi = 1f, s = u;
            for (var k = 0; k < 40; k++)
            {
                s = (lo + hi) * 0.5f;
                var x = Bezier(0f, x1, x2, 1f, s);
                if (x < u) lo = s; else hi = s;
            }
            return Bezier(y0, y1, y2, y3, s);
        }

        static float Bezier(float p0, float p1, float p2, float p3, float s)
        {
            var r = 1f - s;
            return r * r * r * p0 + 3f * r * r * s * p1 + 3f * r * s * s * p2 + s * s * s * p3;
        }

        public Keyframe[] keys { get { return Keys.ToArray(); } set { SetKeys(value); } }

        // A key at a time that already has one is refused (-1), as in Unity; the new key's tangents are smoothed.
        public int AddKey(float time, float value)
        {
            var index = AddKey(new Keyframe(time, value));
            if (index >= 0) SmoothTangents(index, 0f);
            return index;
        }

        public int AddKey(Keyframe key)
        {
            if (Keys.Exists(k => k.time == key.time)) return -1;
            var index = 0;
            while (index < Keys.Count && Keys[index].time < key.time) index++;
            Keys.Insert(index, key);
            return index;
        }

        public int MoveKey(int index, Keyframe key)
        {
            Check(index);
            Keys.RemoveAt(index);
            var existing = Keys.FindIndex(k => k.time == key.time);
            if (existing >= 0) Keys.RemoveAt(existing);
            var at = 0;
            while (at < Keys.Count && Keys[at].time < key.time) at++;
            Keys.Insert(at, key);
            return at;
        }

#if UNITY_2023_1_OR_NEWER
        public void ClearKeys() { Keys.Clear(); }
#endif

        public void RemoveKey(int index)
        {
            Check(index);
            Keys.RemoveAt(index);
        }

        void Check(int index)
        {
            if (index < 0 || index >= Keys.Count) throw new ArgumentException("Index out of bounds.");
        }

        public Keyframe this[int index]
        {
            get { Check(index); return Keys[index]; }
        }

        public int length { get { return Keys.Count; } }

        void SetKeys(Keyframe[] keys)
        {
            Keys.Clear();
            if (keys == null) return;
            foreach (var k in keys) Keys.Add(k);
            Keys.Sort((x, y) => x.time.CompareTo(y.time));
        }

        // The key's tangents become the slope through its neighbours (a flat end at the curve's ends), as an
        // "auto" key; weight blends toward flat.
        public void SmoothTangents(int index, float weight)
        {
            Check(index);
            var k = Keys[index];
            float slope = 0f;
            if (Keys.Count > 1)
            {
                var prev = Keys[Math.Max(0, index - 1)];
                var next = Keys[Math.Min(Keys.Count - 1, index + 1)];
                var dt = next.time - prev.time;
                if (index > 0 && index < Keys.Count - 1 && dt > 0f) slope = (next.value - prev.value) / dt;
            }
            slope *= 1f - Mathf.Clamp01(weight);
            k.inTangent = slope;
            k.outTangent = slope;
            Keys[index] = k;
        }

        public static AnimationCurve Constant(float timeStart, float timeEnd, float value)
        {
            return Linear(timeStart, value, timeEnd, value);
        }

        // UnityCsReference 2021.3.0f1 AnimationCurve.bindings.cs Linear/EaseInOut: one key when the times are
        // equal; Linear's tangent is the slope, EaseInOut's tangents are flat.
        public static AnimationCurve Linear(float timeStart, float valueStart, float timeEnd, float valueEnd)
        {
            if (timeStart == timeEnd) return new AnimationCurve(new Keyframe(timeStart, valueStart));
            var tangent = (valueEnd - valueStart) / (timeEnd - timeStart);
            return new AnimationCurve(new Keyframe(timeStart, valueStart, 0f, tangent), new Keyframe(timeEnd, valueEnd, tangent, 0f));
        }

        public static AnimationCurve EaseInOut(float timeStart, float valueStart, float timeEnd, float valueEnd)
        {
            if (timeStart == timeEnd) return new AnimationCurve(new Keyframe(timeStart, valueStart));
            return new AnimationCurve(new Keyframe(timeStart, valueStart, 0f, 0f), new Keyframe(timeEnd, valueEnd, 0f, 0f));
        }

        public WrapMode preWrapMode { get { return m_PreInfinity; } set { m_PreInfinity = value; } }
        public WrapMode postWrapMode { get { return m_PostInfinity; } set { m_PostInfinity = value; } }

        public override bool Equals(object o)
        {
            if (ReferenceEquals(null, o)) return false;
            if (ReferenceEquals(this, o)) return true;
            return o.GetType() == GetType() && Equals((AnimationCurve)o);
        }

        public bool Equals(AnimationCurve other)
        {
            if (ReferenceEquals(null, other)) return false;
            if (ReferenceEquals(this, other)) return true;
            if (other.Keys.Count != Keys.Count || other.m_PreInfinity != m_PreInfinity || other.m_PostInfinity != m_PostInfinity) return false;
            for (var i = 0; i < Keys.Count; i++)
                if (!Keys[i].Equals(other.Keys[i])) return false;
            return true;
        }

        public override int GetHashCode()
        {
            var h = Keys.Count;
            foreach (var k in Keys) h = h * 31 + k.time.GetHashCode() ^ k.value.GetHashCode();
            return h;
        }

#if UNITY_2023_1_OR_NEWER
        public void CopyFrom(AnimationCurve other)
        {
            SetKeys(other.keys);
            m_PreInfinity = other.m_PreInfinity;
            m_PostInfinity = other.m_PostInfinity;
        }
#endif
    }
}
