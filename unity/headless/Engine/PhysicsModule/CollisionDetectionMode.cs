namespace UnityEngine
{
    // Unity's values (UnityCsReference 2021.3.0f1 Modules/Physics/Managed/Dynamics.cs,
    // 6000.5.0f1 Modules/Physics/Managed/CollisionDetectionMode.cs). The headless step is discrete whatever the mode.
    public enum CollisionDetectionMode
    {
        Discrete = 0,
        Continuous = 1,
        ContinuousDynamic = 2,
        ContinuousSpeculative = 3
    }
}
