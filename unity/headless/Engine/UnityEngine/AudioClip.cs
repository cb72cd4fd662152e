using System;

namespace UnityEngine
{
    // Signatures: UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Audio/Public/ScriptBindings/Audio.bindings.cs
    // (AudioClip; an AudioResource from 2023.2; 6000's Span overloads of GetData/SetData are left out: no
    // System.Memory). Samples live in memory, interleaved by channel: Create allocates lengthSamples × channels
    // zeros (the PCM reader callback, when given, fills them once at creation), GetData/SetData copy from/to them at
    // a sample offset (wrapping around the end, as Unity's do), length = samples / frequency. Nothing is decoded or
    // played: a clip is always Loaded.
#if UNITY_2023_2_OR_NEWER
    public sealed class AudioClip : UnityEngine.Audio.AudioResource
#else
    public sealed class AudioClip : Object
#endif
    {
        [SerializeField] internal int m_Samples;
        [SerializeField] internal int m_Channels;
        [SerializeField] internal int m_Frequency;
        [SerializeField] internal AudioClipLoadType m_LoadType;
        [SerializeField] internal bool m_PreloadAudioData = true;
        [SerializeField] internal bool m_LoadInBackground;
        [SerializeField] internal bool m_Ambisonic;
        float[] _data = new float[0];

        AudioClip() {}

        public float length { get { return m_Frequency <= 0 ? 0f : (float)m_Samples / m_Frequency; } }
        public int samples { get { return m_Samples; } }
        public int channels { get { return m_Channels; } }
        public int frequency { get { return m_Frequency; } }

        [Obsolete("Use AudioClip.loadState instead to get more detailed information about the loading process.")]
        public bool isReadyToPlay { get { return true; } }

        public AudioClipLoadType loadType { get { return m_LoadType; } }
        public bool LoadAudioData() { return true; }
        public bool UnloadAudioData() { return true; }
        public bool preloadAudioData { get { return m_PreloadAudioData; } }
        public bool ambisonic { get { return m_Ambisonic; } }
        public bool loadInBackground { get { return m_LoadInBackground; } }
        public AudioDataLoadState loadState { get { return AudioDataLoadState.Loaded; } }

        float[] Data
        {
            get
            {
                var n = Math.Max(0, m_Samples) * Math.Max(0, m_Channels);
                if (_data.Length != n) Array.Resize(ref _data, n);
                return _data;
            }
        }

        // Messages: UnityCsReference 2021.3.0f1 Audio.bindings.cs GetData/SetData.
        public bool GetData(float[] data, int offsetSamples)
        {
            if (channels <= 0)
            {
                Debug.Log("AudioClip.GetData failed; AudioClip " + name + " contains no data");
                return false;
            }
            if (data == null) return false;
            var all = Data;
            if (all.Length == 0) return false;
            var start = ((offsetSamples % m_Samples) + m_Samples) % m_Samples * m_Channels;
            var count = data.Length / m_Channels * m_Channels;
            for (var i = 0; i < count; i++) data[i] = all[(start + i) % all.Length];
            return true;
        }

        public bool SetData(float[] data, int offsetSamples)
        {
            if (channels <= 0)
            {
                Debug.Log("AudioClip.SetData failed; AudioClip " + name + " contains no data");
                return false;
            }
            if (offsetSamples < 0 || offsetSamples >= samples) throw new ArgumentException("AudioClip.SetData failed; invalid offsetSamples");
            if (data == null || data.Length == 0) throw new ArgumentException("AudioClip.SetData failed; invalid data");
            var all = Data;
            var start = offsetSamples * m_Channels;
            var count = data.Length / m_Channels * m_Channels;
            for (var i = 0; i < count; i++) all[(start + i) % all.Length] = data[i];
            return true;
        }

        [Obsolete("The _3D argument of AudioClip is deprecated. Use the spatialBlend property of AudioSource instead to morph between 2D and 3D playback.")]
        public static AudioClip Create(string name, int lengthSamples, int channels, int frequency, bool _3D, bool stream)
        {
            return Create(name, lengthSamples, channels, frequency, stream);
        }

        [Obsolete("The _3D argument of AudioClip is deprecated. Use the spatialBlend property of AudioSource instead to morph between 2D and 3D playback.")]
        public static AudioClip Create(string name, int lengthSamples, int channels, int frequency, bool _3D, bool stream, PCMReaderCallback pcmreadercallback)
        {
            return Create(name, lengthSamples, channels, frequency, stream, pcmreadercallback, null);
        }

        [Obsolete("The _3D argument of AudioClip is deprecated. Use the spatialBlend property of AudioSource instead to morph between 2D and 3D playback.")]
        public static AudioClip Create(string name, int lengthSamples, int channels, int frequency, bool _3D, bool stream, PCMReaderCallback pcmreadercallback, PCMSetPositionCallback pcmsetpositioncallback)
        {
            return Create(name, lengthSamples, channels, frequency, stream, pcmreadercallback, pcmsetpositioncallback);
        }

        public static AudioClip Create(string name, int lengthSamples, int channels, int frequency, bool stream)
        {
            return Create(name, lengthSamples, channels, frequency, stream, null, null);
        }

        public static AudioClip Create(string name, int lengthSamples, int channels, int frequency, bool stream, PCMReaderCallback pcmreadercallback)
        {
            return Create(name, lengthSamples, channels, frequency, stream, pcmreadercallback, null);
        }

        // Checks and messages: UnityCsReference 2021.3.0f1 Audio.bindings.cs AudioClip.Create.
        public static AudioClip Create(string name, int lengthSamples, int channels, int frequency, bool stream, PCMReaderCallback pcmreadercallback, PCMSetPositionCallback pcmsetpositioncallback)
        {
            if (name == null) throw new NullReferenceException();
            if (lengthSamples <= 0) throw new ArgumentException("Length of created clip must be larger than 0");
            if (channels <= 0) throw new ArgumentException("Number of channels in created clip must be greater than 0");
            if (frequency <= 0) throw new ArgumentException("Frequency in created clip must be greater than 0");
            var clip = new AudioClip { m_Samples = lengthSamples, m_Channels = channels, m_Frequency = frequency, m_LoadType = stream ? AudioClipLoadType.Streaming : AudioClipLoadType.DecompressOnLoad };
            clip.name = name;
            if (pcmsetpositioncallback != null) pcmsetpositioncallback(0);
            if (pcmreadercallback != null)
            {
                var data = clip.Data;
                pcmreadercallback(data);
            }
            return clip;
        }

        // An imported .wav asset (the stand-in's importer: RIFF/WAVE with 8-, 16-, 24- or 32-bit PCM or 32-bit float
        // samples; null for anything else). Other audio formats are not imported.
        internal static AudioClip FromWav(byte[] bytes)
        {
            try
            {
                if (bytes.Length < 12 || System.Text.Encoding.ASCII.GetString(bytes, 0, 4) != "RIFF" || System.Text.Encoding.ASCII.GetString(bytes, 8, 4) != "WAVE") return null;
                int format = 0, channels = 0, rate = 0, bits = 0, dataAt = -1, dataLength = 0;
                for (var at = 12; at + 8 <= bytes.Length;)
                {
                    var id = System.Text.Encoding.ASCII.GetString(bytes, at, 4);
                    var size = BitConverter.ToInt32(bytes, at + 4);
                    if (id == "fmt ")
                    {
                        format = BitConverter.ToInt16(bytes, at + 8);
                        channels = BitConverter.ToInt16(bytes, at + 10);
                        rate = BitConverter.ToInt32(bytes, at + 12);
                        bits = BitConverter.ToInt16(bytes, at + 22);
                    }
                    else if (id == "data")
                    {
                        dataAt = at + 8;
                        dataLength = Math.Min(size, bytes.Length - dataAt);
                        break;
                    }
                    at += 8 + size + (size & 1);
                }
                var pcm = format == 1 && (bits == 8 || bits == 16 || bits == 24 || bits == 32);
                var ieee = format == 3 && bits == 32;
                if ((!pcm && !ieee) || channels <= 0 || rate <= 0 || dataAt < 0) return null;
                var width = bits / 8;
                var frames = dataLength / (width * channels);
                var clip = new AudioClip { m_Samples = frames, m_Channels = channels, m_Frequency = rate };
                var data = clip.Data;
                for (var i = 0; i < data.Length; i++)
                {
                    var p = dataAt + i * width;
                    if (ieee) data[i] = BitConverter.ToSingle(bytes, p);
                    else if (bits == 8) data[i] = (bytes[p] - 128) / 128f;
                    else if (bits == 16) data[i] = BitConverter.ToInt16(bytes, p) / 32768f;
                    else if (bits == 24) data[i] = ((bytes[p] << 8 | bytes[p + 1] << 16 | bytes[p + 2] << 24) >> 8) / 8388608f;
                    else data[i] = BitConverter.ToInt32(bytes, p) / 2147483648f;
                }
                return frames > 0 ? clip : null;
            }
            catch (ArgumentException) { return null; }
        }

        public delegate void PCMReaderCallback(float[] data);
        public delegate void PCMSetPositionCallback(int position);
    }
}
