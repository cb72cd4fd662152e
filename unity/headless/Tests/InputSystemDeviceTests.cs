using System.Linq;
using NUnit.Framework;
using UnityEngine;
using UnityEngine.Internal;
using UnityEngine.InputSystem;
using UnityEngine.InputSystem.Controls;
using UnityEngine.InputSystem.LowLevel;
using UnityEngine.InputSystem.Utilities;

namespace Patchbay.Headless.Tests
{
    // The Input System's device surface (issue 42): every key of a keyboard, a mouse's delta and scroll, a gamepad's
    // controls and aliases, a touchscreen's touches, InputAction — all read from state queued through
    // InputSystem.QueueStateEvent, the path the package's input tool uses.
    [TestFixture]
    public class InputSystemDeviceTests : StandInFixture
    {
        [TearDown]
        public void LetGo()
        {
            InputSystem.QueueStateEvent(Keyboard.current, new KeyboardState());
            InputSystem.QueueStateEvent(Mouse.current, new MouseState());
            InputSystem.Update();
            foreach (var device in InputSystem.devices.ToArray())
                if (!(device is Keyboard) && !(device is Mouse)) InputSystem.RemoveDevice(device);
            Application.IsPlayingInternal = false;
        }

        [Test]
        public void EveryKeyHasItsControlAndReadsTheQueuedState()
        {
            var keyboard = Keyboard.current;
            Assert.AreEqual(Keyboard.KeyCount, keyboard.allKeys.Count);
            foreach (var key in keyboard.allKeys)
            {
                InputSystem.QueueStateEvent(keyboard, new KeyboardState(key.keyCode));
                Lifecycle.Frame(0.01f);
                Assert.IsTrue(key.isPressed, key.ToString());
                Assert.IsTrue(key.wasPressedThisFrame, key.ToString());
                Assert.AreSame(key, keyboard[key.keyCode]);
                Assert.IsTrue(keyboard.anyKey.isPressed, "anyKey with " + key);
            }

            InputSystem.QueueStateEvent(keyboard, new KeyboardState(Key.E, Key.F, Key.Digit1, Key.F12, Key.Numpad0, Key.RightShift, Key.LeftCtrl));
            Lifecycle.Frame(0.01f);
            Assert.IsTrue(keyboard.eKey.isPressed);
            Assert.IsTrue(keyboard.fKey.wasPressedThisFrame);
            Assert.IsTrue(keyboard.digit1Key.isPressed);
            Assert.IsTrue(keyboard.f12Key.isPressed);
            Assert.IsTrue(keyboard.numpad0Key.isPressed);
            Assert.IsTrue(keyboard.shiftKey.isPressed, "either shift");
            Assert.IsTrue(keyboard.ctrlKey.isPressed);
            Assert.IsFalse(keyboard.altKey.isPressed);
            Assert.IsFalse(keyboard.spaceKey.isPressed);
            Assert.AreEqual("/Keyboard/1", keyboard.digit1Key.path, "the layout's control name");
            Assert.AreEqual("/Keyboard/leftShift", keyboard.leftShiftKey.path);
            Assert.AreSame(keyboard.leftMetaKey, keyboard.leftWindowsKey);
            Assert.AreSame(keyboard.leftMetaKey, keyboard["leftCommand"], "an alias finds the control");

            InputSystem.QueueStateEvent(keyboard, new KeyboardState());
            Lifecycle.Frame(0.01f);
            Assert.IsTrue(keyboard.eKey.wasReleasedThisFrame);
            Assert.IsFalse(keyboard.anyKey.isPressed);
        }

        [Test]
        public void AMouseDeltaAndScrollLastOneUpdateAndAddUp()
        {
            var mouse = Mouse.current;
            InputSystem.QueueStateEvent(mouse, new MouseState { delta = new Vector2(3, 1), scroll = new Vector2(0, 120), clickCount = 2 }.WithButton(MouseButton.Forward));
            InputSystem.QueueStateEvent(mouse, new MouseState { delta = new Vector2(2, 2), clickCount = 2 }.WithButton(MouseButton.Forward));
            Lifecycle.Frame(0.01f);
            Assert.AreEqual(new Vector2(5, 3), mouse.delta.ReadValue(), "two events in one update add up");
            Assert.AreEqual(new Vector2(0, 120), mouse.scroll.ReadValue());
            Assert.IsTrue(mouse.forwardButton.isPressed);
            Assert.IsFalse(mouse.backButton.isPressed);
            Assert.AreEqual(2, mouse.clickCount.ReadValue());
            Assert.AreSame(mouse.delta, Pointer.current.delta);

            Lifecycle.Frame(0.01f);
            Assert.AreEqual(Vector2.zero, mouse.delta.ReadValue(), "back to zero at the next update");
            Assert.AreEqual(Vector2.zero, mouse.scroll.ReadValue());
            Assert.IsTrue(mouse.forwardButton.isPressed, "buttons stay");
        }

        [Test]
        public void AGamepadReadsEveryControlAndKeepsItsRumble()
        {
            var pad = InputSystem.AddDevice<Gamepad>();
            CollectionAssert.Contains(Gamepad.all.ToArray(), pad);
            var state = new GamepadState(GamepadButton.South, GamepadButton.DpadUp, GamepadButton.DpadLeft, GamepadButton.LeftShoulder, GamepadButton.RightStick, GamepadButton.Select)
            {
                leftStick = new Vector2(0f, 1f),
                rightStick = new Vector2(-0.5f, 0f),
                rightTrigger = 0.8f,
            };
            InputSystem.QueueStateEvent(pad, state);
            Lifecycle.Frame(0.01f);
            Assert.IsTrue(pad.aButton.isPressed);
            Assert.IsTrue(pad.crossButton.wasPressedThisFrame);
            Assert.AreSame(pad.buttonSouth, pad["a"], "the layout's alias");
            Assert.AreEqual(new Vector2(-1f, 1f), pad.dpad.ReadValue());
            Assert.IsTrue(pad.dpad.up.isPressed);
            Assert.IsTrue(pad.dpad.left.isPressed);
            Assert.IsFalse(pad.dpad.down.isPressed);
            Assert.IsTrue(pad.leftShoulder.isPressed);
            Assert.IsFalse(pad.rightShoulder.isPressed);
            Assert.IsTrue(pad.rightStickButton.isPressed);
            Assert.IsTrue(pad.selectButton.isPressed);
            Assert.AreEqual(1f, pad.leftStick.y.ReadValue());
            Assert.IsTrue(pad.leftStick.up.isPressed);
            Assert.AreEqual(0.5f, pad.rightStick.left.ReadValue(), 1e-6);
            Assert.AreEqual(0.8f, pad.rightTrigger.ReadValue(), 1e-6);
            Assert.IsTrue(pad.rightTrigger.isPressed);
            Assert.IsFalse(pad.leftTrigger.isPressed);
            Assert.AreSame(pad.dpad.up, pad[GamepadButton.DpadUp]);

            Assert.IsInstanceOf<UnityEngine.InputSystem.Haptics.IDualMotorRumble>(pad);
            pad.SetMotorSpeeds(0.25f, 0.75f);
            Assert.AreEqual(0.25f, pad.LowFrequencyMotorSpeed);
            Assert.AreEqual(0.75f, pad.HighFrequencyMotorSpeed);
            pad.ResetHaptics();
            Assert.AreEqual(0f, pad.HighFrequencyMotorSpeed);

            var changes = new System.Collections.Generic.List<InputDeviceChange>();
            System.Action<InputDevice, InputDeviceChange> listener = (device, change) => { if (device == pad) changes.Add(change); };
            InputSystem.onDeviceChange += listener;
            InputSystem.RemoveDevice(pad);
            InputSystem.onDeviceChange -= listener;
            CollectionAssert.DoesNotContain(Gamepad.all.ToArray(), pad);
            CollectionAssert.AreEqual(new[] { InputDeviceChange.Removed }, changes);
        }

        [Test]
        public void ATouchscreenTracksTouchesAndItsPrimaryTouch()
        {
            var screen = InputSystem.AddDevice<Touchscreen>();
            Assert.AreSame(screen, Touchscreen.current);
            InputSystem.QueueStateEvent(screen, new TouchState { touchId = 7, phase = UnityEngine.InputSystem.TouchPhase.Began, position = new Vector2(100, 200) });
            Lifecycle.Frame(0.01f);
            Assert.IsTrue(screen.primaryTouch.press.wasPressedThisFrame);
            Assert.AreEqual(7, screen.primaryTouch.touchId.ReadValue());
            Assert.AreEqual(new Vector2(100, 200), screen.primaryTouch.position.ReadValue());
            Assert.AreEqual(UnityEngine.InputSystem.TouchPhase.Began, screen.primaryTouch.phase.ReadValue());
            Assert.AreEqual(new Vector2(100, 200), screen.position.ReadValue(), "the pointer's position is the primary touch's");
            Assert.IsTrue(screen.touches[0].isInProgress);

            InputSystem.QueueStateEvent(screen, new TouchState { touchId = 8, phase = UnityEngine.InputSystem.TouchPhase.Began, position = new Vector2(5, 5) });
            InputSystem.QueueStateEvent(screen, new TouchState { touchId = 7, phase = UnityEngine.InputSystem.TouchPhase.Moved, position = new Vector2(110, 200), delta = new Vector2(10, 0) });
            Lifecycle.Frame(0.01f);
            Assert.AreEqual(7, screen.primaryTouch.touchId.ReadValue(), "the first touch stays primary");
            Assert.AreEqual(new Vector2(10, 0), screen.primaryTouch.delta.ReadValue());
            Assert.AreEqual(new Vector2(100, 200), screen.primaryTouch.startPosition.ReadValue());
            Assert.AreEqual(8, screen.touches[1].touchId.ReadValue());
            Assert.IsFalse(screen.primaryTouch.press.wasPressedThisFrame);

            InputSystem.QueueStateEvent(screen, new TouchState { touchId = 7, phase = UnityEngine.InputSystem.TouchPhase.Ended, position = new Vector2(110, 200) });
            Lifecycle.Frame(0.01f);
            Assert.IsTrue(screen.primaryTouch.press.wasReleasedThisFrame);
            Assert.AreEqual(Vector2.zero, screen.primaryTouch.delta.ReadValue());
        }

        [Test]
        public void AnInputActionPerformsFromItsBinding()
        {
            var performed = 0;
            var canceled = 0;
            var jump = new InputAction("Jump", InputActionType.Button, "<Keyboard>/space");
            jump.performed += ctx => { performed++; Assert.IsTrue(ctx.ReadValueAsButton()); Assert.AreSame(Keyboard.current.spaceKey, ctx.control); };
            jump.canceled += ctx => canceled++;
            var move = new InputAction(binding: "<Gamepad>/leftStick");
            var pad = InputSystem.AddDevice<Gamepad>();
            jump.Enable();
            move.Enable();
            try
            {
                InputSystem.QueueStateEvent(Keyboard.current, new KeyboardState(Key.Space));
                InputSystem.QueueStateEvent(pad, new GamepadState { leftStick = new Vector2(0.3f, 0.4f) });
                Lifecycle.Frame(0.01f);
                Assert.IsTrue(jump.triggered);
                Assert.IsTrue(jump.WasPressedThisFrame());
                Assert.AreEqual(1, performed);
                Assert.AreEqual(1f, jump.ReadValue<float>());
                Assert.AreEqual(new Vector2(0.3f, 0.4f), move.ReadValue<Vector2>());
                Assert.IsTrue(move.IsInProgress(), "a value action performs while actuated");
                Assert.Throws<System.InvalidOperationException>(() => move.ReadValue<float>(), "a Vector2 control is not read as a float");

                Lifecycle.Frame(0.01f);
                Assert.IsFalse(jump.triggered, "performed one frame before");
                Assert.IsTrue(jump.IsPressed());

                InputSystem.QueueStateEvent(Keyboard.current, new KeyboardState());
                Lifecycle.Frame(0.01f);
                Assert.IsTrue(jump.WasReleasedThisFrame());
                Assert.AreEqual(1, canceled);
                Assert.AreEqual(1, performed);
            }
            finally
            {
                jump.Disable();
                move.Disable();
            }

            Assert.IsFalse(jump.enabled);
            Assert.AreEqual(0f, jump.ReadValue<float>(), "a disabled action reads the default");
        }

        [Test]
        public void TheCorpusPlayerMovesWhileWIsHeldThroughTheQueue()
        {
            Application.IsPlayingInternal = true;
            var player = new GameObject("Player").AddComponent<InputSystemPlayerMover>();
            InputSystem.QueueStateEvent(Keyboard.current, new KeyboardState(Key.W, Key.E));
            Lifecycle.Frame(0.1f);
            var z = player.transform.position.z;
            Assert.Greater(z, 0f, "moved forward");
            Assert.AreEqual(1, player.Interactions, "e pressed this frame");
            Lifecycle.Frame(0.1f);
            Assert.Greater(player.transform.position.z, z, "still held");
            Assert.AreEqual(1, player.Interactions, "no new press");

            InputSystem.QueueStateEvent(Keyboard.current, new KeyboardState(Key.W, Key.LeftShift));
            Lifecycle.Frame(0.1f);
            var sprintStep = player.transform.position.z - z;
            Assert.Greater(sprintStep, 0.1f * 4f * 1.5f, "sprinting with left shift");

            InputSystem.QueueStateEvent(Keyboard.current, new KeyboardState(Key.Escape));
            Lifecycle.Frame(0.1f);
            Assert.IsTrue(player.MenuRequested);
        }

        [Test]
        public void TheCorpusGamepadMouseAndTouchReadersTakeTheirDevices()
        {
            Application.IsPlayingInternal = true;
            var pad = InputSystem.AddDevice<Gamepad>();
            var screen = InputSystem.AddDevice<Touchscreen>();
            var go = new GameObject("Readers");
            var gamepadReader = go.AddComponent<GamepadPlayerReader>();
            var look = go.AddComponent<MouseLookCamera>();
            var taps = go.AddComponent<TouchTapReader>();
            InputSystem.QueueStateEvent(pad, new GamepadState(GamepadButton.South) { leftStick = new Vector2(1f, 0f) });
            InputSystem.QueueStateEvent(Mouse.current, new MouseState { delta = new Vector2(100, 0) });
            InputSystem.QueueStateEvent(screen, new TouchState { touchId = 1, phase = UnityEngine.InputSystem.TouchPhase.Began, position = new Vector2(40, 60) });
            Lifecycle.Frame(0.1f);
            Assert.AreEqual(1, gamepadReader.Jumps);
            Assert.Greater(go.transform.position.x, 0f);
            Assert.AreEqual(0.75f, pad.HighFrequencyMotorSpeed, "rumbles on a jump");
            Assert.AreEqual(10f, look.Yaw, 1e-4);
            Assert.AreEqual(1, taps.Taps);
            Assert.AreEqual(new Vector2(40, 60), taps.LastTapPosition);
        }
        [Test]
        public void QueuedTextReachesOnTextInputInOrder()
        {
            Application.IsPlayingInternal = true;
            var chat = new GameObject("Chat").AddComponent<KeyboardChatInput>();
            foreach (var c in "hix") InputSystem.QueueTextEvent(Keyboard.current, c);
            InputSystem.QueueTextEvent(Keyboard.current, '\b');
            InputSystem.QueueTextEvent(Keyboard.current, '!');
            Lifecycle.Frame(0.01f);
            Assert.AreEqual("hi!", chat.Typed);
            InputSystem.QueueStateEvent(Keyboard.current, new KeyboardState(Key.Enter));
            Lifecycle.Frame(0.01f);
            Assert.AreEqual("hi!", chat.LastSent);
            Assert.AreEqual("", chat.Typed);
        }
        [Test]
        public void CompositeBindingsCombineTheirParts()
        {
            Application.IsPlayingInternal = true;
            var mover = new GameObject("Mover").AddComponent<CodeBoundActionMover>();
            InputSystem.QueueStateEvent(Keyboard.current, new KeyboardState(Key.W, Key.D, Key.Equals));
            Lifecycle.Frame(0.1f);
            Assert.AreEqual(new Vector2(1, 1).normalized.x, mover.LastMove.x, 1e-5, "2DVector normalizes the diagonal");
            Assert.AreEqual(new Vector2(1, 1).normalized.y, mover.LastMove.y, 1e-5);
            Assert.AreEqual(1f, mover.LastZoom);
            Assert.Greater(mover.transform.position.z, 0f);

            var pad = InputSystem.AddDevice<Gamepad>();
            InputSystem.QueueStateEvent(Keyboard.current, new KeyboardState(Key.Minus));
            InputSystem.QueueStateEvent(pad, new GamepadState { leftStick = new Vector2(-0.5f, 0f) });
            Lifecycle.Frame(0.1f);
            Assert.AreEqual(new Vector2(-0.5f, 0f), mover.LastMove, "the stick binding wins when the keys are up");
            Assert.AreEqual(-1f, mover.LastZoom);
            Assert.Throws<System.NotSupportedException>(() => new InputAction().AddCompositeBinding("Unknown"));
        }
    }
}
