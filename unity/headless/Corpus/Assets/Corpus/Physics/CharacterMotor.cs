using UnityEngine;

[RequireComponent(typeof(CharacterController))]
public class CharacterMotor : MonoBehaviour
{
    public float speed = 5f;
    public float jumpHeight = 1.2f;
    public float gravity = -19.62f;

    private CharacterController controller;
    private Vector3 verticalVelocity;
    public Vector3 Input2D { get; set; }
    public bool WantsJump { get; set; }
    public string LastHitName { get; private set; }

    void Awake()
    {
        controller = GetComponent<CharacterController>();
    }

    void Update()
    {
        if (controller.isGrounded && verticalVelocity.y < 0f)
            verticalVelocity.y = -2f;

        var move = transform.right * Input2D.x + transform.forward * Input2D.z;
        controller.Move(move * speed * Time.deltaTime);

        if (WantsJump && controller.isGrounded)
            verticalVelocity.y = Mathf.Sqrt(jumpHeight * -2f * gravity);
        WantsJump = false;

        verticalVelocity.y += gravity * Time.deltaTime;
        controller.Move(verticalVelocity * Time.deltaTime);
    }

    void OnControllerColliderHit(ControllerColliderHit hit)
    {
        LastHitName = hit.gameObject.name;
        Rigidbody body = hit.collider.attachedRigidbody;
        if (body == null || body.isKinematic) return;
        if (hit.moveDirection.y < -0.3f) return;
        body.velocity = new Vector3(hit.moveDirection.x, 0, hit.moveDirection.z) * 2f;
    }
}
