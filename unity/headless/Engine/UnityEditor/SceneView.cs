using UnityEngine;

namespace UnityEditor
{
    // The headless editor has one Scene view, open from the start (as in Unity's default layout). Its
    // camera lives in no scene (hierarchy queries, Camera.main and allCameras do not see it) and looks
    // at the origin from above and in front, like a fresh Scene view.
    // Derives from SearchableEditorWindow, as Unity's (UnityCsReference 2021.3.0f1, 6000.5.2f1 Editor/Mono/SceneView/SceneView.cs).
    public class SceneView : SearchableEditorWindow
    {
        static SceneView _last;
        GameObject _cameraObject;

        public static SceneView lastActiveSceneView
        {
            get
            {
                if (_last == null) _last = CreateInstance<SceneView>();
                return _last;
            }
        }

        public Camera camera
        {
            get
            {
                if (_cameraObject == null)
                {
                    _cameraObject = new GameObject("SceneCamera", null, new[] { typeof(Camera) }) { hideFlags = HideFlags.HideAndDontSave };
                    _cameraObject.transform.position = new Vector3(-6f, 6f, -6f);
                    _cameraObject.transform.LookAt(Vector3.zero);
                }
                return _cameraObject.GetComponent<Camera>();
            }
        }
    }
}
