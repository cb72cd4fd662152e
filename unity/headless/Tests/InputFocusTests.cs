using NUnit.Framework;
using UnityEngine;
using UnityEngine.Internal;
using UnityEngine.InputSystem;
using UnityEngine.InputSystem.LowLevel;

namespace Patchbay.Headless.Tests
{
    // Issue 43: a game without focus, as the Input System treats it with its default settings (1.8.2 InputManager.cs
    // OnFocusChanged :2750, routing :3162): the keyboard, the mouse and an added gamepad are disabled on focus loss, and in
    // the editor keyboard and pointer events stay with the editor; Ignore Focus with All Device Input Always Goes To Game
    // View, and the devices enabled again, make input reach the game.
    [TestFixture]
    public class InputFocusTests : StandInFixture
    {
        InputSettings.BackgroundBehavior _background;
        InputSettings.EditorInputBehaviorInPlayMode _editor;

        [SetUp]
        public void Play()
        {
            _background = InputSystem.settings.backgroundBehavior;
            _editor = InputSystem.settings.editorInputBehaviorInPlayMode;
            Application.IsPlayingInternal = true;
        }

        [TearDown]
        public void Refocus()
        {
            GameView.SetFocus(true);
            InputSystem.settings.backgroundBehavior = _background;
            InputSystem.settings.editorInputBehaviorInPlayMode = _editor;
            foreach (var device in InputSystem.devices) InputSystem.EnableDevice(device);
            InputSystem.QueueStateEvent(Keyboard.current, new KeyboardState());
            InputSystem.Update();
            Application.IsPlayingInternal = false;
        }

        [Test]
        public void TheDefaultsAreUnitys()
        {
            var fresh = ScriptableObject.CreateInstance<InputSettings>();
            Assert.AreEqual(InputSettings.BackgroundBehavior.ResetAndDisableNonBackgroundDevices, fresh.backgroundBehavior);
            Assert.AreEqual(InputSettings.EditorInputBehaviorInPlayMode.PointersAndKeyboardsRespectGameViewFocus, fresh.editorInputBehaviorInPlayMode);
            Assert.IsTrue(Application.isFocused);
        }

        [Test]
        public void OnFocusLossTheDevicesAreDisabledAndInputGoesNowhere()
        {
            var pad = InputSystem.AddDevice<Gamepad>("VirtualPad");
            try
            {
                GameView.SetFocus(false);
                Assert.IsFalse(Application.isFocused);
                Assert.IsFalse(Keyboard.current.enabled, "the keyboard cannot run in the background");
                Assert.IsFalse(Mouse.current.enabled);
                Assert.IsFalse(pad.enabled, "nor can a device added by script");
                InputSystem.QueueStateEvent(Keyboard.current, new KeyboardState(Key.Space));
                InputSystem.QueueStateEvent(pad, new GamepadState(GamepadButton.South));
                Lifecycle.Frame(0.01f);
                Assert.IsFalse(Keyboard.current.spaceKey.isPressed, "a disabled keyboard takes no event");
                Assert.IsFalse(pad.buttonSouth.isPressed);

                GameView.SetFocus(true);
                Assert.IsTrue(Keyboard.current.enabled && pad.enabled, "focus back: the devices come back");
            }
            finally
            {
                InputSystem.RemoveDevice(pad);
            }
        }

        [Test]
        public void EnabledAgainTheKeyboardStillLosesItsEventsToTheEditorUnderTheDefaultPlayModeBehavior()
        {
            GameView.SetFocus(false);
            InputSystem.EnableDevice(Keyboard.current);
            InputSystem.QueueStateEvent(Keyboard.current, new KeyboardState(Key.Space));
            Lifecycle.Frame(0.01f);
            Assert.IsFalse(Keyboard.current.spaceKey.isPressed, "Pointers And Keyboards Respect Game View Focus");

            InputSystem.settings.backgroundBehavior = InputSettings.BackgroundBehavior.IgnoreFocus;
            InputSystem.settings.editorInputBehaviorInPlayMode = InputSettings.EditorInputBehaviorInPlayMode.AllDeviceInputAlwaysGoesToGameView;
            InputSystem.QueueStateEvent(Keyboard.current, new KeyboardState(Key.Space));
            Lifecycle.Frame(0.01f);
            Assert.IsTrue(Keyboard.current.spaceKey.isPressed, "regardless of focus: the game gets it");
        }

        [Test]
        public void IgnoreFocusKeepsDevicesEnabledOnFocusLoss()
        {
            InputSystem.settings.backgroundBehavior = InputSettings.BackgroundBehavior.IgnoreFocus;
            GameView.SetFocus(false);
            Assert.IsTrue(Keyboard.current.enabled, "Ignore Focus with the editor running in the background: nothing disabled");
        }

        [Test]
        public void OutsidePlayModeFocusChangesNothing()
        {
            Application.IsPlayingInternal = false;
            GameView.SetFocus(false);
            Assert.IsTrue(Keyboard.current.enabled, "edit mode: the focus is only recorded");
        }
    }
}
