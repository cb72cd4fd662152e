namespace UnityEngine
{
    // Unity's values (UnityCsReference 2021.3.0f1 Modules/Physics/Managed/Dynamics.cs).
    public enum RigidbodyInterpolation
    {
        None = 0,
        Interpolate = 1,
        Extrapolate = 2
    }
}
