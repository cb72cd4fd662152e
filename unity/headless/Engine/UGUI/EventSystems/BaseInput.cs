namespace UnityEngine.EventSystems
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/EventSystem/InputModules/BaseInput.cs: the input modules' view of the legacy
    // Input Manager (UnityEngine.Input).
    public class BaseInput : UIBehaviour
    {
        // No IME composes text in the headless editor.
        public virtual string compositionString { get { return string.Empty; } }
        public virtual Vector2 mousePosition { get { return Input.mousePosition; } }
        public virtual Vector2 mouseScrollDelta { get { return Input.mouseScrollDelta; } }
        public virtual bool mousePresent { get { return Input.mousePresent; } }
        public virtual bool touchSupported { get { return Input.touchSupported; } }
        public virtual int touchCount { get { return Input.touchCount; } }

        public virtual bool GetMouseButtonDown(int button) { return Input.GetMouseButtonDown(button); }
        public virtual bool GetMouseButtonUp(int button) { return Input.GetMouseButtonUp(button); }
        public virtual bool GetMouseButton(int button) { return Input.GetMouseButton(button); }
        public virtual float GetAxisRaw(string axisName) { return Input.GetAxisRaw(axisName); }
        public virtual bool GetButtonDown(string buttonName) { return Input.GetButtonDown(buttonName); }
    }
}
