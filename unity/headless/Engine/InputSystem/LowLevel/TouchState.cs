using UnityEngine.InputSystem.Utilities;

namespace UnityEngine.InputSystem.LowLevel
{
    // Input System 1.8.2 Devices/Touchscreen.cs:29 (struct TouchState), :45 Format, :60 touchId, :67 position, :73
    // delta, :79 pressure, :85 radius, :92 phaseId, :98 tapCount, :104 displayIndex, :141 startTime, :148
    // startPosition, :155 phase, :170 isPrimaryTouch, :218 isInProgress, :230 format. Queued to a Touchscreen, it
    // updates the touch of that touchId (Touchscreen.cs:723 OnStateEvent). Unity packs the fields with layout
    // attributes; the stand-in keeps them as plain fields.
    public struct TouchState : IInputStateTypeInfo
    {
        public int touchId;
        public Vector2 position;
        public Vector2 delta;
        public float pressure;
        public Vector2 radius;
        public byte phaseId;
        public byte tapCount;
        public byte displayIndex;
        public byte flags;
        public double startTime;
        public Vector2 startPosition;

        public static FourCC Format { get { return new FourCC('T', 'O', 'U', 'C'); } }

        public TouchPhase phase
        {
            get { return (TouchPhase)phaseId; }
            set { phaseId = (byte)value; }
        }

        public bool isPrimaryTouch { get; set; }

        public bool isInProgress
        {
            get { return phase == TouchPhase.Began || phase == TouchPhase.Moved || phase == TouchPhase.Stationary; }
        }

        public FourCC format { get { return Format; } }
    }
}
