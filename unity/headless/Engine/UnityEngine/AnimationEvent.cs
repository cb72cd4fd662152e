using System;
using System.Runtime.InteropServices;

namespace UnityEngine
{
    // Signatures: UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Animation/ScriptBindings/Animation.bindings.cs
    // (AnimationEvent). Data only: the stand-in evaluates no clip, so no event is fired (isFiredByAnimator and
    // isFiredByLegacy are false; the legacy animationState is not modelled).
    [Serializable]
    [StructLayout(LayoutKind.Sequential)]
    public sealed class AnimationEvent
    {
        [SerializeField] internal float m_Time;
        [SerializeField] internal string m_FunctionName;
        [SerializeField] internal string m_StringParameter;
        [SerializeField] internal Object m_ObjectReferenceParameter;
        [SerializeField] internal float m_FloatParameter;
        [SerializeField] internal int m_IntParameter;
        [SerializeField] internal int m_MessageOptions;
        internal AnimatorStateInfo m_AnimatorStateInfo;

        public AnimationEvent()
        {
            m_Time = 0f;
            m_FunctionName = "";
            m_StringParameter = "";
            m_ObjectReferenceParameter = null;
            m_FloatParameter = 0f;
            m_IntParameter = 0;
            m_MessageOptions = 0;
        }

        [Obsolete("Use stringParameter instead")]
        public string data { get { return m_StringParameter; } set { m_StringParameter = value; } }
        public string stringParameter { get { return m_StringParameter; } set { m_StringParameter = value; } }
        public float floatParameter { get { return m_FloatParameter; } set { m_FloatParameter = value; } }
        public int intParameter { get { return m_IntParameter; } set { m_IntParameter = value; } }
        public Object objectReferenceParameter { get { return m_ObjectReferenceParameter; } set { m_ObjectReferenceParameter = value; } }
        public string functionName { get { return m_FunctionName; } set { m_FunctionName = value; } }
        public float time { get { return m_Time; } set { m_Time = value; } }
        public SendMessageOptions messageOptions { get { return (SendMessageOptions)m_MessageOptions; } set { m_MessageOptions = (int)value; } }
        public bool isFiredByLegacy { get { return false; } }
        public bool isFiredByAnimator { get { return false; } }
        public AnimatorStateInfo animatorStateInfo { get { return m_AnimatorStateInfo; } }
    }
}
