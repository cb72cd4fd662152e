using System;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/PlayerPrefs/PlayerPrefs.bindings.cs.
    public class PlayerPrefsException : Exception
    {
        public PlayerPrefsException(string error) : base(error) { }
    }
}
