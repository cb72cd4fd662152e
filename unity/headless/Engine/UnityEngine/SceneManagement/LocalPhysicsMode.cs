using System;

namespace UnityEngine.SceneManagement
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/SceneManager/SceneManager.cs.
    [Flags]
    public enum LocalPhysicsMode
    {
        None = 0,
        Physics2D = 1,
        Physics3D = 2
    }
}
