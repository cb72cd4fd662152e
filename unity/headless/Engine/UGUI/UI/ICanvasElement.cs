namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/CanvasUpdateRegistry.cs (interface ICanvasElement).
    public interface ICanvasElement
    {
        void Rebuild(CanvasUpdate executing);
        Transform transform { get; }
        void LayoutComplete();
        void GraphicUpdateComplete();
        bool IsDestroyed();
    }
}
