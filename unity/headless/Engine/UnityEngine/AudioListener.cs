namespace UnityEngine
{
    // Signatures: UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Audio/Public/ScriptBindings/Audio.bindings.cs.
    // volume and pause are state; while paused, playing sources' time stands still (ignoreListenerPause ones go on).
    // GetOutputData/GetSpectrumData (no mix to read) are not offered.
    [RequireComponent(typeof(Transform))]
    public sealed class AudioListener : AudioBehaviour
    {
        static float s_Volume = 1f;

        public static float volume { get { return s_Volume; } set { s_Volume = value; } }
        public static bool pause { get; set; }

        public AudioVelocityUpdateMode velocityUpdateMode { get; set; }
    }
}
