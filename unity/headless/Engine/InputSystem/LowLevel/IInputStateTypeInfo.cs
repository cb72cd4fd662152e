using UnityEngine.InputSystem.Utilities;

namespace UnityEngine.InputSystem.LowLevel
{
    // Input System 1.8.2 State/IInputStateTypeInfo.cs:8.
    public interface IInputStateTypeInfo
    {
        FourCC format { get; }
    }
}
