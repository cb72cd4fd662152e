using System;
using System.Globalization;
using System.Text;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.2f1 Runtime/Export/Hashing/Hash128.bindings.cs — signatures: 128 bits kept
    // as two ulongs; the text form (native Hash128ToString / StringToHash128) is the 16 bytes in memory order as 32
    // lowercase hex digits, and Parse reads as many hex pairs as there are, leaving the rest zero. Compute and
    // Append (SpookyHash V2 in Unity's native code) are not modelled.
    [Serializable]
    public struct Hash128 : IComparable, IComparable<Hash128>, IEquatable<Hash128>
    {
        internal ulong u64_0;
        internal ulong u64_1;

        public Hash128(uint u32_0, uint u32_1, uint u32_2, uint u32_3)
        {
            u64_0 = ((ulong)u32_1) << 32 | u32_0;
            u64_1 = ((ulong)u32_3) << 32 | u32_2;
        }

        public Hash128(ulong u64_0, ulong u64_1)
        {
            this.u64_0 = u64_0;
            this.u64_1 = u64_1;
        }

        public bool isValid { get { return u64_0 != 0 || u64_1 != 0; } }

        public int CompareTo(Hash128 rhs)
        {
            if (this < rhs) return -1;
            if (this > rhs) return 1;
            return 0;
        }

        public int CompareTo(object obj)
        {
            if (obj == null || !(obj is Hash128)) return 1;
            return CompareTo((Hash128)obj);
        }

        public override string ToString()
        {
            var text = new StringBuilder(32);
            for (var i = 0; i < 16; i++)
            {
                var word = i < 8 ? u64_0 : u64_1;
                text.Append(((byte)(word >> (8 * (i % 8)))).ToString("x2", CultureInfo.InvariantCulture));
            }
            return text.ToString();
        }

        public static Hash128 Parse(string hashString)
        {
            var hash = new Hash128();
            if (hashString == null) return hash;
            for (var i = 0; i < 16 && 2 * i + 1 < hashString.Length; i++)
            {
                byte b;
                if (!byte.TryParse(hashString.Substring(2 * i, 2), NumberStyles.AllowHexSpecifier, CultureInfo.InvariantCulture, out b)) break;
                if (i < 8) hash.u64_0 |= (ulong)b << (8 * i);
                else hash.u64_1 |= (ulong)b << (8 * (i - 8));
            }
            return hash;
        }

        public override bool Equals(object obj) { return obj is Hash128 && Equals((Hash128)obj); }
        public bool Equals(Hash128 obj) { return u64_0 == obj.u64_0 && u64_1 == obj.u64_1; }
        public override int GetHashCode() { return u64_0.GetHashCode() ^ u64_1.GetHashCode(); }

        public static bool operator ==(Hash128 hash1, Hash128 hash2) { return hash1.Equals(hash2); }
        public static bool operator !=(Hash128 hash1, Hash128 hash2) { return !hash1.Equals(hash2); }
        // The order: by the four 32-bit words from the first up to 2022.1 (2021.3.0f1, 2022.1.0f1), by the two 64-bit
        // words from 2022.2 (2022.2.0f1, 6000.5.2f1), which puts the second word before the first.
        public static bool operator <(Hash128 x, Hash128 y)
        {
#if UNITY_2022_2_OR_NEWER
            return x.u64_0 != y.u64_0 ? x.u64_0 < y.u64_0 : x.u64_1 < y.u64_1;
#else
            var a = Words(x);
            var b = Words(y);
            for (var i = 0; i < 3; i++) if (a[i] != b[i]) return a[i] < b[i];
            return a[3] < b[3];
#endif
        }

        public static bool operator >(Hash128 x, Hash128 y) { return !(x < y) && x != y; }

#if !UNITY_2022_2_OR_NEWER
        static uint[] Words(Hash128 h) { return new[] { (uint)h.u64_0, (uint)(h.u64_0 >> 32), (uint)h.u64_1, (uint)(h.u64_1 >> 32) }; }
#endif
    }
}
