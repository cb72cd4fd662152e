namespace UnityEngine
{
    // Unity's values (UnityCsReference 2021.3.0f1 Modules/Physics/Managed/Dynamics.cs).
    public enum QueryTriggerInteraction
    {
        UseGlobal = 0,
        Ignore = 1,
        Collide = 2,
    }
}
