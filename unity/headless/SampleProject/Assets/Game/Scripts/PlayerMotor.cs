using UnityEngine;

namespace SampleGame
{
    // The arena's player: a Rigidbody moved across the floor by GameInput (top-down; the body's constraints keep it
    // upright and on the floor), and a dash on jump.
    [RequireComponent(typeof(Rigidbody))]
    public class PlayerMotor : MonoBehaviour
    {
        public float speed = 6f;
        public float dashSpeed = 14f;
        public int dashes;

        Rigidbody _body;
        bool _dash;

        void Awake() { _body = GetComponent<Rigidbody>(); }

        void Update()
        {
            if (GameInput.JumpPressed()) _dash = true;
        }

        void FixedUpdate()
        {
            var input = GameInput.Move();
            var move = new Vector3(input.x, 0f, input.y) * (_dash ? dashSpeed : speed);
            if (_dash) { dashes++; _dash = false; }
            _body.MovePosition(_body.position + move * Time.fixedDeltaTime);
        }
    }
}
