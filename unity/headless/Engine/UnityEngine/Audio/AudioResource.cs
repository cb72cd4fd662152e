#if UNITY_2023_2_OR_NEWER
namespace UnityEngine.Audio
{
    // UnityCsReference 6000.0.0f1 / 6000.5.0f1 Modules/Audio/Public/ScriptBindings/Audio.bindings.cs (from 2023.2):
    // what an AudioSource plays; AudioClip derives from it.
    public abstract class AudioResource : Object
    {
        protected internal AudioResource() {}
    }
}
#endif
