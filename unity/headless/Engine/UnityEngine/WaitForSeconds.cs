namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Scripting/WaitForSeconds.cs. Scaled game time
    // (Time.time): with Time.timeScale 0 it never ends. Resumed after Update, in the frame whose Time.time reaches it.
    public sealed class WaitForSeconds : YieldInstruction
    {
        internal float m_Seconds;

        public WaitForSeconds(float seconds) { m_Seconds = seconds; }
    }
}
