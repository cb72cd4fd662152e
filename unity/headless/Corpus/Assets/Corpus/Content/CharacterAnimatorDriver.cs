using UnityEngine;

// Feeds an Animator from movement: Speed, Grounded, and a Jump trigger.
[RequireComponent(typeof(Animator))]
public class CharacterAnimatorDriver : MonoBehaviour
{
    static readonly int SpeedId = Animator.StringToHash("Speed");
    static readonly int JumpId = Animator.StringToHash("Jump");
    static readonly int GroundedId = Animator.StringToHash("Grounded");

    [SerializeField] private float speed;
    private Animator animator;

    public float Speed { get => speed; set => speed = value; }

    void Awake()
    {
        animator = GetComponent<Animator>();
    }

    void Update()
    {
        animator.SetFloat(SpeedId, speed);
        animator.SetBool(GroundedId, true);
    }

    public void Jump()
    {
        animator.SetTrigger(JumpId);
    }

    public bool IsInState(string stateName)
    {
        return animator.GetCurrentAnimatorStateInfo(0).IsName(stateName);
    }
}
