using UnityEditor;
using UnityEngine;

[CustomEditor(typeof(PlayerHealthBar))]
[CanEditMultipleObjects]
public class PlayerHealthBarEditor : Editor
{
    private SerializedProperty maxHealthProperty;

    private void OnEnable()
    {
        maxHealthProperty = serializedObject.FindProperty("maxHealth");
    }

    public override void OnInspectorGUI()
    {
        serializedObject.Update();
        DrawDefaultInspector();

        EditorGUILayout.Space();
        EditorGUILayout.LabelField("Debug", EditorStyles.boldLabel);
        if (maxHealthProperty.floatValue <= 0f)
            EditorGUILayout.HelpBox("Max health must be positive.", MessageType.Warning);

        var bar = (PlayerHealthBar)target;
        EditorGUILayout.LabelField("Current health", bar.CurrentHealth.ToString("0.0"));

        using (new EditorGUI.DisabledScope(!Application.isPlaying))
        {
            EditorGUILayout.BeginHorizontal();
            if (GUILayout.Button("Damage 10"))
            {
                foreach (var t in targets)
                    ((PlayerHealthBar)t).TakeDamage(10f);
            }
            if (GUILayout.Button("Heal 10"))
                bar.Heal(10f);
            EditorGUILayout.EndHorizontal();
        }

        serializedObject.ApplyModifiedProperties();
    }
}
