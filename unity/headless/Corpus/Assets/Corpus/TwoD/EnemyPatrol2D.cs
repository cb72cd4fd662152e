using UnityEngine;

public class EnemyPatrol2D : MonoBehaviour
{
    public float speed = 2f;
    public float wallCheckDistance = 0.6f;
    public float ledgeCheckDistance = 1f;
    public LayerMask groundMask;

    private Rigidbody2D body;
    private int direction = 1;
    public int Direction => direction;
    public int Turns { get; private set; }

    void Start()
    {
        body = GetComponent<Rigidbody2D>();
    }

    void FixedUpdate()
    {
        Vector2 origin = transform.position;
        RaycastHit2D wall = Physics2D.Raycast(origin, Vector2.right * direction, wallCheckDistance, groundMask);
        RaycastHit2D ground = Physics2D.Raycast(origin + Vector2.right * direction * 0.5f, Vector2.down, ledgeCheckDistance, groundMask);
        if (wall.collider != null || !ground)
        {
            direction = -direction;
            Turns++;
        }

        if (body != null)
        {
            body.velocity = new Vector2(direction * speed, body.velocity.y);
        }
        else
        {
            transform.Translate(Vector2.right * direction * speed * Time.fixedDeltaTime);
        }
    }
}
