using Patchbay.Editor.Tools.Shared;

namespace Patchbay.Editor.Tools.PlayTest
{
    /// <summary>
    /// Which input the project reads. Only the Input System (com.unity.inputsystem) takes input from outside the
    /// game (its state events); the legacy Input Manager (UnityEngine.Input) reads the OS directly, so nothing can
    /// drive it. The package's asmdef sets PATCHBAY_INPUT_SYSTEM through versionDefines when the project has the
    /// package at 1.1.1 or later (the first with InputSettings.editorInputBehaviorInPlayMode; Unity.InputSystem is then
    /// referenced); a project without it compiles the error path only.
    /// </summary>
    public static class InputBackend
    {
        public const string LegacyOnly = "This project has no Input System package (1.1.1 or later), so its input goes through the legacy Input Manager "
            + "(UnityEngine.Input), which reads the OS directly and cannot be driven from outside the game. To play-test input: install "
            + "com.unity.inputsystem (add_package), set Project Settings > Player > Active Input Handling to 'Both' (or 'Input System "
            + "Package'), and read input in scripts through it (Keyboard.current, Mouse.current, Gamepad.current or InputActions).";

        /// <summary>Whether this assembly was compiled with the Input System (the project has the package).</summary>
        public static bool Compiled
        {
#if PATCHBAY_INPUT_SYSTEM
            get { return true; }
#else
            get { return false; }
#endif
        }

        /// <summary>Throws the honest error when the Input System cannot be driven here.</summary>
        public static void Require()
        {
#if PATCHBAY_INPUT_SYSTEM
            var installed = PlayHost.Current.InputSystemInstalled;
            if (!installed)
            {
                throw ToolErrors.State(LegacyOnly);
            }

            if (UnityEngine.InputSystem.Keyboard.current == null && UnityEngine.InputSystem.Mouse.current == null)
            {
                throw ToolErrors.State("The Input System package is installed but has no keyboard or mouse: set Project Settings > Player > "
                    + "Active Input Handling to 'Both' or 'Input System Package' (Unity restarts), then try again.");
            }
#else
            throw ToolErrors.State(LegacyOnly);
#endif
        }
    }
}
