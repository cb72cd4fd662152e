using System;

namespace UnityEditor
{
    // UnityCsReference 2021.3.0f1 Editor/Mono/Inspector/CustomEditor.cs, 6000.5.0b1 Editor/Mono/Inspector/Core/CustomEditor.cs.
    [AttributeUsage(AttributeTargets.Class, AllowMultiple = true, Inherited = false)]
    public class CustomEditor : Attribute
    {
        internal Type m_InspectedType;
        internal bool m_EditorForChildClasses;

        public CustomEditor(Type inspectedType)
        {
            if (inspectedType == null) UnityEngine.Debug.LogError("Failed to load CustomEditor inspected type");
            m_InspectedType = inspectedType;
            m_EditorForChildClasses = false;
        }

        public CustomEditor(Type inspectedType, bool editorForChildClasses)
        {
            if (inspectedType == null) UnityEngine.Debug.LogError("Failed to load CustomEditor inspected type");
            m_InspectedType = inspectedType;
            m_EditorForChildClasses = editorForChildClasses;
        }

        public bool isFallback { get; set; }
    }
}
