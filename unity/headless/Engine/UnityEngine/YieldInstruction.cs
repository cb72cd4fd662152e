using System.Runtime.InteropServices;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Scripting/YieldOperation.cs: the base of what a coroutine
    // can yield that the engine (not the enumerator) decides when to resume. A plain instance waits one frame, as null.
    [StructLayout(LayoutKind.Sequential)]
    public class YieldInstruction
    {
    }
}
