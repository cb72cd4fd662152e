namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Scripting/WaitForSecondsRealtime.cs: unscaled
    // (Time.realtimeSinceStartup), so it ends with Time.timeScale 0 too; the deadline is taken at the first
    // keepWaiting and cleared when it passes, so an instance can be yielded again.
    public class WaitForSecondsRealtime : CustomYieldInstruction
    {
        float m_WaitUntilTime = -1;

        public float waitTime { get; set; }

        public override bool keepWaiting
        {
            get
            {
                if (m_WaitUntilTime < 0) m_WaitUntilTime = Time.realtimeSinceStartup + waitTime;
                var wait = Time.realtimeSinceStartup < m_WaitUntilTime;
                if (!wait) Reset();
                return wait;
            }
        }

        public WaitForSecondsRealtime(float time) { waitTime = time; }

        public override void Reset() { m_WaitUntilTime = -1; }
    }
}
