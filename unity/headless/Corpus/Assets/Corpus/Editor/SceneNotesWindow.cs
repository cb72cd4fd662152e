using UnityEditor;
using UnityEngine;

public class SceneNotesWindow : EditorWindow
{
    private string notes = "";
    private Vector2 scroll;
    private bool showStats = true;
    private int fontSize = 12;

    [MenuItem("Window/Corpus/Scene Notes")]
    public static void ShowWindow()
    {
        var window = GetWindow<SceneNotesWindow>();
        window.titleContent = new GUIContent("Scene Notes");
        window.minSize = new Vector2(250, 150);
        window.Show();
    }

    private void OnEnable()
    {
        notes = EditorPrefs.GetString("SceneNotesWindow.notes", "");
    }

    private void OnGUI()
    {
        EditorGUILayout.LabelField("Notes for this scene", EditorStyles.boldLabel);
        scroll = EditorGUILayout.BeginScrollView(scroll);
        notes = EditorGUILayout.TextArea(notes, GUILayout.ExpandHeight(true));
        EditorGUILayout.EndScrollView();

        fontSize = EditorGUILayout.IntSlider("Font size", fontSize, 8, 24);
        showStats = EditorGUILayout.Foldout(showStats, "Selection");
        if (showStats)
        {
            EditorGUI.indentLevel++;
            EditorGUILayout.LabelField("Selected objects", Selection.objects.Length.ToString());
            EditorGUI.indentLevel--;
        }

        using (new EditorGUILayout.HorizontalScope())
        {
            if (GUILayout.Button("Save"))
                EditorPrefs.SetString("SceneNotesWindow.notes", notes);
            if (GUILayout.Button("Clear") && EditorUtility.DisplayDialog("Clear notes", "Delete all notes?", "Delete", "Cancel"))
                notes = "";
        }
    }
}
