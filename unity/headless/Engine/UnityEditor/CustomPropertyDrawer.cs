using System;

namespace UnityEditor
{
    // UnityCsReference 2021.3.0f1 Editor/Mono/ScriptAttributeGUI/CustomPropertyDrawerAttribute.cs (6000.5.0b1
    // Inspector/Core/ScriptAttributeGUI/).
    [AttributeUsage(AttributeTargets.Class, AllowMultiple = true)]
    public sealed class CustomPropertyDrawer : Attribute
    {
        internal Type m_Type;
        internal bool m_UseForChildren;

        public CustomPropertyDrawer(Type type) { m_Type = type; }

        public CustomPropertyDrawer(Type type, bool useForChildren)
        {
            m_Type = type;
            m_UseForChildren = useForChildren;
        }
    }
}
