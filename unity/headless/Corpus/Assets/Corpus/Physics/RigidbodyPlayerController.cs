using UnityEngine;

[RequireComponent(typeof(Rigidbody))]
public class RigidbodyPlayerController : MonoBehaviour
{
    [SerializeField] private float moveForce = 20f;
    [SerializeField] private float jumpImpulse = 5f;
    [SerializeField] private float groundCheckDistance = 0.6f;
    [SerializeField] private LayerMask groundMask = ~0;

    private Rigidbody rb;
    public bool IsGrounded { get; private set; }
    public bool JumpRequested { get; set; }
    public Vector2 MoveInput { get; set; }

    void Awake()
    {
        rb = GetComponent<Rigidbody>();
        rb.constraints = RigidbodyConstraints.FreezeRotation;
    }

    void Update()
    {
        var h = Input.GetAxis("Horizontal");
        var v = Input.GetAxis("Vertical");
        if (h != 0f || v != 0f) MoveInput = new Vector2(h, v);
        if (Input.GetButtonDown("Jump")) JumpRequested = true;
    }

    void FixedUpdate()
    {
        IsGrounded = Physics.Raycast(transform.position, Vector3.down, groundCheckDistance, groundMask, QueryTriggerInteraction.Ignore);
        rb.AddForce(new Vector3(MoveInput.x, 0f, MoveInput.y) * moveForce, ForceMode.Force);
        if (JumpRequested && IsGrounded)
        {
            rb.AddForce(Vector3.up * jumpImpulse, ForceMode.Impulse);
        }
        JumpRequested = false;
    }
}
