using System;

namespace UnityEngine
{
    // Signatures: UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Animation/ScriptBindings/Animator.bindings.cs.
    // IsName matches the full path ("Base Layer.Run"), the short name or the path hash, as Unity's does.
    public struct AnimatorStateInfo
    {
        public bool IsName(string name) { int hash = Animator.StringToHash(name); return hash == m_FullPath || hash == m_Name || hash == m_Path; }

        public int fullPathHash { get { return m_FullPath; } }

        [Obsolete("AnimatorStateInfo.nameHash has been deprecated. Use AnimatorStateInfo.fullPathHash instead.")]
        public int nameHash { get { return m_Path; } }

        public int shortNameHash { get { return m_Name; } }
        public float normalizedTime { get { return m_NormalizedTime; } }
        public float length { get { return m_Length; } }
        public float speed { get { return m_Speed; } }
        public float speedMultiplier { get { return m_SpeedMultiplier; } }
        public int tagHash { get { return m_Tag; } }
        public bool IsTag(string tag) { return Animator.StringToHash(tag) == m_Tag; }
        public bool loop { get { return m_Loop != 0; } }

        private int m_Name;
        private int m_Path;
        private int m_FullPath;
        private float m_NormalizedTime;
        private float m_Length;
        private float m_Speed;
        private float m_SpeedMultiplier;
        private int m_Tag;
        private int m_Loop;

        internal AnimatorStateInfo(int name, int fullPath, float normalizedTime, float length, float speed, int tag, bool loop)
        {
            m_Name = name;
            m_Path = fullPath;
            m_FullPath = fullPath;
            m_NormalizedTime = normalizedTime;
            m_Length = length;
            m_Speed = speed;
            m_SpeedMultiplier = 1f;
            m_Tag = tag;
            m_Loop = loop ? 1 : 0;
        }
    }
}
