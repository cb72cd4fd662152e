using System;
using System.Collections.Generic;
using System.Linq;

namespace UnityEngine
{
    // Signatures: UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Animation/ScriptBindings/AnimationClip.bindings.cs.
    // An asset of data: its curves (SetCurve), frame rate, wrap mode, events. length is the last key time of its
    // curves (0 for an empty clip), as Unity measures a clip by its curves. Nothing is sampled: SampleAnimation
    // throws NotSupportedException.
    public sealed class AnimationClip : Motion
    {
        [Serializable]
        internal class CurveBinding
        {
            [SerializeField] internal string path = "";
            [SerializeField] internal string type = "";
            [SerializeField] internal string attribute = "";
            [SerializeField] internal AnimationCurve curve = new AnimationCurve();
        }

        [SerializeField] internal List<CurveBinding> m_FloatCurves = new List<CurveBinding>();
        [SerializeField] internal float m_SampleRate = 60f;
        [SerializeField] internal WrapMode m_WrapMode = WrapMode.Default;
        [SerializeField] internal bool m_Legacy;
        [SerializeField] internal bool m_LoopTime;
        [SerializeField] internal Bounds m_Bounds;
        [SerializeField] internal List<AnimationEvent> m_Events = new List<AnimationEvent>();

        public AnimationClip() {}

        public void SampleAnimation(GameObject go, float time)
        {
            throw new NotSupportedException("not modelled by the headless editor: AnimationClip.SampleAnimation");
        }

        public float length
        {
            get
            {
                var last = 0f;
                foreach (var b in m_FloatCurves)
                    if (b.curve != null && b.curve.length > 0) last = Math.Max(last, b.curve[b.curve.length - 1].time);
                return last;
            }
        }

        public float frameRate { get { return m_SampleRate; } set { m_SampleRate = value; } }

        public void SetCurve(string relativePath, Type type, string propertyName, AnimationCurve curve)
        {
            if (relativePath == null) throw new ArgumentNullException("relativePath");
            if (type == null) throw new ArgumentNullException("type");
            if (propertyName == null) throw new ArgumentNullException("propertyName");
            m_FloatCurves.RemoveAll(b => b.path == relativePath && b.type == type.FullName && b.attribute == propertyName);
            if (curve != null)
                m_FloatCurves.Add(new CurveBinding { path = relativePath, type = type.FullName, attribute = propertyName, curve = new AnimationCurve(curve.keys) { preWrapMode = curve.preWrapMode, postWrapMode = curve.postWrapMode } });
        }

        // Rotation curves keep their keys: there is no quaternion resampling to do without evaluation.
        public void EnsureQuaternionContinuity() {}

        public void ClearCurves() { m_FloatCurves.Clear(); }

        public WrapMode wrapMode { get { return m_WrapMode; } set { m_WrapMode = value; } }
        public Bounds localBounds { get { return m_Bounds; } set { m_Bounds = value; } }
        public new bool legacy { get { return m_Legacy; } set { m_Legacy = value; } }
        public bool humanMotion { get { return false; } }
        public bool empty { get { return m_FloatCurves.Count == 0; } }
        public bool hasGenericRootTransform { get { return false; } }
        public bool hasMotionFloatCurves { get { return false; } }
        public bool hasMotionCurves { get { return false; } }
        public bool hasRootCurves { get { return false; } }

        internal override float AverageDurationCore { get { return length; } }
        internal override bool IsLoopingCore { get { return m_LoopTime || m_WrapMode == WrapMode.Loop; } }
        internal override bool LegacyCore { get { return m_Legacy; } }

        public void AddEvent(AnimationEvent evt)
        {
            if (evt == null) throw new ArgumentNullException("evt");
            m_Events.Add(Copy(evt));
            m_Events.Sort((a, b) => a.time.CompareTo(b.time));
        }

        // A copy in and out, as Unity marshals events by value.
        public AnimationEvent[] events
        {
            get { return m_Events.Select(Copy).ToArray(); }
            set
            {
                m_Events = (value ?? new AnimationEvent[0]).Select(Copy).ToList();
                m_Events.Sort((a, b) => a.time.CompareTo(b.time));
            }
        }

        static AnimationEvent Copy(AnimationEvent e)
        {
            return new AnimationEvent
            {
                time = e.time, functionName = e.functionName, stringParameter = e.stringParameter, floatParameter = e.floatParameter,
                intParameter = e.intParameter, objectReferenceParameter = e.objectReferenceParameter, messageOptions = e.messageOptions
            };
        }
    }
}
