namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/Layout/LayoutRebuilder.cs: the layout pass is not run by the headless
    // editor. MarkLayoutForRebuild only marks (nothing rebuilds later, as no canvas renders); ForceRebuildLayoutImmediate
    // would lay out now and throws.
    public class LayoutRebuilder : ICanvasElement
    {
        private RectTransform m_ToRebuild;

        public Transform transform { get { return m_ToRebuild; } }

        public bool IsDestroyed() { return m_ToRebuild == null; }

        public static void ForceRebuildLayoutImmediate(RectTransform layoutRoot)
        {
            throw new System.NotSupportedException("not modelled by the headless editor: LayoutRebuilder.ForceRebuildLayoutImmediate");
        }

        public void Rebuild(CanvasUpdate executing) { }

        public static void MarkLayoutForRebuild(RectTransform rect) { }

        public void LayoutComplete() { }

        public void GraphicUpdateComplete() { }

        public override int GetHashCode() { return m_ToRebuild == null ? 0 : m_ToRebuild.GetHashCode(); }

        public override bool Equals(object obj) { var other = obj as LayoutRebuilder; return other != null && other.m_ToRebuild == m_ToRebuild; }

        public override string ToString() { return "(Layout Rebuilder for) " + m_ToRebuild; }
    }
}
