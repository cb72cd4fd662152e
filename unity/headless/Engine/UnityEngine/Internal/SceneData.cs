using System.Collections.Generic;

namespace UnityEngine.Internal
{
    // The engine-side record behind a SceneManagement.Scene handle.
    internal sealed class SceneData
    {
        internal int Handle;
        internal string Name = "";
        internal string Path = "";
        internal bool IsDirty;
        internal bool IsLoaded = true;
        internal int BuildIndex = -1;
        internal readonly List<GameObject> Roots = new List<GameObject>();
    }
}
