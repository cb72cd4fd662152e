using UnityEngine;
using UnityEngine.InputSystem;

public class GamepadPlayerReader : MonoBehaviour
{
    [SerializeField] private float moveSpeed = 5f;
    [SerializeField] private float deadZone = 0.15f;

    public int Jumps { get; private set; }
    public Vector2 LastStick { get; private set; }

    private void Update()
    {
        var pad = Gamepad.current;
        if (pad == null) return;

        Vector2 stick = pad.leftStick.ReadValue();
        if (stick.magnitude < deadZone) stick = Vector2.zero;
        LastStick = stick;
        transform.position += new Vector3(stick.x, 0f, stick.y) * moveSpeed * Time.deltaTime;

        if (pad.buttonSouth.wasPressedThisFrame)
        {
            Jumps++;
            pad.SetMotorSpeeds(0.25f, 0.75f);
        }
        else if (pad.buttonSouth.wasReleasedThisFrame)
        {
            pad.SetMotorSpeeds(0f, 0f);
        }

        if (pad.startButton.wasPressedThisFrame || pad.rightTrigger.ReadValue() > 0.9f)
            Debug.Log("Gamepad: start or fire");
    }

    private void OnDisable()
    {
        Gamepad.current?.ResetHaptics();
    }
}
