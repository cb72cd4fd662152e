using System;
using System.Runtime.InteropServices;

namespace UnityEngine
{
    // Signatures: UnityCsReference 2021.3.0f1 / 6000.5.0f1 Runtime/Export/Animation/AnimationCurve.bindings.cs.
    [StructLayout(LayoutKind.Sequential)]
    public struct Keyframe
    {
        float m_Time;
        float m_Value;
        float m_InTangent;
        float m_OutTangent;
        int m_TangentMode;
        int m_WeightedMode;
        float m_InWeight;
        float m_OutWeight;

        public Keyframe(float time, float value) : this(time, value, 0f, 0f) {}

        public Keyframe(float time, float value, float inTangent, float outTangent)
        {
            m_Time = time;
            m_Value = value;
            m_InTangent = inTangent;
            m_OutTangent = outTangent;
            m_WeightedMode = 0;
            m_InWeight = 0f;
            m_OutWeight = 0f;
            m_TangentMode = 0;
        }

        public Keyframe(float time, float value, float inTangent, float outTangent, float inWeight, float outWeight)
        {
            m_Time = time;
            m_Value = value;
            m_InTangent = inTangent;
            m_OutTangent = outTangent;
            m_WeightedMode = (int)WeightedMode.Both;
            m_InWeight = inWeight;
            m_OutWeight = outWeight;
            m_TangentMode = 0;
        }

        public float time { get { return m_Time; } set { m_Time = value; } }
        public float value { get { return m_Value; } set { m_Value = value; } }
        public float inTangent { get { return m_InTangent; } set { m_InTangent = value; } }
        public float outTangent { get { return m_OutTangent; } set { m_OutTangent = value; } }
        public float inWeight { get { return m_InWeight; } set { m_InWeight = value; } }
        public float outWeight { get { return m_OutWeight; } set { m_OutWeight = value; } }
        public WeightedMode weightedMode { get { return (WeightedMode)m_WeightedMode; } set { m_WeightedMode = (int)value; } }

        [Obsolete("Use AnimationUtility.SetKeyLeftTangentMode, AnimationUtility.SetKeyRightTangentMode, AnimationUtility.GetKeyLeftTangentMode or AnimationUtility.GetKeyRightTangentMode instead.")]
        public int tangentMode { get { return m_TangentMode; } set { m_TangentMode = value; } }

        internal int tangentModeInternal { get { return m_TangentMode; } set { m_TangentMode = value; } }
    }
}
