namespace UnityEngine.EventSystems
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/EventSystem/RaycastResult.cs.
    public struct RaycastResult
    {
        private GameObject m_GameObject;

        public GameObject gameObject { get { return m_GameObject; } set { m_GameObject = value; } }

        public BaseRaycaster module;
        public float distance;
        public float index;
        public int depth;
        public int sortingGroupID;
        public int sortingGroupOrder;
        public int sortingLayer;
        public int sortingOrder;
        public Vector3 worldPosition;
        public Vector3 worldNormal;
        public Vector2 screenPosition;
        public int displayIndex;

        public bool isValid { get { return module != null && gameObject != null; } }

        public void Clear()
        {
            gameObject = null;
            module = null;
            distance = 0;
            index = 0;
            depth = 0;
            sortingLayer = 0;
            sortingOrder = 0;
            worldNormal = Vector3.up;
            worldPosition = Vector3.zero;
            screenPosition = Vector3.zero;
        }

        public override string ToString()
        {
            return isValid ? "Name: " + gameObject + "\nmodule: " + module + "\ndistance: " + distance : "";
        }
    }
}
