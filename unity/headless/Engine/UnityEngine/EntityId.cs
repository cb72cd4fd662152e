#if UNITY_6000_3_OR_NEWER
using System;
using System.Globalization;

namespace UnityEngine
{
    // Unity 6's object identity, public from 6000.3, in the shape of the profile's version: an int inside
    // with free int conversions (6000.3), the same with obsolete warnings plus ToULong/FromULong (6000.4),
    // 64 bits with a version in the high half where int results are errors (6000.5+). In the 6000.5 shape
    // every id the stand-in hands out needs the high half, so code that squeezes one into an int breaks
    // here as it will in Unity.
    [Serializable]
#if UNITY_6000_5_OR_NEWER
    public struct EntityId : IEquatable<EntityId>, IComparable<EntityId>, IFormattable
#else
    public struct EntityId : IEquatable<EntityId>, IComparable<EntityId>
#endif
    {
        // High half of every id the stand-in hands out in the 6000.5 shape (Unity's own value is an
        // implementation detail); before, the raw value is the int sign-extended, as Unity's ToULong gives it.
#if UNITY_6000_5_OR_NEWER
        internal const ulong Version = 1UL << 32;
#endif

        [SerializeField] ulong m_rawData;

        internal static EntityId FromInstanceId(int instanceId)
        {
#if UNITY_6000_5_OR_NEWER
            return new EntityId { m_rawData = instanceId == 0 ? 0 : Version | (uint)instanceId };
#else
            return new EntityId { m_rawData = unchecked((ulong)(long)instanceId) };
#endif
        }

        internal int InstanceId { get { return unchecked((int)(m_rawData & 0xFFFFFFFF)); } }

        public static EntityId None { get { return new EntityId(); } }

        public bool IsValid() { return m_rawData != 0; }
        public bool Equals(EntityId other) { return m_rawData == other.m_rawData; }
        public override bool Equals(object obj) { return obj is EntityId && m_rawData == ((EntityId)obj).m_rawData; }
        public override int GetHashCode() { return InstanceId; }
        public int CompareTo(EntityId other) { return InstanceId.CompareTo(other.InstanceId); }

        public static bool operator ==(EntityId left, EntityId right) { return left.m_rawData == right.m_rawData; }
        public static bool operator !=(EntityId left, EntityId right) { return left.m_rawData != right.m_rawData; }
        public static bool operator <(EntityId left, EntityId right) { return left.InstanceId < right.InstanceId; }
        public static bool operator >(EntityId left, EntityId right) { return left.InstanceId > right.InstanceId; }
        public static bool operator <=(EntityId left, EntityId right) { return left.InstanceId <= right.InstanceId; }
        public static bool operator >=(EntityId left, EntityId right) { return left.InstanceId >= right.InstanceId; }

#if UNITY_6000_4_OR_NEWER
        [Obsolete("EntityId will not be representable by an int in the future. This equals will be removed in a future version.", false)]
#endif
        public bool Equals(int other) { return m_rawData == FromInstanceId(other).m_rawData; }

#if UNITY_6000_5_OR_NEWER
        [Obsolete("EntityId will not be representable by an int in the future. This casting operator will be removed in a future version.", true)]
#elif UNITY_6000_4_OR_NEWER
        [Obsolete("EntityId will not be representable by an int in the future. This casting operator will be removed in a future version.", false)]
#endif
        public static implicit operator int(EntityId entityId) { return entityId.InstanceId; }

#if UNITY_6000_4_OR_NEWER
        [Obsolete("EntityId will not be representable by an int in the future. This casting operator will be removed in a future version.", false)]
#endif
        public static implicit operator EntityId(int intValue) { return FromInstanceId(intValue); }

#if UNITY_6000_5_OR_NEWER
        public override string ToString() { return m_rawData.ToString(CultureInfo.InvariantCulture); }
        public string ToString(string format) { return m_rawData.ToString(format, CultureInfo.InvariantCulture); }
        public string ToString(string format, IFormatProvider formatProvider) { return m_rawData.ToString(format, formatProvider); }
#else
        public override string ToString() { return InstanceId.ToString(); }
        public string ToString(string format) { return InstanceId.ToString(format); }
#endif

#if UNITY_6000_4_OR_NEWER
        [Obsolete("Please use EntityId.ToULong(EntityId) instead.", false)]
        public ulong GetRawData() { return m_rawData; }

        public static EntityId FromULong(ulong input) { return new EntityId { m_rawData = input }; }
        public static ulong ToULong(EntityId entityId) { return entityId.m_rawData; }
#endif
    }
}
#endif
