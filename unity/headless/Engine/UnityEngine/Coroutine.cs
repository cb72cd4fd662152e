namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Scripting/Coroutine.bindings.cs: sealed, no public members;
    // what StartCoroutine returns, to stop it or to yield on it (the yielding coroutine waits until it ends).
    public sealed class Coroutine : YieldInstruction
    {
        internal readonly Internal.CoroutineScheduler.Routine Routine;

        internal Coroutine(Internal.CoroutineScheduler.Routine routine) { Routine = routine; }
    }
}
