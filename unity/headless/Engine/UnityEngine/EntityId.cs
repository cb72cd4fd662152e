#if UNITY_6000_3_OR_NEWER
using System;
using System.Globalization;

namespace UnityEngine
{
    // Unity 6's object identity (public from 6000.3). The stand-in plays the 6000.5 shape: 64 bits with a
    // version in the high half, so code that squeezes an id into an int breaks here as it will in Unity.
    // Ints convert only through members Unity marks obsolete (the int result is an error from 6000.5).
    [Serializable]
    public struct EntityId : IEquatable<EntityId>, IComparable<EntityId>, IFormattable
    {
        // High half of every id the stand-in hands out (Unity's own value is an implementation detail).
        internal const ulong Version = 1UL << 32;

        [SerializeField] ulong m_rawData;

        internal static EntityId FromInstanceId(int instanceId)
        {
            return new EntityId { m_rawData = instanceId == 0 ? 0 : Version | (uint)instanceId };
        }

        internal int InstanceId { get { return (int)(m_rawData & 0xFFFFFFFF); } }

        public static EntityId None { get { return new EntityId(); } }

        public bool IsValid() { return m_rawData != 0; }
        public bool Equals(EntityId other) { return m_rawData == other.m_rawData; }
        public override bool Equals(object obj) { return obj is EntityId && m_rawData == ((EntityId)obj).m_rawData; }
        public override int GetHashCode() { return (int)(uint)m_rawData; }
        public int CompareTo(EntityId other) { return InstanceId.CompareTo(other.InstanceId); }

        public static bool operator ==(EntityId left, EntityId right) { return left.m_rawData == right.m_rawData; }
        public static bool operator !=(EntityId left, EntityId right) { return left.m_rawData != right.m_rawData; }
        public static bool operator <(EntityId left, EntityId right) { return left.InstanceId < right.InstanceId; }
        public static bool operator >(EntityId left, EntityId right) { return left.InstanceId > right.InstanceId; }
        public static bool operator <=(EntityId left, EntityId right) { return left.InstanceId <= right.InstanceId; }
        public static bool operator >=(EntityId left, EntityId right) { return left.InstanceId >= right.InstanceId; }

#if UNITY_6000_5_OR_NEWER
        [Obsolete("EntityId will not be representable by an int in the future. This equals will be removed in a future version.", false)]
        public bool Equals(int other) { return m_rawData == FromInstanceId(other).m_rawData; }

        [Obsolete("EntityId will not be representable by an int in the future. This casting operator will be removed in a future version.", true)]
        public static implicit operator int(EntityId entityId) { return entityId.InstanceId; }

        [Obsolete("EntityId will not be representable by an int in the future. This casting operator will be removed in a future version.", false)]
        public static implicit operator EntityId(int intValue) { return FromInstanceId(intValue); }
#endif

        public override string ToString() { return m_rawData.ToString(CultureInfo.InvariantCulture); }
        public string ToString(string format) { return m_rawData.ToString(format, CultureInfo.InvariantCulture); }
        public string ToString(string format, IFormatProvider formatProvider) { return m_rawData.ToString(format, formatProvider); }

#if UNITY_6000_4_OR_NEWER
        [Obsolete("Please use EntityId.ToULong(EntityId) instead.", false)]
        public ulong GetRawData() { return m_rawData; }

        public static EntityId FromULong(ulong input) { return new EntityId { m_rawData = input }; }
        public static ulong ToULong(EntityId entityId) { return entityId.m_rawData; }
#endif
    }
}
#endif
