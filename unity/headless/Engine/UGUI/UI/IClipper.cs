namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/Culling/IClipRegion.cs (interface IClipper).
    public interface IClipper
    {
        void PerformClipping();
    }
}
