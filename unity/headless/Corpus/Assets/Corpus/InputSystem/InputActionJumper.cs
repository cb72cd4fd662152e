using UnityEngine;
using UnityEngine.InputSystem;

public class InputActionJumper : MonoBehaviour
{
    private InputAction jumpAction;
    private InputAction lookAction;

    public int JumpsPerformed { get; private set; }
    public bool JumpTriggeredThisFrame { get; private set; }

    private void Awake()
    {
        jumpAction = new InputAction("Jump", InputActionType.Button, "<Keyboard>/space");
        lookAction = new InputAction(name: "Look", binding: "<Gamepad>/rightStick");
        jumpAction.performed += OnJump;
    }

    private void OnEnable()
    {
        jumpAction.Enable();
        lookAction.Enable();
    }

    private void OnDisable()
    {
        jumpAction.Disable();
        lookAction.Disable();
    }

    private void OnDestroy()
    {
        jumpAction.performed -= OnJump;
        jumpAction.Dispose();
        lookAction.Dispose();
    }

    private void OnJump(InputAction.CallbackContext context)
    {
        if (context.performed)
            JumpsPerformed++;
    }

    private void Update()
    {
        JumpTriggeredThisFrame = jumpAction.triggered && jumpAction.WasPressedThisFrame();
        Vector2 look = lookAction.ReadValue<Vector2>();
        if (look != Vector2.zero)
            transform.Rotate(0f, look.x * 90f * Time.deltaTime, 0f);
    }
}
