namespace UnityEngine.Audio
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Audio/Public/ScriptBindings/AudioMixerGroup.bindings.cs.
    // A reference target only: the stand-in mixes nothing.
    public class AudioMixerGroup : Object
    {
        [SerializeField] internal AudioMixer m_AudioMixer;

        internal AudioMixerGroup() {}

        public AudioMixer audioMixer { get { return m_AudioMixer; } }
    }
}
