using NUnit.Framework;
using UnityEngine;
using UnityEngine.Internal;
using UnityEngine.InputSystem;
using UnityEngine.InputSystem.LowLevel;

namespace Patchbay.Headless.Tests
{
    // The Input System stand-in (Unity.InputSystem.dll) and Time.timeScale: queued state events reach the devices at
    // the start of the next player-loop frame, before Update, and "this frame" means that frame only.
    [TestFixture]
    public class InputSystemTests : StandInFixture
    {
        [TearDown]
        public void LetGo()
        {
            InputSystem.QueueStateEvent(Keyboard.current, new KeyboardState());
            InputSystem.QueueStateEvent(Mouse.current, new MouseState());
            InputSystem.Update();
            Time.timeScale = 1f;
        }

        [Test]
        public void TheEditorHasAKeyboardAndAMouseButNoGamepad()
        {
            Assert.IsNotNull(Keyboard.current);
            Assert.IsNotNull(Mouse.current);
            Assert.AreSame(Mouse.current, Pointer.current);
            Assert.IsNull(Gamepad.current);
            Assert.AreEqual(InputSettings.EditorInputBehaviorInPlayMode.PointersAndKeyboardsRespectGameViewFocus,
                InputSystem.settings.editorInputBehaviorInPlayMode, "Unity's default");
        }

        [Test]
        public void AQueuedKeyIsSeenAtTheNextFrameAndPressedForThatFrameOnly()
        {
            InputSystem.QueueStateEvent(Keyboard.current, new KeyboardState(Key.Space, Key.W));
            Assert.IsFalse(Keyboard.current.spaceKey.isPressed, "nothing before the frame");

            Lifecycle.Frame(0.01f);
            Assert.IsTrue(Keyboard.current.spaceKey.isPressed);
            Assert.IsTrue(Keyboard.current.spaceKey.wasPressedThisFrame);
            Assert.IsTrue(Keyboard.current[Key.W].isPressed);
            Assert.IsFalse(Keyboard.current[Key.A].isPressed);

            Lifecycle.Frame(0.01f);
            Assert.IsTrue(Keyboard.current.spaceKey.isPressed, "still held");
            Assert.IsFalse(Keyboard.current.spaceKey.wasPressedThisFrame, "pressed one frame before");

            var state = new KeyboardState(Key.W);
            state.Release(Key.W);
            InputSystem.QueueStateEvent(Keyboard.current, state);
            Lifecycle.Frame(0.01f);
            Assert.IsFalse(Keyboard.current.spaceKey.isPressed);
            Assert.IsTrue(Keyboard.current.spaceKey.wasReleasedThisFrame);
        }

        [Test]
        public void MouseAndAnAddedGamepadTakeTheirStates()
        {
            InputSystem.QueueStateEvent(Mouse.current, new MouseState { position = new Vector2(10, 20) }.WithButton(MouseButton.Right));
            var pad = InputSystem.AddDevice<Gamepad>();
            try
            {
                Assert.AreSame(pad, Gamepad.current, "an added device becomes current");
                InputSystem.QueueStateEvent(pad, new GamepadState(GamepadButton.South) { leftStick = new Vector2(0.5f, -1f) });
                InputSystem.Update();
                Assert.AreEqual(new Vector2(10, 20), Mouse.current.position.ReadValue());
                Assert.AreEqual(20f, Mouse.current.position.y.ReadValue());
                Assert.IsTrue(Mouse.current.rightButton.isPressed);
                Assert.IsFalse(Mouse.current.leftButton.isPressed);
                Assert.IsTrue(pad.buttonSouth.isPressed);
                Assert.IsTrue(pad[GamepadButton.A].isPressed, "A is South");
                Assert.AreEqual(new Vector2(0.5f, -1f), pad.leftStick.ReadValue());
                Assert.AreEqual(Vector2.zero, pad.leftStick.ReadValueFromPreviousFrame());
            }
            finally
            {
                InputSystem.RemoveDevice(pad);
            }

            Assert.IsNull(Gamepad.current);
            Assert.Throws<System.InvalidOperationException>(() => InputSystem.QueueStateEvent(pad, new GamepadState()));
        }

        [Test]
        public void TimeScaleScalesGameTimeOnly()
        {
            var time = Time.time;
            var unscaled = Time.unscaledTime;
            Time.timeScale = 0.5f;
            Lifecycle.Frame(0.1f);
            Assert.AreEqual(0.05f, Time.deltaTime, 1e-6);
            Assert.AreEqual(0.1f, Time.unscaledDeltaTime, 1e-6);
            Assert.AreEqual(time + 0.05f, Time.time, 1e-5);
            Assert.AreEqual(unscaled + 0.1f, Time.unscaledTime, 1e-5);
            Time.timeScale = 0f;
            Lifecycle.Frame(0.1f);
            Assert.AreEqual(0f, Time.deltaTime);
        }

        // Issue 43: play mode ends with Time.timeScale back at the project's Time settings (TimeManager.asset), not at 1.
        [Test]
        public void LeavingPlayModeRestoresTheProjectsTimeScale()
        {
            var file = System.IO.Path.Combine(Project, "ProjectSettings/TimeManager.asset");
            System.IO.File.WriteAllText(file, "%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!5 &1\nTimeManager:\n  m_ObjectHideFlags: 0\n  Fixed Timestep: 0.02\n  Maximum Allowed Timestep: 0.33333334\n  m_TimeScale: 0.5\n  Maximum Particle Timestep: 0.03\n");
            try
            {
                UnityEditor.EditorApplication.isPlaying = true;
                HeadlessEditor.Tick();
                Time.timeScale = 0f;
                UnityEditor.EditorApplication.isPlaying = false;
                HeadlessEditor.Tick();
                Assert.AreEqual(0.5f, Time.timeScale, "the project's Time Scale");
            }
            finally
            {
                System.IO.File.Delete(file);
                Time.timeScale = 1f;
            }
        }
    }
}
