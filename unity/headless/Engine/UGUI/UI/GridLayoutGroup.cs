namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/Layout/GridLayoutGroup.cs: data only (the layout pass is not run).
    [AddComponentMenu("Layout/Grid Layout Group", 152)]
    public class GridLayoutGroup : LayoutGroup
    {
        public enum Corner { UpperLeft = 0, UpperRight = 1, LowerLeft = 2, LowerRight = 3 }
        public enum Axis { Horizontal = 0, Vertical = 1 }
        public enum Constraint { Flexible = 0, FixedColumnCount = 1, FixedRowCount = 2 }

        [SerializeField] protected Corner m_StartCorner = Corner.UpperLeft;
        [SerializeField] protected Axis m_StartAxis = Axis.Horizontal;
        [SerializeField] protected Vector2 m_CellSize = new Vector2(100, 100);
        [SerializeField] protected Vector2 m_Spacing = Vector2.zero;
        [SerializeField] protected Constraint m_Constraint = Constraint.Flexible;
        [SerializeField] protected int m_ConstraintCount = 2;

        protected GridLayoutGroup() { }

        public Corner startCorner { get { return m_StartCorner; } set { SetProperty(ref m_StartCorner, value); } }
        public Axis startAxis { get { return m_StartAxis; } set { SetProperty(ref m_StartAxis, value); } }
        public Vector2 cellSize { get { return m_CellSize; } set { SetProperty(ref m_CellSize, value); } }
        public Vector2 spacing { get { return m_Spacing; } set { SetProperty(ref m_Spacing, value); } }
        public Constraint constraint { get { return m_Constraint; } set { SetProperty(ref m_Constraint, value); } }
        public int constraintCount { get { return m_ConstraintCount; } set { SetProperty(ref m_ConstraintCount, Mathf.Max(1, value)); } }

        public override void CalculateLayoutInputHorizontal() { base.CalculateLayoutInputHorizontal(); }

        public override void CalculateLayoutInputVertical() { }

        public override void SetLayoutHorizontal() { throw new System.NotSupportedException("not modelled by the headless editor: GridLayoutGroup.SetLayoutHorizontal"); }

        public override void SetLayoutVertical() { throw new System.NotSupportedException("not modelled by the headless editor: GridLayoutGroup.SetLayoutVertical"); }
    }
}
