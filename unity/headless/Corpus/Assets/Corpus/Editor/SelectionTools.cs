using UnityEditor;
using UnityEngine;

public static class SelectionTools
{
    [MenuItem("Tools/Corpus/Reset Selected Transforms")]
    private static void ResetSelected()
    {
        foreach (var go in Selection.gameObjects)
        {
            Undo.RecordObject(go.transform, "Reset Transform");
            go.transform.localPosition = Vector3.zero;
            go.transform.localRotation = Quaternion.identity;
            go.transform.localScale = Vector3.one;
        }
    }

    [MenuItem("Tools/Corpus/Reset Selected Transforms", true)]
    private static bool ResetSelectedValidate() => Selection.gameObjects.Length > 0;
}
