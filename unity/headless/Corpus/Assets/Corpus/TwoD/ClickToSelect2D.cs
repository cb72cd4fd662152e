using UnityEngine;

public class ClickToSelect2D : MonoBehaviour
{
    public Collider2D Selected { get; private set; }
    [SerializeField] private Color highlight = Color.yellow;

    void Update()
    {
        if (Input.GetMouseButtonDown(0)) SelectAt(Input.mousePosition);
    }

    public Collider2D SelectAt(Vector3 screenPosition)
    {
        Vector3 world = Camera.main.ScreenToWorldPoint(screenPosition);
        Collider2D hit = Physics2D.OverlapPoint(world);
        if (hit == null)
        {
            Ray ray = Camera.main.ScreenPointToRay(screenPosition);
            RaycastHit2D rayHit = Physics2D.GetRayIntersection(ray);
            hit = rayHit.collider;
        }
        if (hit != null && hit.TryGetComponent(out SpriteRenderer sr)) sr.color = highlight;
        Selected = hit;
        return hit;
    }
}
