using UnityEngine;

namespace SampleGame
{
    // Walks between two points and drives its Animator: Speed (float) while walking, Alert (bool) while the player is
    // within sight, Attack (trigger) once when the player comes that close.
    [RequireComponent(typeof(Animator))]
    public class EnemyPatrol : MonoBehaviour
    {
        public Vector3 pointA = new Vector3(-3f, 0.5f, 4f);
        public Vector3 pointB = new Vector3(3f, 0.5f, 4f);
        public float speed = 2f;
        public float sightRange = 4f;
        public Transform player;

        static readonly int SpeedId = Animator.StringToHash("Speed");
        static readonly int AlertId = Animator.StringToHash("Alert");
        static readonly int AttackId = Animator.StringToHash("Attack");

        Animator _animator;
        bool _towardsB = true;
        bool _alert;

        void Awake() { _animator = GetComponent<Animator>(); }

        void Update()
        {
            var goal = _towardsB ? pointB : pointA;
            transform.position = Vector3.MoveTowards(transform.position, goal, speed * Time.deltaTime);
            if (Vector3.Distance(transform.position, goal) < 0.01f) _towardsB = !_towardsB;
            _animator.SetFloat(SpeedId, speed);

            var sees = player != null && Vector3.Distance(player.position, transform.position) <= sightRange;
            if (sees && !_alert) _animator.SetTrigger(AttackId);
            _alert = sees;
            _animator.SetBool(AlertId, sees);
        }
    }
}
