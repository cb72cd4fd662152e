using UnityEngine;
#if ENABLE_INPUT_SYSTEM
using UnityEngine.InputSystem;
#endif

namespace SampleGame
{
    // The play-test sample's player: jumps on Space, walks with A/D or the arrows (and a gamepad's left stick), and
    // counts the pickups it collects. Reads the Input System when Active Input Handling includes it, else the legacy
    // Input Manager (which agents cannot drive: simulate_input says so).
    public class PlayerController : MonoBehaviour
    {
        public float jumpSpeed = 8f;
        public float gravity = 4f;
        public float walkSpeed = 4f;
        public int score;
        // The frame the last jump started (Time.frameCount): how many frames input takes to reach the game.
        public int jumpFrame = -1;

        float _verticalSpeed;

        void Update()
        {
            var position = transform.position;
            if (position.y <= 0f && JumpPressed())
            {
                _verticalSpeed = jumpSpeed;
                jumpFrame = Time.frameCount;
            }

            _verticalSpeed -= gravity * Time.deltaTime;
            position.y += _verticalSpeed * Time.deltaTime;
            if (position.y <= 0f)
            {
                position.y = 0f;
                _verticalSpeed = 0f;
            }

            position.x += Walk() * walkSpeed * Time.deltaTime;
            transform.position = position;
        }

        bool JumpPressed()
        {
    #if ENABLE_INPUT_SYSTEM
            var keyboard = Keyboard.current;
            return keyboard != null && keyboard.spaceKey.wasPressedThisFrame;
    #else
            return Input.GetKeyDown(KeyCode.Space);
    #endif
        }

        float Walk()
        {
    #if ENABLE_INPUT_SYSTEM
            var direction = 0f;
            var keyboard = Keyboard.current;
            if (keyboard != null)
            {
                if (keyboard.dKey.isPressed || keyboard.rightArrowKey.isPressed) direction += 1f;
                if (keyboard.aKey.isPressed || keyboard.leftArrowKey.isPressed) direction -= 1f;
            }

            var gamepad = Gamepad.current;
            if (gamepad != null) direction += gamepad.leftStick.ReadValue().x;
            return Mathf.Clamp(direction, -1f, 1f);
    #else
            return Input.GetAxis("Horizontal");
    #endif
        }
    }
}
