using System;
using System.Collections.Generic;
using UnityEngine.Audio;
using UnityEngine.Internal;

namespace UnityEngine
{
    // Signatures: UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Audio/Public/ScriptBindings/Audio.bindings.cs
    // (AudioSource; resource from 2023.2). Playback is state, no sound: Play starts the clip from the beginning
    // (from time when set while stopped), and in play mode every player-loop frame advances time by the frame's
    // unscaled length × pitch (not while AudioListener.pause holds, unless ignoreListenerPause); a looping clip wraps,
    // a non-looping one stops at its end (isPlaying false, time 0). PlayDelayed/PlayScheduled start at the given
    // delay / AudioSettings.dspTime (isPlaying is true meanwhile, as in Unity); Pause/UnPause hold and resume; Stop
    // rewinds. PlayOneShot plays a clip alongside (isPlaying is true until the longest one-shot ends) and is recorded
    // for tests (OneShots). playOnAwake plays when the source is first active and enabled in play mode — at the next
    // frame's start in the stand-in (Unity: when it awakes). PlayClipAtPoint makes Unity's temporary
    // "One shot audio" object, destroyed after the clip's length × timeScale (at least 0.01) of game time.
    [RequireComponent(typeof(Transform))]
    public sealed partial class AudioSource : AudioBehaviour
    {
        [SerializeField] AudioMixerGroup OutputAudioMixerGroup;
        [SerializeField] AudioClip m_audioClip;
        [SerializeField] bool m_PlayOnAwake = true;
        [SerializeField] float m_Volume = 1f;
        [SerializeField] float m_Pitch = 1f;
        [SerializeField] bool Loop;
        [SerializeField] bool Mute;
        [SerializeField] bool Spatialize;
        [SerializeField] bool SpatializePostEffects;
        [SerializeField] int Priority = 128;
        [SerializeField] float DopplerLevel = 1f;
        [SerializeField] float MinDistance = 1f;
        [SerializeField] float MaxDistance = 500f;
        [SerializeField] float Pan2D;
        [SerializeField] AudioRolloffMode m_RolloffMode;
        [SerializeField] bool BypassEffects;
        [SerializeField] bool BypassListenerEffects;
        [SerializeField] bool BypassReverbZones;
        [SerializeField] float m_SpatialBlend;
        [SerializeField] float m_Spread;
        [SerializeField] float m_ReverbZoneMix = 1f;
        [SerializeField] bool m_IgnoreListenerVolume;
        [SerializeField] bool m_IgnoreListenerPause;

        internal struct OneShot
        {
            internal AudioClip Clip;
            internal float VolumeScale;
            internal float Pitch;
            internal float Remaining;
        }

        // Every PlayOneShot of this source, oldest first (tests read it); the ones still sounding are in _sounding.
        internal readonly List<OneShot> OneShots = new List<OneShot>();
        readonly List<OneShot> _sounding = new List<OneShot>();

        bool _playing;
        bool _paused;
        double _startAtDsp = double.NaN;
        double _endAtDsp = double.NaN;
        float _time;
        bool _awoken;

        public AudioSource()
        {
            ContentPlayerLoop.Ensure();
        }

        public float volume { get { return m_Volume; } set { m_Volume = Mathf.Clamp01(value); } }

        public float pitch
        {
            get { return m_Pitch; }
            set { m_Pitch = Mathf.Clamp(value, -3f, 3f); }
        }

        public float time
        {
            get { return _time; }
            set { _time = m_audioClip == null ? 0f : Mathf.Clamp(value, 0f, m_audioClip.length); }
        }

        public int timeSamples
        {
            get { return m_audioClip == null ? 0 : (int)(_time * m_audioClip.frequency); }
            set { time = m_audioClip == null || m_audioClip.frequency == 0 ? 0f : (float)value / m_audioClip.frequency; }
        }

        public AudioClip clip { get { return m_audioClip; } set { m_audioClip = value; } }

#if UNITY_2023_2_OR_NEWER
        public AudioResource resource { get { return m_audioClip; } set { m_audioClip = value as AudioClip; } }
#endif

        public AudioMixerGroup outputAudioMixerGroup { get { return OutputAudioMixerGroup; } set { OutputAudioMixerGroup = value; } }

        public void Play()
        {
            Play((ulong)0);
        }

        // The delay in samples at 44.1 kHz (Unity's old overload, still public).
        public void Play(ulong delay)
        {
            StartAt(AudioSettings.DspTime + delay / 44100.0);
        }

        public void PlayDelayed(float delay)
        {
            StartAt(AudioSettings.DspTime + Math.Max(0f, delay));
        }

        public void PlayScheduled(double time)
        {
            StartAt(Math.Max(AudioSettings.DspTime, time));
        }

        void StartAt(double dsp)
        {
            if (m_audioClip == null) return;
            // Stopped: from time (0 unless set); playing or paused: from the start again.
            if (_playing || _time >= m_audioClip.length) _time = 0f;
            _playing = true;
            _paused = false;
            _startAtDsp = dsp;
            _endAtDsp = double.NaN;
        }

        public void SetScheduledStartTime(double time) { if (_playing) _startAtDsp = time; }
        public void SetScheduledEndTime(double time) { if (_playing) _endAtDsp = time; }

        public void PlayOneShot(AudioClip clip)
        {
            PlayOneShot(clip, 1f);
        }

        public void PlayOneShot(AudioClip clip, float volumeScale)
        {
            // UnityCsReference 2021.3.0f1 Audio.bindings.cs PlayOneShotHelper: a null clip is a warning, nothing plays.
            if (clip == null)
            {
                Debug.LogWarning("PlayOneShot was called with a null AudioClip.");
                return;
            }
            var shot = new OneShot { Clip = clip, VolumeScale = volumeScale, Pitch = m_Pitch, Remaining = clip.length };
            OneShots.Add(shot);
            _sounding.Add(shot);
        }

        public void Stop()
        {
            _playing = false;
            _paused = false;
            _time = 0f;
            _sounding.Clear();
        }

        public void Pause()
        {
            if (_playing) _paused = true;
        }

        public void UnPause()
        {
            if (_playing) _paused = false;
        }

        public bool isPlaying { get { return (_playing && !_paused) || _sounding.Count > 0; } }
        public bool isVirtual { get { return false; } }

        public static void PlayClipAtPoint(AudioClip clip, Vector3 position)
        {
            PlayClipAtPoint(clip, position, 1f);
        }

        public static void PlayClipAtPoint(AudioClip clip, Vector3 position, float volume)
        {
            var go = new GameObject("One shot audio");
            go.transform.position = position;
            var source = (AudioSource)go.AddComponent(typeof(AudioSource));
            source.clip = clip;
            source.spatialBlend = 1f;
            source.volume = volume;
            source.Play();
            ContentPlayerLoop.DestroyAfter(go, clip.length * (Time.timeScale < 0.01f ? 0.01f : Time.timeScale));
        }

        public bool loop { get { return Loop; } set { Loop = value; } }
        public bool ignoreListenerVolume { get { return m_IgnoreListenerVolume; } set { m_IgnoreListenerVolume = value; } }
        public bool playOnAwake { get { return m_PlayOnAwake; } set { m_PlayOnAwake = value; } }
        public bool ignoreListenerPause { get { return m_IgnoreListenerPause; } set { m_IgnoreListenerPause = value; } }
        public AudioVelocityUpdateMode velocityUpdateMode { get; set; }
        public float panStereo { get { return Pan2D; } set { Pan2D = Mathf.Clamp(value, -1f, 1f); } }
        public float spatialBlend { get { return m_SpatialBlend; } set { m_SpatialBlend = Mathf.Clamp01(value); } }
        public bool spatialize { get { return Spatialize; } set { Spatialize = value; } }
        public bool spatializePostEffects { get { return SpatializePostEffects; } set { SpatializePostEffects = value; } }
        public float reverbZoneMix { get { return m_ReverbZoneMix; } set { m_ReverbZoneMix = Mathf.Clamp(value, 0f, 1.1f); } }
        public bool bypassEffects { get { return BypassEffects; } set { BypassEffects = value; } }
        public bool bypassListenerEffects { get { return BypassListenerEffects; } set { BypassListenerEffects = value; } }
        public bool bypassReverbZones { get { return BypassReverbZones; } set { BypassReverbZones = value; } }
        public float dopplerLevel { get { return DopplerLevel; } set { DopplerLevel = Mathf.Clamp(value, 0f, 5f); } }
        public float spread { get { return m_Spread; } set { m_Spread = Mathf.Clamp(value, 0f, 360f); } }
        public int priority { get { return Priority; } set { Priority = Mathf.Clamp(value, 0, 256); } }
        public bool mute { get { return Mute; } set { Mute = value; } }
        public float minDistance { get { return MinDistance; } set { MinDistance = Math.Max(0f, value); } }
        public float maxDistance { get { return MaxDistance; } set { MaxDistance = Math.Max(MinDistance, value); } }
        public AudioRolloffMode rolloffMode { get { return m_RolloffMode; } set { m_RolloffMode = value; } }

        // ---- the player loop (Internal/ContentPlayerLoop) ----

        internal void Tick(float unscaledDelta)
        {
            if (!isActiveAndEnabled)
            {
                // A disabled source stops, as Unity's does; playOnAwake plays again when it comes back.
                if (_playing || _sounding.Count > 0) Stop();
                _awoken = false;
                return;
            }
            if (!_awoken)
            {
                _awoken = true;
                if (m_PlayOnAwake && m_audioClip != null && !_playing) Play();
            }
            if (AudioListener.pause && !m_IgnoreListenerPause) return;
            for (var i = _sounding.Count - 1; i >= 0; i--)
            {
                var s = _sounding[i];
                s.Remaining -= unscaledDelta * Math.Abs(s.Pitch);
                if (s.Remaining <= 0f) _sounding.RemoveAt(i); else _sounding[i] = s;
            }
            if (!_playing || _paused || m_audioClip == null) return;
            var dsp = AudioSettings.DspTime;
            if (!double.IsNaN(_endAtDsp) && dsp >= _endAtDsp) { Stop(); return; }
            if (dsp < _startAtDsp) return;
            var length = m_audioClip.length;
            var advance = unscaledDelta * Math.Abs(m_Pitch);
            // The first frame after a start plays only what follows the start time.
            var late = (float)(dsp - _startAtDsp);
            if (late < unscaledDelta) advance = late * Math.Abs(m_Pitch);
            _time += advance;
            if (_time < length) return;
            if (Loop && length > 0f) _time %= length;
            else { _playing = false; _time = 0f; }
        }
    }
}
