using System;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Scripting/WaitUntil.cs: the predicate is asked once a frame,
    // after Update. From 6000.0 a timeout (real or game time) ends the wait early and calls onTimeout.
    public sealed class WaitUntil : CustomYieldInstruction
    {
        readonly Func<bool> m_Predicate;
#if UNITY_6000_0_OR_NEWER
        readonly Action m_TimeoutCallback;
        readonly WaitTimeoutMode m_TimeoutMode;
        readonly double m_MaxExecutionTime = -1;
#endif

        public override bool keepWaiting
        {
            get
            {
#if UNITY_6000_0_OR_NEWER
                if (m_MaxExecutionTime != -1 && GetTime() > m_MaxExecutionTime)
                {
                    m_TimeoutCallback();
                    return false;
                }
#endif
                return !m_Predicate();
            }
        }

        public WaitUntil(Func<bool> predicate) { m_Predicate = predicate; }

#if UNITY_6000_0_OR_NEWER
        public WaitUntil(Func<bool> predicate, TimeSpan timeout, Action onTimeout, WaitTimeoutMode timeoutMode = WaitTimeoutMode.Realtime) : this(predicate)
        {
            if (timeoutMode == WaitTimeoutMode.InGameTime && !Application.isPlaying)
                throw new ArgumentException("InGameTime mode is not supported in Editor in edit mode", "timeoutMode");
            if (timeout <= TimeSpan.Zero) throw new ArgumentException("Timeout must be greater than zero", "timeout");
            if (onTimeout == null) throw new ArgumentNullException("onTimeout", "Timeout callback must be specified");
            m_TimeoutCallback = onTimeout;
            m_TimeoutMode = timeoutMode;
            m_MaxExecutionTime = GetTime() + timeout.TotalSeconds;
        }

        double GetTime() { return m_TimeoutMode == WaitTimeoutMode.InGameTime ? Time.timeAsDouble : Time.realtimeSinceStartupAsDouble; }
#endif
    }
}
