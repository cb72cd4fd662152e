using UnityEngine.InputSystem.Controls;
using UnityEngine.InputSystem.LowLevel;
using UnityEngine.InputSystem.Utilities;

namespace UnityEngine.InputSystem
{
    // Input System 1.8.2 Devices/Touchscreen.cs:549 (class), :559 primaryTouch, :572 touches, :583 current, :593
    // MakeCurrent, :723 OnStateEvent. The editor has no touchscreen until one is added (InputSystem.AddDevice
    // <Touchscreen>()). A queued TouchState updates the touch with its touchId, or takes a free slot when it begins;
    // the first touch that begins while none is in progress becomes the primary touch and stays it until it ends.
    // Deltas go back to zero at the start of every update, as a Pointer's do.
    public class Touchscreen : Pointer
    {
        public const int MaxTouches = 10;
        private readonly TouchState[] _touches = new TouchState[MaxTouches];
        private readonly TouchState[] _previousTouches = new TouchState[MaxTouches];
        private TouchState _primary;
        private TouchState _previousPrimary;
        private readonly TouchControl[] _touchControls = new TouchControl[MaxTouches];
        private static Touchscreen s_current;

        public Touchscreen()
        {
            Setup("Touchscreen", this);
            primaryTouch = new TouchControl { Reader = previous => previous ? _previousPrimary : _primary };
            primaryTouch.Setup("primaryTouch", this);
            primaryTouch.SetupParts();
            for (var i = 0; i < MaxTouches; ++i)
            {
                var slot = i;
                var touch = new TouchControl { Reader = previous => previous ? _previousTouches[slot] : _touches[slot] };
                touch.Setup("touch" + i, this);
                touch.SetupParts();
                _touchControls[i] = touch;
            }
            // The pointer controls are the primary touch's (Touchscreen.cs:620 FinishSetup).
            position = primaryTouch.position;
            delta = primaryTouch.delta;
            pressure = primaryTouch.pressure;
            radius = primaryTouch.radius;
            press = primaryTouch.press;
            displayIndex = primaryTouch.displayIndex;
        }

        public TouchControl primaryTouch { get; protected set; }

        public ReadOnlyArray<TouchControl> touches { get { return new ReadOnlyArray<TouchControl>(_touchControls); } }

        public new static Touchscreen current
        {
            get { InputSystem.EnsureStarted(); return s_current; }
            internal set { s_current = value; }
        }

        public override void MakeCurrent()
        {
            base.MakeCurrent();
            current = this;
        }

        protected override void OnRemoved()
        {
            base.OnRemoved();
            if (ReferenceEquals(s_current, this)) s_current = null;
        }

        internal static new void Forget(InputDevice device) { if (ReferenceEquals(s_current, device)) s_current = null; }

        internal override void BeginFrame()
        {
            _previousPrimary = _primary;
            _primary.delta = Vector2.zero;
            for (var i = 0; i < MaxTouches; ++i)
            {
                _previousTouches[i] = _touches[i];
                _touches[i].delta = Vector2.zero;
            }
        }

        internal override bool Apply(IInputStateTypeInfo state)
        {
            if (!(state is TouchState)) return false;
            var touch = (TouchState)state;
            var slot = -1;
            for (var i = 0; i < MaxTouches && slot < 0; ++i)
                if (_touches[i].touchId == touch.touchId && _touches[i].phase != TouchPhase.None && _touches[i].isInProgress) slot = i;
            if (slot < 0 && touch.phase == TouchPhase.Began)
                for (var i = 0; i < MaxTouches && slot < 0; ++i)
                    if (!_touches[i].isInProgress) slot = i;
            if (slot < 0) return false;
            if (touch.phase == TouchPhase.Began && touch.startPosition == Vector2.zero) touch.startPosition = touch.position;
            else if (touch.phase != TouchPhase.Began) touch.startPosition = _touches[slot].startPosition;
            touch.delta += _touches[slot].delta;
            var primary = touch.touchId == _primary.touchId && _primary.isInProgress || !_primary.isInProgress && touch.phase == TouchPhase.Began;
            touch.isPrimaryTouch = primary;
            _touches[slot] = touch;
            if (primary)
            {
                var delta = touch.delta;
                _primary = touch;
                _primary.delta = delta;
            }
            return true;
        }
    }
}
