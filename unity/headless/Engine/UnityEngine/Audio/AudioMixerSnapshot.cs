namespace UnityEngine.Audio
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Audio/Public/ScriptBindings/AudioMixerSnapshot.bindings.cs.
    public partial class AudioMixerSnapshot : Object
    {
        [SerializeField] internal AudioMixer m_AudioMixer;

        internal AudioMixerSnapshot() {}

        public AudioMixer audioMixer { get { return m_AudioMixer; } }

        public void TransitionTo(float timeToReach)
        {
            throw new System.NotSupportedException("not modelled by the headless editor: AudioMixerSnapshot.TransitionTo");
        }
    }
}
