namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 InputSettings.cs:44 (class), :485 backgroundBehavior (default ResetAndDisableNonBackgroundDevices,
    // :755), :855 its enum, :516 editorInputBehaviorInPlayMode (default PointersAndKeyboardsRespectGameViewFocus, :756),
    // :894 its enum; both settings and both defaults since 1.1.1 (InputSettings.cs:438, :469, :653-654 there) and the
    // same at 1.4.0. What they do on focus loss is InputSystem's (OnFocusChanged, the event routing).
    public partial class InputSettings : ScriptableObject
    {
        private BackgroundBehavior m_BackgroundBehavior = BackgroundBehavior.ResetAndDisableNonBackgroundDevices;
        private EditorInputBehaviorInPlayMode m_EditorInputBehaviorInPlayMode;

        public BackgroundBehavior backgroundBehavior
        {
            get { return m_BackgroundBehavior; }
            set { m_BackgroundBehavior = value; }
        }

        public EditorInputBehaviorInPlayMode editorInputBehaviorInPlayMode
        {
            get { return m_EditorInputBehaviorInPlayMode; }
            set { m_EditorInputBehaviorInPlayMode = value; }
        }

        public enum BackgroundBehavior
        {
            ResetAndDisableNonBackgroundDevices = 0,
            ResetAndDisableAllDevices = 1,
            IgnoreFocus = 2,
        }

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
