using UnityEngine;
using UnityEngine.Internal;

namespace UnityEditor.Animations
{
    // The part of UnityCsReference 2021.3.0f1 / 6000.5.0f1 Editor/Mono/StateMachine.bindings.cs (AnimatorState) that
    // the stand-in's Animator reads: name, nameHash, motion, speed, tag. Transitions, behaviours and the parameter
    // bindings are not offered (no state machine is evaluated).
    public sealed partial class AnimatorState : Object
    {
        internal readonly AnimatorStateData Data;

        public AnimatorState() : this(new AnimatorStateData()) {}

        // The state machine this state was listed by: a change dirties its controller asset, as a change to the
        // state sub-asset does in Unity.
        internal AnimatorStateMachine Machine;

        internal AnimatorState(AnimatorStateData data) { Data = data; }

        void Changed() { if (Machine != null) Machine.Changed(); }

        internal override string NameCore { get { return Data.m_Name; } set { Data.m_Name = value; Changed(); } }

        public int nameHash { get { return Animator.StringToHash(Data.m_Name); } }
        public Motion motion { get { return Data.m_Motion; } set { Data.m_Motion = value; Changed(); } }
        public float speed { get { return Data.m_Speed; } set { Data.m_Speed = value; Changed(); } }
        public string tag { get { return Data.m_Tag; } set { Data.m_Tag = value ?? ""; Changed(); } }
    }
}
