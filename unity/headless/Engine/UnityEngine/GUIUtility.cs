namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.2f1 Modules/IMGUI/GUIUtility.cs, GUIUtility.bindings.cs: the IMGUI utility class
    // EditorGUIUtility derives from. Nothing is drawn headless, so only the state members are modelled: the control that
    // holds the mouse (hotControl) and the keyboard (keyboardControl), 0 for none, and the clipboard (systemCopyBuffer,
    // kept in memory: the host has no system clipboard; null sets the empty string, as Unity's native setter does). Unity's
    // editor waits for the hot control to be let go before Prefab Mode's Auto Save writes (PrefabStage.readyToAutoSave).
    public partial class GUIUtility
    {
        static int s_HotControl;
        static int s_KeyboardControl;
        static string s_CopyBuffer = "";

        public static int hotControl { get { return s_HotControl; } set { s_HotControl = value; } }
        public static int keyboardControl { get { return s_KeyboardControl; } set { s_KeyboardControl = value; } }
        public static string systemCopyBuffer { get { return s_CopyBuffer; } set { s_CopyBuffer = value ?? ""; } }
    }
}
