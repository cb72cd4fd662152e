using System.Collections.Generic;

namespace UnityEngine.Audio
{
    // Signatures: UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Audio/Public/ScriptBindings/AudioMixer.bindings.cs.
    // Exposed parameters are state: SetFloat stores a value (true), GetFloat reads it back (false when never set:
    // the stand-in has no mixer asset with exposed parameters), ClearFloat forgets it. Snapshots and group lookups
    // need a mixer asset, which the stand-in does not import: they throw NotSupportedException.
    public partial class AudioMixer : Object
    {
        [SerializeField] internal AudioMixerGroup m_OutputGroup;
        [SerializeField] internal AudioMixerUpdateMode m_UpdateMode;
        readonly Dictionary<string, float> _exposed = new Dictionary<string, float>();

        internal AudioMixer() {}

        public AudioMixerGroup outputAudioMixerGroup { get { return m_OutputGroup; } set { m_OutputGroup = value; } }

        public AudioMixerSnapshot FindSnapshot(string name)
        {
            throw new System.NotSupportedException("not modelled by the headless editor: AudioMixer.FindSnapshot");
        }

        public AudioMixerGroup[] FindMatchingGroups(string subPath)
        {
            throw new System.NotSupportedException("not modelled by the headless editor: AudioMixer.FindMatchingGroups");
        }

        public void TransitionToSnapshots(AudioMixerSnapshot[] snapshots, float[] weights, float timeToReach)
        {
            throw new System.NotSupportedException("not modelled by the headless editor: AudioMixer.TransitionToSnapshots");
        }

        public AudioMixerUpdateMode updateMode { get { return m_UpdateMode; } set { m_UpdateMode = value; } }

        public bool SetFloat(string name, float value) { _exposed[name] = value; return true; }

        public bool ClearFloat(string name) { return _exposed.Remove(name); }

        public bool GetFloat(string name, out float value) { return _exposed.TryGetValue(name, out value); }
    }
}
