namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 InputSettings.cs:44 (class), :516 editorInputBehaviorInPlayMode, :894 its enum (both since 1.1.1, InputSettings.cs:469 there).
    // Only that setting is modelled. Its default routes keyboard and pointer input to the game only while the Game
    // view has focus; the headless editor's Game view always has it, so the setting changes nothing here.
    public partial class InputSettings : ScriptableObject
    {
        public EditorInputBehaviorInPlayMode editorInputBehaviorInPlayMode { get; set; }

        // InputSettings.cs:243 defaultButtonPressPoint (0.5 by default), :229 defaultDeadzoneMin/Max (0.125, 0.925).
        private float m_DefaultButtonPressPoint = 0.5f;
        public float defaultButtonPressPoint
        {
            get { return m_DefaultButtonPressPoint; }
            set { m_DefaultButtonPressPoint = value; }
        }

        public enum EditorInputBehaviorInPlayMode
        {
            PointersAndKeyboardsRespectGameViewFocus,
            AllDevicesRespectGameViewFocus,
            AllDeviceInputAlwaysGoesToGameView,
        }
    }
}
