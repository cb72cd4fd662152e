using UnityEditor;
using UnityEngine;

namespace SampleGame.Editor
{
    public static class SampleMenu
    {
        [MenuItem("Sample/Create Spinner")]
        static void CreateSpinner()
        {
            var go = GameObject.CreatePrimitive(PrimitiveType.Cube);
            go.name = "Spinner";
            go.AddComponent<Spinner>();
            Undo.RegisterCreatedObjectUndo(go, "Create Spinner");
            Selection.activeGameObject = go;
        }

        [MenuItem("Sample/Log Scene Summary")]
        static void LogSummary()
        {
            var scene = UnityEngine.SceneManagement.SceneManager.GetActiveScene();
            Debug.Log("Scene " + scene.name + " has " + scene.rootCount + " root objects");
        }
    }
}
