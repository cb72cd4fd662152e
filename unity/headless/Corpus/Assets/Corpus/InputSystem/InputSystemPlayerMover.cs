using UnityEngine;
using UnityEngine.InputSystem;

public class InputSystemPlayerMover : MonoBehaviour
{
    [SerializeField] private float walkSpeed = 4f;
    [SerializeField] private float sprintMultiplier = 2f;

    public int Interactions { get; private set; }
    public bool FlashlightOn { get; private set; }
    public bool MenuRequested { get; private set; }

    private void Update()
    {
        var keyboard = Keyboard.current;
        if (keyboard == null) return;

        Vector2 input = Vector2.zero;
        if (keyboard.wKey.isPressed) input.y += 1f;
        if (keyboard.sKey.isPressed) input.y -= 1f;
        if (keyboard.aKey.isPressed) input.x -= 1f;
        if (keyboard.dKey.isPressed) input.x += 1f;

        float speed = walkSpeed * (keyboard.leftShiftKey.isPressed ? sprintMultiplier : 1f);
        Vector3 move = new Vector3(input.x, 0f, input.y);
        if (move.sqrMagnitude > 1f) move.Normalize();
        transform.Translate(move * speed * Time.deltaTime, Space.World);

        if (keyboard.eKey.wasPressedThisFrame)
            Interactions++;
        if (keyboard.fKey.wasPressedThisFrame)
            FlashlightOn = !FlashlightOn;
        if (keyboard.escapeKey.wasPressedThisFrame)
            MenuRequested = true;
    }
}
