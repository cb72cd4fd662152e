using UnityEngine;

// A jump whose height follows an AnimationCurve over its duration.
public class CurveJumper : MonoBehaviour
{
    [SerializeField] private AnimationCurve jumpCurve = new AnimationCurve(
        new Keyframe(0f, 0f, 0f, 4f),
        new Keyframe(0.5f, 1f, 0f, 0f),
        new Keyframe(1f, 0f, -4f, 0f));
    [SerializeField] private float jumpHeight = 2f;
    [SerializeField] private float jumpDuration = 0.6f;

    private float jumpTime = -1f;
    private float groundY;

    public bool IsJumping => jumpTime >= 0f;
    public AnimationCurve JumpCurve => jumpCurve;

    void Start()
    {
        groundY = transform.position.y;
    }

    public void Jump()
    {
        if (!IsJumping) jumpTime = 0f;
    }

    void Update()
    {
        if (!IsJumping) return;
        jumpTime += Time.deltaTime;
        float t = Mathf.Clamp01(jumpTime / jumpDuration);
        var p = transform.position;
        p.y = groundY + jumpCurve.Evaluate(t) * jumpHeight;
        transform.position = p;
        if (t >= 1f) jumpTime = -1f;
    }
}
