namespace UnityEngine
{
    // Signatures: UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Animation/ScriptBindings/Animator.bindings.cs.
    // The clip a state plays, weight 1 (no blending).
    public struct AnimatorClipInfo
    {
        private AnimationClip m_Clip;
        private float m_Weight;

        internal AnimatorClipInfo(AnimationClip clip, float weight) { m_Clip = clip; m_Weight = weight; }

        public AnimationClip clip { get { return m_Clip; } }
        public float weight { get { return m_Weight; } }
    }
}
