using System;

namespace UnityEngine.SceneManagement
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/SceneManager/SceneManager.cs. The stand-in keeps
    // localPhysicsMode as given (no physics scenes).
    [Serializable]
    public struct LoadSceneParameters
    {
        [SerializeField] LoadSceneMode m_LoadSceneMode;
        [SerializeField] LocalPhysicsMode m_LocalPhysicsMode;

        public LoadSceneMode loadSceneMode { get { return m_LoadSceneMode; } set { m_LoadSceneMode = value; } }
        public LocalPhysicsMode localPhysicsMode { get { return m_LocalPhysicsMode; } set { m_LocalPhysicsMode = value; } }

        public LoadSceneParameters(LoadSceneMode mode)
        {
            m_LoadSceneMode = mode;
            m_LocalPhysicsMode = LocalPhysicsMode.None;
        }

        public LoadSceneParameters(LoadSceneMode mode, LocalPhysicsMode physicsMode)
        {
            m_LoadSceneMode = mode;
            m_LocalPhysicsMode = physicsMode;
        }
    }
}
