namespace UnityEngine
{
    // When a [RuntimeInitializeOnLoadMethod] runs as a player (or play mode) starts.
    // UnityCsReference 2021.3.0f1 and 6000.0.0f1 Runtime/Export/Scripting/RuntimeInitializeOnLoadAttribute.cs:9-16.
    public enum RuntimeInitializeLoadType
    {
        AfterSceneLoad = 0,
        BeforeSceneLoad,
        AfterAssembliesLoaded,
        BeforeSplashScreen,
        SubsystemRegistration
    }
}
