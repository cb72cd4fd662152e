using System;

namespace UnityEngine
{
    // Marks a static method Unity calls as a player (or play mode) starts, at its loadType's moment.
    // UnityCsReference 2021.3.0f1 and 6000.0.0f1 Runtime/Export/Scripting/RuntimeInitializeOnLoadAttribute.cs:18-32.
    // The stand-in declares it so code that uses it compiles; nothing calls such methods here yet.
    [AttributeUsage(AttributeTargets.Method, AllowMultiple = false)]
    public class RuntimeInitializeOnLoadMethodAttribute : Scripting.PreserveAttribute
    {
        RuntimeInitializeLoadType m_LoadType;

        public RuntimeInitializeOnLoadMethodAttribute() { loadType = RuntimeInitializeLoadType.AfterSceneLoad; }

        public RuntimeInitializeOnLoadMethodAttribute(RuntimeInitializeLoadType loadType) { this.loadType = loadType; }

        public RuntimeInitializeLoadType loadType
        {
            get { return m_LoadType; }
            private set { m_LoadType = value; }
        }
    }
}
