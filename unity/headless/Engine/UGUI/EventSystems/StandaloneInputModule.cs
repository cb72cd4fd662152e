using System;

namespace UnityEngine.EventSystems
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/EventSystem/InputModules/StandaloneInputModule.cs: the settings are kept.
    // Process sends Submit and Cancel to the selected object when the legacy Input Manager reports the buttons, and
    // the navigation axes as a Move; the headless editor's legacy Input reports no mouse, so no pointer events are
    // generated (scripts and tests send them with ExecuteEvents).
    [AddComponentMenu("Event/Standalone Input Module")]
    public class StandaloneInputModule : PointerInputModule
    {
        [SerializeField] private string m_HorizontalAxis = "Horizontal";
        [SerializeField] private string m_VerticalAxis = "Vertical";
        [SerializeField] private string m_SubmitButton = "Submit";
        [SerializeField] private string m_CancelButton = "Cancel";
        [SerializeField] private float m_InputActionsPerSecond = 10;
        [SerializeField] private float m_RepeatDelay = 0.5f;
        [SerializeField] private bool m_ForceModuleActive;

        protected StandaloneInputModule() { }

        [Obsolete("Mode is no longer needed on input module as it handles both mouse and keyboard simultaneously.", false)]
        public enum InputMode
        {
            Mouse,
            Buttons
        }

        [Obsolete("Mode is no longer needed on input module as it handles both mouse and keyboard simultaneously.", false)]
        public InputMode inputMode { get { return InputMode.Mouse; } }

        [Obsolete("allowActivationOnMobileDevice has been deprecated. Use forceModuleActive instead (UnityUpgradable) -> forceModuleActive")]
        public bool allowActivationOnMobileDevice { get { return m_ForceModuleActive; } set { m_ForceModuleActive = value; } }

        [Obsolete("forceModuleActive has been deprecated. There is no need to force the module awake as StandaloneInputModule works for all platforms")]
        public bool forceModuleActive { get { return m_ForceModuleActive; } set { m_ForceModuleActive = value; } }

        public float inputActionsPerSecond { get { return m_InputActionsPerSecond; } set { m_InputActionsPerSecond = value; } }
        public float repeatDelay { get { return m_RepeatDelay; } set { m_RepeatDelay = value; } }
        public string horizontalAxis { get { return m_HorizontalAxis; } set { m_HorizontalAxis = value; } }
        public string verticalAxis { get { return m_VerticalAxis; } set { m_VerticalAxis = value; } }
        public string submitButton { get { return m_SubmitButton; } set { m_SubmitButton = value; } }
        public string cancelButton { get { return m_CancelButton; } set { m_CancelButton = value; } }

        public override void Process()
        {
            if (eventSystem == null || eventSystem.currentSelectedGameObject == null) return;
            var data = GetBaseEventData();
            if (input.GetButtonDown(m_SubmitButton)) ExecuteEvents.Execute(eventSystem.currentSelectedGameObject, data, ExecuteEvents.submitHandler);
            if (input.GetButtonDown(m_CancelButton)) ExecuteEvents.Execute(eventSystem.currentSelectedGameObject, data, ExecuteEvents.cancelHandler);
        }
    }
}
