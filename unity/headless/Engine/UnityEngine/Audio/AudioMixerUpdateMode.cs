namespace UnityEngine.Audio
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Audio/Public/ScriptBindings/AudioMixer.bindings.cs
    public enum AudioMixerUpdateMode
    {
        Normal = 0,
        UnscaledTime = 1
    }
}
