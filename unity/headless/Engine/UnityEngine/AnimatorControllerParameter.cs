using System;

namespace UnityEngine
{
    // Signatures: UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Animation/ScriptBindings/AnimatorControllerParameter.bindings.cs.
    // [Serializable] and [SerializeField] so a controller asset of the stand-in keeps its parameters.
    [Serializable]
    public class AnimatorControllerParameter
    {
        public string name { get { return m_Name; } set { m_Name = value; } }
        public int nameHash { get { return Animator.StringToHash(m_Name); } }
        public AnimatorControllerParameterType type { get { return m_Type; } set { m_Type = value; } }
        public float defaultFloat { get { return m_DefaultFloat; } set { m_DefaultFloat = value; } }
        public int defaultInt { get { return m_DefaultInt; } set { m_DefaultInt = value; } }
        public bool defaultBool { get { return m_DefaultBool; } set { m_DefaultBool = value; } }

        [SerializeField] internal string m_Name = "";
        [SerializeField] internal AnimatorControllerParameterType m_Type;
        [SerializeField] internal float m_DefaultFloat;
        [SerializeField] internal int m_DefaultInt;
        [SerializeField] internal bool m_DefaultBool;

        public override bool Equals(object o)
        {
            var other = o as AnimatorControllerParameter;
            return other != null && m_Name == other.m_Name && m_Type == other.m_Type && m_DefaultFloat == other.m_DefaultFloat && m_DefaultInt == other.m_DefaultInt && m_DefaultBool == other.m_DefaultBool;
        }

        public override int GetHashCode()
        {
            return name.GetHashCode();
        }
    }
}
