namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/Layout/ILayoutElement.cs (ILayoutElement).
    public interface ILayoutElement
    {
        void CalculateLayoutInputHorizontal();
        void CalculateLayoutInputVertical();
        float minWidth { get; }
        float preferredWidth { get; }
        float flexibleWidth { get; }
        float minHeight { get; }
        float preferredHeight { get; }
        float flexibleHeight { get; }
        int layoutPriority { get; }
    }
}
