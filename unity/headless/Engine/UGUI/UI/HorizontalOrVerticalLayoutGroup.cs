namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/Layout/HorizontalOrVerticalLayoutGroup.cs: the settings as data.
    public abstract class HorizontalOrVerticalLayoutGroup : LayoutGroup
    {
        [SerializeField] protected float m_Spacing = 0;
        [SerializeField] protected bool m_ChildForceExpandWidth = true;
        [SerializeField] protected bool m_ChildForceExpandHeight = true;
        [SerializeField] protected bool m_ChildControlWidth = true;
        [SerializeField] protected bool m_ChildControlHeight = true;
        [SerializeField] protected bool m_ChildScaleWidth = false;
        [SerializeField] protected bool m_ChildScaleHeight = false;
        [SerializeField] protected bool m_ReverseArrangement = false;

        public float spacing { get { return m_Spacing; } set { SetProperty(ref m_Spacing, value); } }
        public bool childForceExpandWidth { get { return m_ChildForceExpandWidth; } set { SetProperty(ref m_ChildForceExpandWidth, value); } }
        public bool childForceExpandHeight { get { return m_ChildForceExpandHeight; } set { SetProperty(ref m_ChildForceExpandHeight, value); } }
        public bool childControlWidth { get { return m_ChildControlWidth; } set { SetProperty(ref m_ChildControlWidth, value); } }
        public bool childControlHeight { get { return m_ChildControlHeight; } set { SetProperty(ref m_ChildControlHeight, value); } }
        public bool childScaleWidth { get { return m_ChildScaleWidth; } set { SetProperty(ref m_ChildScaleWidth, value); } }
        public bool childScaleHeight { get { return m_ChildScaleHeight; } set { SetProperty(ref m_ChildScaleHeight, value); } }
        public bool reverseArrangement { get { return m_ReverseArrangement; } set { SetProperty(ref m_ReverseArrangement, value); } }

        protected void CalcAlongAxis(int axis, bool isVertical) { }

        protected void SetChildrenAlongAxis(int axis, bool isVertical)
        {
            throw new System.NotSupportedException("not modelled by the headless editor: HorizontalOrVerticalLayoutGroup.SetChildrenAlongAxis");
        }
    }
}
