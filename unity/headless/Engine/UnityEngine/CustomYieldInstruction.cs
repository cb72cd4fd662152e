using System.Collections;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Scripting/CustomYieldInstruction.cs: an enumerator the
    // engine steps once a frame (after Update) while keepWaiting is true.
    public abstract class CustomYieldInstruction : IEnumerator
    {
        public abstract bool keepWaiting { get; }

        public object Current { get { return null; } }

        public bool MoveNext() { return keepWaiting; }

        public virtual void Reset() { }
    }
}
