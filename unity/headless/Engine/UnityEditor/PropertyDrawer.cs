using System;
using System.Reflection;
using UnityEngine;

namespace UnityEditor
{
    // UnityCsReference 2021.3.0f1 Editor/Mono/ScriptAttributeGUI/PropertyDrawer.cs, 6000.5.0b1
    // Editor/Mono/Inspector/Core/ScriptAttributeGUI/PropertyDrawer.cs (preferredLabel; CanCacheInspectorGUI obsolete).
    // EditorGUI.PropertyField/EditorGUILayout.PropertyField call the drawer of a property whose field type (or
    // PropertyAttribute) has a [CustomPropertyDrawer], with attribute and fieldInfo set, as Unity's PropertyHandler does.
    // CreatePropertyGUI (UI Toolkit) is not modelled: the stand-in has no UIElements.
    public abstract class PropertyDrawer : GUIDrawer
    {
        internal PropertyAttribute m_Attribute;
        internal FieldInfo m_FieldInfo;
        internal string m_PreferredLabel;

        public PropertyAttribute attribute { get { return m_Attribute; } }
        public FieldInfo fieldInfo { get { return m_FieldInfo; } }
#if UNITY_2022_2_OR_NEWER
        public string preferredLabel { get { return m_PreferredLabel; } }
#endif

        // Unity's default draws the property without its drawer ("No GUI Implemented" for an IMGUI drawer).
        public virtual void OnGUI(Rect position, SerializedProperty property, GUIContent label)
        {
            EditorGUI.LabelField(position, label, new GUIContent("No GUI Implemented"));
        }

        public virtual float GetPropertyHeight(SerializedProperty property, GUIContent label)
        {
            return EditorGUIUtility.singleLineHeight;
        }

#if UNITY_6000_0_OR_NEWER
        [Obsolete("CanCacheInspectorGUI has been deprecated and is no longer used.", false)]
#endif
        public virtual bool CanCacheInspectorGUI(SerializedProperty property) { return true; }
    }
}
