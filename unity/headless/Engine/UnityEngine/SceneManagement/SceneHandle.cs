#if UNITY_6000_3_OR_NEWER
using System;

namespace UnityEngine.SceneManagement
{
    // What Scene.handle returns from Unity 6000.3 (an int before), in the profile's version's shape; from
    // 6000.5 every int conversion is an error: compare Scene values instead of handles.
    [Serializable]
#if UNITY_6000_5_OR_NEWER
    public struct SceneHandle : IEquatable<SceneHandle>, IFormattable
#else
    public struct SceneHandle : IEquatable<SceneHandle>
#endif
    {
        internal EntityId m_Value;

        internal static SceneHandle FromSceneId(int handle)
        {
            return new SceneHandle { m_Value = EntityId.FromInstanceId(handle) };
        }

        public static SceneHandle None { get { return new SceneHandle(); } }

        public bool Equals(SceneHandle other) { return m_Value == other.m_Value; }
        public override bool Equals(object obj) { return obj is SceneHandle && Equals((SceneHandle)obj); }
        public override int GetHashCode() { return m_Value.GetHashCode(); }
        public static bool operator ==(SceneHandle left, SceneHandle right) { return left.Equals(right); }
        public static bool operator !=(SceneHandle left, SceneHandle right) { return !left.Equals(right); }

        // Free in 6000.3, obsolete warnings in 6000.4, errors from 6000.5.
#if UNITY_6000_5_OR_NEWER
        [Obsolete("Implicit conversion from SceneHandle to int is deprecated. Use SceneHandle.GetRawData() instead", true)]
#elif UNITY_6000_4_OR_NEWER
        [Obsolete("Implicit conversion from SceneHandle to int is deprecated. Use SceneHandle.GetRawData() instead")]
#endif
        public static implicit operator int(SceneHandle handle) { return handle.m_Value.InstanceId; }

#if UNITY_6000_5_OR_NEWER
        [Obsolete("Implicit conversion from int to SceneHandle is deprecated. Use SceneHandle.FromRawData(ulong) instead", true)]
#elif UNITY_6000_4_OR_NEWER
        [Obsolete("Implicit conversion from int to SceneHandle is deprecated. Use SceneHandle.FromRawData(ulong) instead")]
#endif
        public static implicit operator SceneHandle(int handle) { return FromSceneId(handle); }

#if UNITY_6000_5_OR_NEWER
        [Obsolete("Implicit conversion from SceneHandle to uint is deprecated. Use SceneHandle.GetRawData() instead", true)]
#elif UNITY_6000_4_OR_NEWER
        [Obsolete("Implicit conversion from SceneHandle to uint is deprecated. Use SceneHandle.GetRawData() instead")]
#endif
        public static implicit operator uint(SceneHandle handle) { return (uint)handle.m_Value.InstanceId; }

#if UNITY_6000_5_OR_NEWER
        [Obsolete("Implicit conversion from uint to SceneHandle is deprecated. Use SceneHandle.FromRawData(ulong) instead", true)]
#elif UNITY_6000_4_OR_NEWER
        [Obsolete("Implicit conversion from uint to SceneHandle is deprecated. Use SceneHandle.FromRawData(ulong) instead")]
#endif
        public static implicit operator SceneHandle(uint handle) { return FromSceneId((int)handle); }

#if UNITY_6000_4_OR_NEWER
        public ulong GetRawData() { return EntityId.ToULong(m_Value); }
        public static SceneHandle FromRawData(ulong rawdata) { return new SceneHandle { m_Value = EntityId.FromULong(rawdata) }; }
#endif

        public override string ToString() { return m_Value.ToString(); }
        public string ToString(string format) { return m_Value.ToString(format); }
#if UNITY_6000_5_OR_NEWER
        public string ToString(string format, IFormatProvider formatProvider) { return m_Value.ToString(format, formatProvider); }
#endif
    }
}
#endif
