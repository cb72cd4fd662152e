using System;

namespace UnityEngine.SceneManagement
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/SceneManager/SceneManager.cs.
    [Serializable]
    public struct CreateSceneParameters
    {
        [SerializeField] LocalPhysicsMode m_LocalPhysicsMode;

        public LocalPhysicsMode localPhysicsMode { get { return m_LocalPhysicsMode; } set { m_LocalPhysicsMode = value; } }

        public CreateSceneParameters(LocalPhysicsMode physicsMode) { m_LocalPhysicsMode = physicsMode; }
    }
}
