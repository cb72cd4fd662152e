using UnityEngine;

// Follows a target smoothly, turning to face the direction it moves in.
public class SmoothDampFollower : MonoBehaviour
{
    public Transform target;
    public Vector3 offset = new Vector3(0f, 2f, -4f);
    public float smoothTime = 0.3f;
    public float maxSpeed = 20f;
    public float turnSmoothTime = 0.1f;

    Vector3 velocity;
    float turnVelocity;

    void LateUpdate()
    {
        if (!target) return;
        Vector3 goal = target.position + offset;
        Vector3 before = transform.position;
        transform.position = Vector3.SmoothDamp(transform.position, goal, ref velocity, smoothTime, maxSpeed);

        Vector3 moved = transform.position - before;
        moved.y = 0f;
        if (moved.sqrMagnitude > 0.000001f)
        {
            float targetYaw = Mathf.Atan2(moved.x, moved.z) * Mathf.Rad2Deg;
            float yaw = Mathf.SmoothDampAngle(transform.eulerAngles.y, targetYaw, ref turnVelocity, turnSmoothTime);
            transform.rotation = Quaternion.Euler(0f, yaw, 0f);
        }
    }
}
