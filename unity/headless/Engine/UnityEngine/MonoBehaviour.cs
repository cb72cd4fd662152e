using System.Collections;

namespace UnityEngine
{
    public class MonoBehaviour : Behaviour
    {
        // Lifecycle bookkeeping (Awake/Start run once per instance).
        internal bool Awoken;
        internal bool Started;
        internal bool EnableCalled;

        public bool useGUILayout { get; set; }
        public bool runInEditMode { get; set; }

        public static void print(object message)
        {
            Debug.Log(message);
        }

        public void CancelInvoke() { }
        public bool IsInvoking() { return false; }
    }
}
