using System;
using System.Collections.Generic;

namespace UnityEngine.Internal
{
    // What a controller asset holds for the Animator stand-in: layers with their states (name, tag, speed, motion)
    // and default state. UnityEditor.Animations.AnimatorController edits it through its layer/state-machine/state
    // objects; the runtime Animator reads it (no state machine is evaluated: no transitions, no blending).
    [Serializable]
    internal class AnimatorLayerData
    {
        [SerializeField] internal string m_Name = "";
        [SerializeField] internal float m_DefaultWeight;
        [SerializeField] internal string m_DefaultState = "";
        [SerializeField] internal List<AnimatorStateData> m_States = new List<AnimatorStateData>();

        internal AnimatorStateData Find(int hash)
        {
            foreach (var s in m_States)
                if (Animator.StringToHash(s.m_Name) == hash || Animator.StringToHash(m_Name + "." + s.m_Name) == hash) return s;
            return null;
        }

        internal AnimatorStateData Default
        {
            get
            {
                foreach (var s in m_States) if (s.m_Name == m_DefaultState) return s;
                return m_States.Count > 0 ? m_States[0] : null;
            }
        }
    }

    [Serializable]
    internal class AnimatorStateData
    {
        [SerializeField] internal string m_Name = "";
        [SerializeField] internal string m_Tag = "";
        [SerializeField] internal float m_Speed = 1f;
        [SerializeField] internal Motion m_Motion;
    }
}
