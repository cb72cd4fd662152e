namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0b1 Modules/UI/ScriptBindings/CanvasGroup.bindings.cs. Kept as state; uGUI
    // reads interactable and blocksRaycasts of the groups above a Selectable or Graphic as in Unity.
    public sealed class CanvasGroup : Behaviour, ICanvasRaycastFilter
    {
        [SerializeField] float m_Alpha = 1f;
        [SerializeField] bool m_Interactable = true;
        [SerializeField] bool m_BlocksRaycasts = true;
        [SerializeField] bool m_IgnoreParentGroups;

        public float alpha { get { return m_Alpha; } set { m_Alpha = Mathf.Clamp01(value); } }
        public bool interactable { get { return m_Interactable; } set { m_Interactable = value; } }
        public bool blocksRaycasts { get { return m_BlocksRaycasts; } set { m_BlocksRaycasts = value; } }
        public bool ignoreParentGroups { get { return m_IgnoreParentGroups; } set { m_IgnoreParentGroups = value; } }

        public bool IsRaycastLocationValid(Vector2 sp, Camera eventCamera) { return blocksRaycasts; }
    }
}
