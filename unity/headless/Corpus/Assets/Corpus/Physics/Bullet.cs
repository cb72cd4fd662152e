using UnityEngine;

[RequireComponent(typeof(Rigidbody))]
public class Bullet : MonoBehaviour
{
    public float speed = 20f;
    public float lifetime = 5f;
    public static int Impacts;

    void Start()
    {
        var body = GetComponent<Rigidbody>();
        body.useGravity = false;
        body.collisionDetectionMode = CollisionDetectionMode.ContinuousDynamic;
        body.AddForce(transform.forward * speed, ForceMode.VelocityChange);
        Destroy(gameObject, lifetime);
    }

    void OnCollisionEnter(Collision collision)
    {
        Impacts++;
        var contact = collision.GetContact(0);
        Debug.Log("Bullet hit " + collision.gameObject.name + " at " + contact.point);
        Destroy(gameObject);
    }
}
