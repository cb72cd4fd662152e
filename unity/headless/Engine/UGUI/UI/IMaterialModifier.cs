namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/MaterialModifiers/IMaterialModifier.cs.
    public interface IMaterialModifier
    {
        Material GetModifiedMaterial(Material baseMaterial);
    }
}
