using UnityEngine;

[RequireComponent(typeof(SpriteRenderer))]
public class SpriteFlipper : MonoBehaviour
{
    private SpriteRenderer spriteRenderer;
    private Rigidbody2D body;
    private Vector3 lastPosition;

    void Awake()
    {
        spriteRenderer = GetComponent<SpriteRenderer>();
        body = GetComponent<Rigidbody2D>();
        lastPosition = transform.position;
    }

    void LateUpdate()
    {
        float dx = body != null ? body.velocity.x : transform.position.x - lastPosition.x;
        if (dx > 0.01f) spriteRenderer.flipX = false;
        else if (dx < -0.01f) spriteRenderer.flipX = true;
        spriteRenderer.sortingOrder = -(int)(transform.position.y * 100);
        lastPosition = transform.position;
    }
}
