using UnityEngine.InputSystem.Utilities;

namespace UnityEngine.InputSystem.LowLevel
{
    // A character queued by InputSystem.QueueTextEvent (Unity queues a TextEvent, Events/TextEvent.cs; the stand-in's
    // queue holds states, so the character travels in this internal one).
    internal struct QueuedText : IInputStateTypeInfo
    {
        internal char Character;

        public FourCC format { get { return new FourCC('T', 'E', 'X', 'T'); } }
    }
}
