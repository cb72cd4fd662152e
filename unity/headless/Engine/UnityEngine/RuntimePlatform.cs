namespace UnityEngine
{
    public enum RuntimePlatform
    {
        OSXEditor = 0,
        OSXPlayer = 1,
        WindowsPlayer = 2,
        WindowsEditor = 7,
        IPhonePlayer = 8,
        Android = 11,
        LinuxPlayer = 13,
        LinuxEditor = 16,
        WebGLPlayer = 17,
        WSAPlayerX86 = 18,
        WSAPlayerX64 = 19,
        WSAPlayerARM = 20,
        PS4 = 25,
        XboxOne = 27,
        tvOS = 31,
        Switch = 32,
        // Obsolete as Unity made them (UnityCsReference Runtime/Export/BaseClass.cs): Lumin from 2022.2 (2022.2.0f1),
        // Stadia and CloudRendering from 2023.1 (2023.1.0f1), where CloudRendering became -1 and its value 35 went to
        // LinuxHeadlessSimulation; 6000.5.2f1 alike, plain members in 2021.3.0f1.
#if UNITY_2022_2_OR_NEWER
        [System.Obsolete("Lumin is no longer supported in Unity 2022.2")]
#endif
        Lumin = 33,
#if UNITY_2023_1_OR_NEWER
        [System.Obsolete("Stadia is no longer supported in Unity 2023.1")]
#endif
        Stadia = 34,
#if UNITY_2023_1_OR_NEWER
        [System.Obsolete("CloudRendering is deprecated, please use LinuxHeadlessSimulation (UnityUpgradable) -> LinuxHeadlessSimulation", false)]
        CloudRendering = -1,
        LinuxHeadlessSimulation = 35,
#else
        CloudRendering = 35,
#endif
        PS5 = 38
    }
}
