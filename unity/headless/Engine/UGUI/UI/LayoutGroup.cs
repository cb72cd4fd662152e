using System.Collections.Generic;
using UnityEngine.EventSystems;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/Layout/LayoutGroup.cs: the settings as data. The layout pass that
    // sizes and places the children (CanvasUpdateRegistry's layout rebuild) is not run by the headless editor;
    // SetLayoutHorizontal/SetLayoutVertical of the concrete groups throw NotSupportedException.
    [DisallowMultipleComponent]
    [ExecuteAlways]
    [RequireComponent(typeof(RectTransform))]
    public abstract class LayoutGroup : UIBehaviour, ILayoutElement, ILayoutGroup
    {
        [SerializeField] protected RectOffset m_Padding = new RectOffset();
        [SerializeField] protected TextAnchor m_ChildAlignment = TextAnchor.UpperLeft;

        [System.NonSerialized] private List<RectTransform> m_RectChildren = new List<RectTransform>();

        protected LayoutGroup() { if (m_Padding == null) m_Padding = new RectOffset(); }

        public RectOffset padding { get { return m_Padding; } set { m_Padding = value; SetDirty(); } }
        public TextAnchor childAlignment { get { return m_ChildAlignment; } set { m_ChildAlignment = value; SetDirty(); } }

        protected RectTransform rectTransform { get { return (RectTransform)transform; } }

        // The active children that do not ignore layout.
        protected List<RectTransform> rectChildren
        {
            get
            {
                m_RectChildren.Clear();
                foreach (Transform child in transform)
                {
                    var rect = child as RectTransform;
                    if (rect == null || !rect.gameObject.activeInHierarchy) continue;
                    var ignorer = rect.GetComponent<ILayoutIgnorer>();
                    if (ignorer != null && ignorer.ignoreLayout) continue;
                    m_RectChildren.Add(rect);
                }
                return m_RectChildren;
            }
        }

        public virtual void CalculateLayoutInputHorizontal() { }
        public abstract void CalculateLayoutInputVertical();

        public virtual float minWidth { get { return 0; } }
        public virtual float preferredWidth { get { return 0; } }
        public virtual float flexibleWidth { get { return 0; } }
        public virtual float minHeight { get { return 0; } }
        public virtual float preferredHeight { get { return 0; } }
        public virtual float flexibleHeight { get { return 0; } }
        public virtual int layoutPriority { get { return 0; } }

        public abstract void SetLayoutHorizontal();
        public abstract void SetLayoutVertical();

        protected void SetProperty<T>(ref T currentValue, T newValue)
        {
            if ((currentValue == null && newValue == null) || (currentValue != null && currentValue.Equals(newValue))) return;
            currentValue = newValue;
            SetDirty();
        }

        protected void SetDirty() { }
    }
}
