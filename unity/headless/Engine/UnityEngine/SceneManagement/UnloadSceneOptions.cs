using System;

namespace UnityEngine.SceneManagement
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/SceneManager/SceneManager.cs.
    [Flags]
    public enum UnloadSceneOptions
    {
        None = 0,
        UnloadAllEmbeddedSceneObjects = 1
    }
}
