using UnityEngine;

public class Explosion : MonoBehaviour
{
    public float radius = 5f;
    public float force = 700f;
    public float upwardsModifier = 1f;

    public int Explode()
    {
        Collider[] colliders = Physics.OverlapSphere(transform.position, radius);
        int pushed = 0;
        foreach (Collider hit in colliders)
        {
            Rigidbody rb = hit.attachedRigidbody;
            if (rb != null && !rb.isKinematic)
            {
                rb.AddExplosionForce(force, transform.position, radius, upwardsModifier, ForceMode.Impulse);
                pushed++;
            }
        }
        return pushed;
    }
}
