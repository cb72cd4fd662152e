using System;

namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 Devices/InputDeviceChange.cs: what InputSystem.onDeviceChange reports (the stand-in raises
    // Added and Removed; the others come from the platform or from APIs not modelled).
    public enum InputDeviceChange
    {
        Added,
        Removed,
        Disconnected,
        Reconnected,
        Enabled,
        Disabled,
        UsageChanged,
        ConfigurationChanged,
        SoftReset,
        HardReset,
        [Obsolete("Destroyed enum has been deprecated.")]
        Destroyed,
    }
}
