namespace UnityEngine
{
    // The part of UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Audio/Public/ScriptBindings/Audio.bindings.cs
    // (AudioSettings) that scheduling code reads: dspTime, the audio clock, which in the stand-in advances with
    // every player-loop frame by its unscaled length (Internal/ContentPlayerLoop), and outputSampleRate (48 kHz, the
    // usual desktop output). The rest of AudioSettings (speaker modes, configuration, DSP buffers) is not offered.
    public sealed partial class AudioSettings
    {
        internal static double DspTime;

        public static double dspTime { get { return DspTime; } }

        public static int outputSampleRate
        {
            get { return 48000; }
            set { Debug.LogWarning("Setting AudioSettings.outputSampleRate is deprecated and has been replaced by audio project settings and the AudioSettings.GetConfiguration/AudioSettings.Reset API."); }
        }
    }
}
