using Patchbay.Engine.CommonTools.Shared;

namespace Patchbay.Engine.CommonTools.PlayTest
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

        /// <summary>
        /// The package is there but Active Input Handling is the Input Manager only: Unity then runs none of the Input
        /// System's native backends and compiles the game without ENABLE_INPUT_SYSTEM, so a simulated key would reach no
        /// script (the Input System package's own editor check says the same and asks for a restart).
        /// </summary>
        public const string InputManagerOnly = "Project Settings > Player > Active Input Handling is 'Input Manager (Old)', so although the Input "
            + "System package is installed, Unity runs none of its native backends and compiles the game without ENABLE_INPUT_SYSTEM: "
            + "simulated input would reach no script, and nothing was sent. To play-test input: set Active Input Handling to 'Both' "
            + "(or 'Input System Package'); Unity restarts the editor. Then read input in scripts through the Input System.";

        /// <summary>The same for a development build's player, whose fix is made in the project's editor and a new build.</summary>
        public const string LegacyOnlyInPlayer = "This build has no Input System package (1.1.1 or later), so its input goes through the legacy Input "
            + "Manager (UnityEngine.Input), which reads the OS directly and cannot be driven from outside the game. To play-test input: in the "
            + "project's editor install com.unity.inputsystem (add_package there), set Project Settings > Player > Active Input Handling to "
            + "'Both' (or 'Input System Package'), read input in scripts through it, and make a new development build.";

        /// <summary>The legacy-input answer for where the tool runs.</summary>
        public static string LegacyOnlyHere
        {
            get { return PlayHost.Current.Kind == "player" ? LegacyOnlyInPlayer : LegacyOnly; }
        }

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
                throw ToolErrors.State(LegacyOnlyHere);
            }

            if (PlayHost.Current.ActiveInputHandler == 0)
            {
                throw ToolErrors.State(InputManagerOnly);
            }

            if (UnityEngine.InputSystem.Keyboard.current == null && UnityEngine.InputSystem.Mouse.current == null)
            {
                throw ToolErrors.State(PlayHost.Current.Kind == "player"
                    ? "This build has the Input System package but no keyboard or mouse: set Project Settings > Player > Active Input Handling to "
                        + "'Both' or 'Input System Package' in the project's editor and make a new development build."
                    : "The Input System package is installed but has no keyboard or mouse: set Project Settings > Player > "
                        + "Active Input Handling to 'Both' or 'Input System Package' (Unity restarts), then try again.");
            }
#else
            throw ToolErrors.State(LegacyOnlyHere);
#endif
        }
    }
}
