using UnityEngine.EventSystems;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/Layout/LayoutElement.cs: data.
    [AddComponentMenu("Layout/Layout Element", 140)]
    [RequireComponent(typeof(RectTransform))]
    [ExecuteAlways]
    public class LayoutElement : UIBehaviour, ILayoutElement, ILayoutIgnorer
    {
        [SerializeField] private bool m_IgnoreLayout = false;
        [SerializeField] private float m_MinWidth = -1;
        [SerializeField] private float m_MinHeight = -1;
        [SerializeField] private float m_PreferredWidth = -1;
        [SerializeField] private float m_PreferredHeight = -1;
        [SerializeField] private float m_FlexibleWidth = -1;
        [SerializeField] private float m_FlexibleHeight = -1;
        [SerializeField] private int m_LayoutPriority = 1;

        protected LayoutElement() { }

        public virtual bool ignoreLayout { get { return m_IgnoreLayout; } set { m_IgnoreLayout = value; } }
        public virtual void CalculateLayoutInputHorizontal() { }
        public virtual void CalculateLayoutInputVertical() { }
        public virtual float minWidth { get { return m_MinWidth; } set { m_MinWidth = value; } }
        public virtual float minHeight { get { return m_MinHeight; } set { m_MinHeight = value; } }
        public virtual float preferredWidth { get { return m_PreferredWidth; } set { m_PreferredWidth = value; } }
        public virtual float preferredHeight { get { return m_PreferredHeight; } set { m_PreferredHeight = value; } }
        public virtual float flexibleWidth { get { return m_FlexibleWidth; } set { m_FlexibleWidth = value; } }
        public virtual float flexibleHeight { get { return m_FlexibleHeight; } set { m_FlexibleHeight = value; } }
        public virtual int layoutPriority { get { return m_LayoutPriority; } set { m_LayoutPriority = value; } }
    }
}
