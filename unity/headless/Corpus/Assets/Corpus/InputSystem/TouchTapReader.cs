using UnityEngine;
using UnityEngine.InputSystem;
using UnityEngine.InputSystem.Controls;

public class TouchTapReader : MonoBehaviour
{
    public int Taps { get; private set; }
    public Vector2 LastTapPosition { get; private set; }

    private void Update()
    {
        var screen = Touchscreen.current;
        if (screen == null) return;

        TouchControl touch = screen.primaryTouch;
        if (touch.press.wasPressedThisFrame)
        {
            Taps++;
            LastTapPosition = touch.position.ReadValue();
        }

        int active = 0;
        foreach (var t in screen.touches)
        {
            if (t.phase.ReadValue() == UnityEngine.InputSystem.TouchPhase.Moved) active++;
        }
        if (active >= 2)
            Debug.Log("Pinch gesture with " + active + " fingers");
    }
}
