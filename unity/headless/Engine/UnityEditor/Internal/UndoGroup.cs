using System.Collections.Generic;

namespace UnityEditor
{
    internal sealed class UndoGroup
    {
        internal int Index;
        internal string Name = "";
        internal readonly List<UndoRecord> Records = new List<UndoRecord>();
    }
}
