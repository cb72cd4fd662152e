namespace UnityEngine.EventSystems
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/EventSystem/EventData/AbstractEventData.cs.
    public abstract class AbstractEventData
    {
        protected bool m_Used;

        public virtual void Reset() { m_Used = false; }

        public virtual void Use() { m_Used = true; }

        public virtual bool used { get { return m_Used; } }
    }
}
