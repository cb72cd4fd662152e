namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/IMaskable.cs.
    public interface IMaskable
    {
        void RecalculateMasking();
    }
}
