using UnityEditor;
using UnityEngine;

[CustomEditor(typeof(PatrolWaypoints))]
public class PatrolWaypointsEditor : Editor
{
    private SerializedProperty pointsProperty;
    private SerializedProperty speedProperty;

    private void OnEnable()
    {
        pointsProperty = serializedObject.FindProperty("points");
        speedProperty = serializedObject.FindProperty("speed");
    }

    public override void OnInspectorGUI()
    {
        serializedObject.Update();
        EditorGUILayout.PropertyField(pointsProperty, true);
        EditorGUILayout.Slider(speedProperty, 0.1f, 10f, new GUIContent("Speed"));
        var patrol = (PatrolWaypoints)target;
        patrol.loop = EditorGUILayout.Toggle("Loop", patrol.loop);
        if (GUILayout.Button("Add Point"))
        {
            Undo.RecordObject(patrol, "Add Waypoint");
            patrol.points.Add(patrol.points.Count > 0 ? patrol.points[patrol.points.Count - 1] + Vector3.right : Vector3.zero);
            EditorUtility.SetDirty(patrol);
        }
        serializedObject.ApplyModifiedProperties();
    }

    private void OnSceneGUI()
    {
        var patrol = (PatrolWaypoints)target;
        Handles.color = Color.cyan;
        for (int i = 0; i < patrol.points.Count; i++)
        {
            Vector3 world = patrol.transform.TransformPoint(patrol.points[i]);
            EditorGUI.BeginChangeCheck();
            Vector3 moved = Handles.PositionHandle(world, Quaternion.identity);
            if (EditorGUI.EndChangeCheck())
            {
                Undo.RecordObject(patrol, "Move Waypoint");
                patrol.points[i] = patrol.transform.InverseTransformPoint(moved);
            }
            Handles.Label(world + Vector3.up * 0.5f, $"P{i}");
            if (i > 0)
                Handles.DrawLine(patrol.transform.TransformPoint(patrol.points[i - 1]), world);
        }
    }
}
