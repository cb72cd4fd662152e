using UnityEditor;
using UnityEngine;

[CustomPropertyDrawer(typeof(InspectorReadOnlyAttribute))]
public class InspectorReadOnlyDrawer : PropertyDrawer
{
    public override float GetPropertyHeight(SerializedProperty property, GUIContent label)
    {
        return EditorGUI.GetPropertyHeight(property, label, true);
    }

    public override void OnGUI(Rect position, SerializedProperty property, GUIContent label)
    {
        using (new EditorGUI.DisabledScope(true))
        {
            EditorGUI.BeginProperty(position, label, property);
            switch (property.propertyType)
            {
                case SerializedPropertyType.Float:
                    EditorGUI.FloatField(position, label, property.floatValue);
                    break;
                case SerializedPropertyType.Integer:
                    EditorGUI.IntField(position, label, property.intValue);
                    break;
                default:
                    EditorGUI.LabelField(position, label.text, "(read only)");
                    break;
            }
            EditorGUI.EndProperty();
        }
    }
}
