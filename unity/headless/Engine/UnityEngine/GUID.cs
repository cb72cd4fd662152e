#if UNITY_6000_4_OR_NEWER
using System;

namespace UnityEngine
{
    // From 6000.4 the GUID is UnityEngine's, moved from UnityEditor (UnityCsReference 6000.4.0f1, 6000.5.2f1
    // Runtime/Export/Scripting/GUID.bindings.cs, [MovedFrom(true, "UnityEditor", "UnityEditor")]); before, it is
    // UnityEditor.GUID (Engine/UnityEditor/GUID.cs). Held as its 32 lowercase hex digits.
    [Serializable]
    public struct GUID : IComparable, IComparable<GUID>, IEquatable<GUID>
    {
        [UnityEngine.SerializeField] string m_Value;

        public GUID(string hexRepresentation)
        {
            m_Value = IsHex32(hexRepresentation) ? hexRepresentation.ToLowerInvariant() : null;
        }

        // New with the move (6000.4). The four values as Unity's native GUID writes them in hex: each value's 8 digits
        // lowest nibble first (so GUID(0, 0, 0xe, 0) is "0000000000000000e000000000000000", Unity's default resources).
        public GUID(uint a, uint b, uint c, uint d)
        {
            var chars = new char[32];
            var values = new[] { a, b, c, d };
            for (var i = 0; i < 4; i++)
                for (var j = 0; j < 8; j++)
                    chars[i * 8 + j] = "0123456789abcdef"[(int)((values[i] >> (j * 4)) & 0xF)];
            m_Value = new string(chars);
        }

        static bool IsHex32(string s)
        {
            if (s == null || s.Length != 32) return false;
            foreach (var c in s) if (!Uri.IsHexDigit(c)) return false;
            return true;
        }

        public bool Empty() { return m_Value == null || m_Value.Trim('0').Length == 0; }
        [Obsolete("Use TryParse instead")]
        public bool ParseExact(string hex) { this = new GUID(hex); return IsHex32(hex); }
        public static GUID Generate() { return new GUID(Guid.NewGuid().ToString("N")); }
        public static bool TryParse(string hex, out GUID result) { result = new GUID(hex); return IsHex32(hex); }
        public override string ToString() { return m_Value ?? new string('0', 32); }
        public int CompareTo(object obj) { return obj is GUID ? CompareTo((GUID)obj) : 1; }
        public int CompareTo(GUID rhs) { return string.CompareOrdinal(ToString(), rhs.ToString()); }
        public static bool operator ==(GUID x, GUID y) { return x.ToString() == y.ToString(); }
        public static bool operator !=(GUID x, GUID y) { return !(x == y); }
        public static bool operator <(GUID x, GUID y) { return x.CompareTo(y) < 0; }
        public static bool operator >(GUID x, GUID y) { return x.CompareTo(y) > 0; }
        public override bool Equals(object obj) { return obj is GUID && (GUID)obj == this; }
        public bool Equals(GUID obj) { return this == obj; }
        public override int GetHashCode() { return ToString().GetHashCode(); }
    }
}
#endif
