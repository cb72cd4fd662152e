using UnityEngine.Internal;

namespace UnityEditor.Animations
{
    // The part of UnityCsReference 2021.3.0f1 / 6000.5.0f1 Editor/Mono/AnimatorControllerLayer.bindings.cs that the
    // stand-in's Animator reads: name, stateMachine, defaultWeight (a plain class, copied in and out of
    // AnimatorController.layers, as Unity's is). Masks, blending, IK and synced layers are not offered.
    public partial class AnimatorControllerLayer
    {
        string m_Name = "";
        AnimatorStateMachine m_StateMachine;
        float m_DefaultWeight;

        public string name { get { return m_Name; } set { m_Name = value; } }
        public AnimatorStateMachine stateMachine { get { return m_StateMachine; } set { m_StateMachine = value; } }
        public float defaultWeight { get { return m_DefaultWeight; } set { m_DefaultWeight = value; } }

        internal AnimatorLayerData ToData()
        {
            var data = m_StateMachine != null ? m_StateMachine.Data : new AnimatorLayerData();
            data.m_Name = m_Name;
            data.m_DefaultWeight = m_DefaultWeight;
            return data;
        }
    }
}
