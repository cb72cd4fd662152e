using UnityEngine;

namespace SampleGame
{
    // The platformer's player: runs left and right on a Rigidbody2D, jumps when touching the ground layers.
    [RequireComponent(typeof(Rigidbody2D))]
    public class Player2D : MonoBehaviour
    {
        public float runSpeed = 5f;
        public float jumpSpeed = 7f;
        public LayerMask groundLayers = 1;
        public int gems;

        Rigidbody2D _body;
        bool _jump;

        void Awake() { _body = GetComponent<Rigidbody2D>(); }

        void Update()
        {
            if (GameInput.JumpPressed()) _jump = true;
        }

        void FixedUpdate()
        {
#if UNITY_6000_0_OR_NEWER
            var velocity = _body.linearVelocity;
#else
            var velocity = _body.velocity;
#endif
            velocity.x = GameInput.Move().x * runSpeed;
            if (_jump && _body.IsTouchingLayers(groundLayers)) velocity.y = jumpSpeed;
            _jump = false;
#if UNITY_6000_0_OR_NEWER
            _body.linearVelocity = velocity;
#else
            _body.velocity = velocity;
#endif
        }
    }
}
