namespace UnityEngine.InputSystem.Haptics
{
    // Input System 1.8.2 Devices/Haptics/IHaptics.cs:46.
    public interface IHaptics
    {
        void PauseHaptics();
        void ResumeHaptics();
        void ResetHaptics();
    }
}
