using UnityEngine;
using UnityEngine.Internal;

namespace UnityEditor
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0b1 Editor/Mono/Handles.cs: the part custom editors' OnSceneGUI uses. The
    // headless editor has no Scene view to draw in: each call is recorded as an IMGUI control (Internal/ImguiLog,
    // kinds Handles.Label, Handles.DrawLine, ...) and a handle returns the value it was given (nobody drags it),
    // unless a test scripted it (kind Handles.PositionHandle / Handles.RotationHandle, label null).
    public sealed partial class Handles
    {
        private static Color s_Color = Color.white;

        public static Color color { get { return s_Color; } set { s_Color = value; } }

        public static void Label(Vector3 position, string text) { ImguiLog.Control("Handles.Label", text, 0); }
        public static void Label(Vector3 position, string text, GUIStyle style) { ImguiLog.Control("Handles.Label", text, 0); }
        public static void Label(Vector3 position, GUIContent content) { ImguiLog.Control("Handles.Label", content == null ? null : content.text, 0); }
        public static void Label(Vector3 position, GUIContent content, GUIStyle style) { ImguiLog.Control("Handles.Label", content == null ? null : content.text, 0); }

        public static void DrawLine(Vector3 p1, Vector3 p2) { ImguiLog.Control("Handles.DrawLine", null, 0); }
        public static void DrawLine(Vector3 p1, Vector3 p2, float thickness) { ImguiLog.Control("Handles.DrawLine", null, 0); }
        public static void DrawWireDisc(Vector3 center, Vector3 normal, float radius) { ImguiLog.Control("Handles.DrawWireDisc", null, 0); }
        public static void DrawWireDisc(Vector3 center, Vector3 normal, float radius, float thickness) { ImguiLog.Control("Handles.DrawWireDisc", null, 0); }
        public static void DrawWireCube(Vector3 center, Vector3 size) { ImguiLog.Control("Handles.DrawWireCube", null, 0); }

        public static Vector3 PositionHandle(Vector3 position, Quaternion rotation) { return ImguiLog.Control("Handles.PositionHandle", null, position); }

        public static Quaternion RotationHandle(Quaternion rotation, Vector3 position) { return ImguiLog.Control("Handles.RotationHandle", null, rotation); }

        public static void BeginGUI() { ImguiLog.Begin("HandlesGUI"); }
        // UnityCsReference 2021.3.0f1 and 6000.5.2f1 (Handles): obsolete, a warning.
        [System.Obsolete("Please use BeginGUI() with GUILayout.BeginArea(position) / GUILayout.EndArea()")]
        public static void BeginGUI(Rect position) { ImguiLog.Begin("HandlesGUI"); }
        public static void EndGUI() { ImguiLog.End("HandlesGUI"); }
    }
}
