namespace UnityEngine
{
    // IMGUI's utility class; only the hot control so far: the control a person is dragging or pressing (0 when none).
    // Unity's editor waits for it to be let go before Prefab Mode's Auto Save writes (PrefabStage.readyToAutoSave).
    // UnityCsReference 2021.3.0f1 Modules/IMGUI/GUIUtility.cs:38 (public partial class GUIUtility), :94-101 (hotControl,
    // get and set); 6000.5.2f1 :107.
    public partial class GUIUtility
    {
        static int s_hotControl;

        public static int hotControl { get { return s_hotControl; } set { s_hotControl = value; } }
    }
}
