using UnityEngine;

// Moves and spins without a Rigidbody, frame-rate independent through Time.deltaTime.
public class DeltaTimeMover : MonoBehaviour
{
    public Vector3 velocity = new Vector3(2f, 0f, 0f);
    public float spinDegreesPerSecond = 90f;
    public float bobHeight = 0.25f;
    public float bobSpeed = 2f;

    float baseY;

    void Start()
    {
        baseY = transform.position.y;
    }

    void Update()
    {
        transform.Translate(velocity * Time.deltaTime, Space.World);
        transform.Rotate(0f, spinDegreesPerSecond * Time.deltaTime, 0f);
        Vector3 p = transform.position;
        p.y = baseY + Mathf.Sin(Time.time * bobSpeed) * bobHeight;
        transform.position = p;
    }
}
