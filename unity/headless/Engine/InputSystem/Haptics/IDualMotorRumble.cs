namespace UnityEngine.InputSystem.Haptics
{
    // Input System 1.8.2 Devices/Haptics/IDualMotorRumble.cs:10.
    public interface IDualMotorRumble : IHaptics
    {
        void SetMotorSpeeds(float lowFrequency, float highFrequency);
    }
}
