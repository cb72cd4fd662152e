using UnityEngine;

[RequireComponent(typeof(Rigidbody2D))]
public class Platformer2DController : MonoBehaviour
{
    [Header("Movement")]
    [SerializeField] private float moveSpeed = 6f;
    [SerializeField] private float jumpForce = 8f;

    [Header("Ground check")]
    [SerializeField] private Transform groundCheck;
    [SerializeField] private float groundCheckRadius = 0.2f;
    [SerializeField] private LayerMask groundLayer;

    private Rigidbody2D rb;
    private float horizontal;
    private bool jumpQueued;

    public bool IsGrounded { get; private set; }
    public int Jumps { get; private set; }

    public void SetInput(float move, bool jump)
    {
        horizontal = move;
        if (jump) jumpQueued = true;
    }

    private void Awake()
    {
        rb = GetComponent<Rigidbody2D>();
        rb.freezeRotation = true;
        rb.collisionDetectionMode = CollisionDetectionMode2D.Continuous;
    }

    private void Update()
    {
        float axis = Input.GetAxisRaw("Horizontal");
        if (axis != 0f) horizontal = axis;
        if (Input.GetButtonDown("Jump")) jumpQueued = true;
    }

    private void FixedUpdate()
    {
        Vector2 checkPosition = groundCheck != null ? (Vector2)groundCheck.position : (Vector2)transform.position + Vector2.down * 0.5f;
        IsGrounded = Physics2D.OverlapCircle(checkPosition, groundCheckRadius, groundLayer);

#if UNITY_6000_0_OR_NEWER
        rb.linearVelocity = new Vector2(horizontal * moveSpeed, rb.linearVelocity.y);
#else
        rb.velocity = new Vector2(horizontal * moveSpeed, rb.velocity.y);
#endif

        if (jumpQueued && IsGrounded)
        {
            rb.AddForce(Vector2.up * jumpForce, ForceMode2D.Impulse);
            Jumps++;
        }
        jumpQueued = false;
    }

    private void OnDrawGizmosSelected()
    {
        if (groundCheck == null) return;
        Gizmos.color = Color.yellow;
        Gizmos.DrawWireSphere(groundCheck.position, groundCheckRadius);
    }
}
