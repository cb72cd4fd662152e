using UnityEngine;

[RequireComponent(typeof(Rigidbody))]
public class MovingPlatform : MonoBehaviour
{
    public Vector3 offset = new Vector3(4f, 0f, 0f);
    public float speed = 2f;

    private Rigidbody body;
    private Vector3 start;
    private Vector3 target;

    void Awake()
    {
        body = GetComponent<Rigidbody>();
        body.isKinematic = true;
        body.interpolation = RigidbodyInterpolation.Interpolate;
        start = transform.position;
        target = start + offset;
    }

    void FixedUpdate()
    {
        Vector3 next = Vector3.MoveTowards(body.position, target, speed * Time.fixedDeltaTime);
        body.MovePosition(next);
        if (Vector3.Distance(next, target) < 0.001f)
        {
            target = target == start ? start + offset : start;
        }
    }
}
