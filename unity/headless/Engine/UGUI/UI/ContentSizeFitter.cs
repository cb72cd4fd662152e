using UnityEngine.EventSystems;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/Layout/ContentSizeFitter.cs: data (the fitting needs the layout
    // pass, which is not run: SetLayoutHorizontal/Vertical throw unless the axis is Unconstrained).
    [AddComponentMenu("Layout/Content Size Fitter", 141)]
    [ExecuteAlways]
    [RequireComponent(typeof(RectTransform))]
    public class ContentSizeFitter : UIBehaviour, ILayoutSelfController
    {
        public enum FitMode
        {
            Unconstrained,
            MinSize,
            PreferredSize
        }

        [SerializeField] protected FitMode m_HorizontalFit = FitMode.Unconstrained;
        [SerializeField] protected FitMode m_VerticalFit = FitMode.Unconstrained;

        protected ContentSizeFitter() { }

        public FitMode horizontalFit { get { return m_HorizontalFit; } set { m_HorizontalFit = value; } }
        public FitMode verticalFit { get { return m_VerticalFit; } set { m_VerticalFit = value; } }

        public virtual void SetLayoutHorizontal()
        {
            if (m_HorizontalFit != FitMode.Unconstrained) throw new System.NotSupportedException("not modelled by the headless editor: ContentSizeFitter.SetLayoutHorizontal");
        }

        public virtual void SetLayoutVertical()
        {
            if (m_VerticalFit != FitMode.Unconstrained) throw new System.NotSupportedException("not modelled by the headless editor: ContentSizeFitter.SetLayoutVertical");
        }
    }
}
