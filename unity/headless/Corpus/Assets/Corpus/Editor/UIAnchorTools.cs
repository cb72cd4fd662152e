using UnityEditor;
using UnityEngine;

public static class UIAnchorTools
{
    private const string CenterMenu = "Tools/UI/Center Selected RectTransform";

    [MenuItem(CenterMenu, false, 20)]
    private static void CenterSelected()
    {
        foreach (var go in Selection.gameObjects)
        {
            var rect = go.GetComponent<RectTransform>();
            if (rect == null) continue;
            Undo.RecordObject(rect, "Center RectTransform");
            rect.anchorMin = new Vector2(0.5f, 0.5f);
            rect.anchorMax = new Vector2(0.5f, 0.5f);
            rect.pivot = new Vector2(0.5f, 0.5f);
            rect.anchoredPosition = Vector2.zero;
            EditorUtility.SetDirty(rect);
        }
    }

    [MenuItem(CenterMenu, true)]
    private static bool CenterSelectedValidate()
    {
        return Selection.activeGameObject != null && Selection.activeGameObject.GetComponent<RectTransform>() != null;
    }

    [MenuItem("Tools/UI/Stretch Selected To Parent", false, 21)]
    private static void StretchSelected()
    {
        var rect = Selection.activeTransform as RectTransform;
        if (rect == null) return;
        Undo.RecordObject(rect, "Stretch RectTransform");
        rect.anchorMin = Vector2.zero;
        rect.anchorMax = Vector2.one;
        rect.offsetMin = Vector2.zero;
        rect.offsetMax = Vector2.zero;
    }

    [MenuItem("Tools/UI/Stretch Selected To Parent", true)]
    private static bool StretchSelectedValidate() => Selection.activeTransform is RectTransform;
}
