namespace UnityEngine
{
    public enum LightType
    {
        Spot = 0,
        Directional = 1,
        Point = 2,
        // Obsolete as an error from 2023.2 (UnityCsReference 2023.2.0f1, 6000.5.2f1 Runtime/Export/Graphics/GraphicsEnums.cs;
        // a plain member in 2021.3.0f1 through 2023.1).
#if UNITY_2023_2_OR_NEWER
        [System.Obsolete("Enum member LightType.Area has been deprecated. Use LightType.Rectangle instead (UnityUpgradable) -> Rectangle", true)]
#endif
        Area = 3,
        Rectangle = 3,
        Disc = 4
    }
}
