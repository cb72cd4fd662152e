namespace UnityEngine
{
    public class Behaviour : Component
    {
        [SerializeField] [HideInInspector] internal bool m_Enabled = true;

        public bool enabled
        {
            get { return m_Enabled; }
            set
            {
                if (m_Enabled == value) return;
                m_Enabled = value;
                Internal.Lifecycle.EnabledChanged(this);
            }
        }

        public bool isActiveAndEnabled
        {
            get { return m_Enabled && _gameObject != null && _gameObject.activeInHierarchy; }
        }
    }
}
