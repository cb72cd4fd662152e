using UnityEngine;
#if ENABLE_INPUT_SYSTEM
using UnityEngine.InputSystem;
#endif

namespace SampleGame
{
    // The sample game's input in one place: a move vector from WASD, the arrows or a gamepad's left stick (the Input
    // System when Active Input Handling includes it, else the legacy Input Manager's axes), and a jump button.
    public static class GameInput
    {
        public static Vector2 Move()
        {
#if ENABLE_INPUT_SYSTEM
            var move = Vector2.zero;
            var keyboard = Keyboard.current;
            if (keyboard != null)
            {
                if (keyboard.dKey.isPressed || keyboard.rightArrowKey.isPressed) move.x += 1f;
                if (keyboard.aKey.isPressed || keyboard.leftArrowKey.isPressed) move.x -= 1f;
                if (keyboard.wKey.isPressed || keyboard.upArrowKey.isPressed) move.y += 1f;
                if (keyboard.sKey.isPressed || keyboard.downArrowKey.isPressed) move.y -= 1f;
            }
            var gamepad = Gamepad.current;
            if (gamepad != null) move += gamepad.leftStick.ReadValue();
            return Vector2.ClampMagnitude(move, 1f);
#else
            return Vector2.ClampMagnitude(new Vector2(Input.GetAxis("Horizontal"), Input.GetAxis("Vertical")), 1f);
#endif
        }

        public static bool JumpPressed()
        {
#if ENABLE_INPUT_SYSTEM
            var keyboard = Keyboard.current;
            var gamepad = Gamepad.current;
            return (keyboard != null && keyboard.spaceKey.wasPressedThisFrame) || (gamepad != null && gamepad.buttonSouth.wasPressedThisFrame);
#else
            return Input.GetButtonDown("Jump");
#endif
        }
    }
}
