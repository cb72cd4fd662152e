using UnityEngine;

public class RaycastShooter : MonoBehaviour
{
    public float range = 100f;
    public LayerMask hitMask = Physics.DefaultRaycastLayers;
    public GameObject LastHit { get; private set; }
    public Vector3 LastPoint { get; private set; }

    void Update()
    {
        if (Input.GetMouseButtonDown(0)) FireAt(Input.mousePosition);
    }

    public bool FireAt(Vector3 screenPosition)
    {
        var cam = Camera.main;
        if (cam == null) return false;
        Ray ray = cam.ScreenPointToRay(screenPosition);
        if (Physics.Raycast(ray, out RaycastHit hit, range, hitMask))
        {
            LastHit = hit.collider.gameObject;
            LastPoint = hit.point;
            Debug.DrawLine(ray.origin, hit.point, Color.red, 1f);
            if (hit.rigidbody != null) hit.rigidbody.AddForceAtPosition(ray.direction * 5f, hit.point, ForceMode.Impulse);
            return true;
        }
        LastHit = null;
        return false;
    }
}
