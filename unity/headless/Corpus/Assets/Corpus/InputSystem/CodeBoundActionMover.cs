using UnityEngine;
using UnityEngine.InputSystem;

public class CodeBoundActionMover : MonoBehaviour
{
    [SerializeField] private float speed = 3f;

    private InputAction moveAction;
    private InputAction zoomAction;

    public Vector2 LastMove { get; private set; }
    public float LastZoom { get; private set; }

    private void Awake()
    {
        moveAction = new InputAction("Move", InputActionType.Value);
        moveAction.AddCompositeBinding("2DVector")
            .With("Up", "<Keyboard>/w")
            .With("Down", "<Keyboard>/s")
            .With("Left", "<Keyboard>/a")
            .With("Right", "<Keyboard>/d");
        moveAction.AddBinding("<Gamepad>/leftStick");

        zoomAction = new InputAction("Zoom");
        zoomAction.AddCompositeBinding("1DAxis")
            .With("Negative", "<Keyboard>/minus")
            .With("Positive", "<Keyboard>/equals");
    }

    private void OnEnable()
    {
        moveAction.Enable();
        zoomAction.Enable();
    }

    private void OnDisable()
    {
        moveAction.Disable();
        zoomAction.Disable();
    }

    private void Update()
    {
        LastMove = moveAction.ReadValue<Vector2>();
        LastZoom = zoomAction.ReadValue<float>();
        transform.position += new Vector3(LastMove.x, 0f, LastMove.y) * speed * Time.deltaTime;
    }
}
