using UnityEngine;

namespace UnityEditor.Animations
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Editor/Mono/StateMachine.bindings.cs
    public struct ChildAnimatorState
    {
        AnimatorState m_State;
        Vector3 m_Position;

        public AnimatorState state { get { return m_State; } set { m_State = value; } }
        public Vector3 position { get { return m_Position; } set { m_Position = value; } }
    }
}
