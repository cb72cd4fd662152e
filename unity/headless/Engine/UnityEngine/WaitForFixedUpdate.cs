namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Scripting/WaitForFixedUpdate.cs: resumed after the next
    // fixed step's FixedUpdate and physics (PlayerLoopHooks.FixedStep).
    public sealed class WaitForFixedUpdate : YieldInstruction
    {
        public WaitForFixedUpdate() { }
    }
}
