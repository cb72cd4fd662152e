#if !UNITY_6000_4_OR_NEWER
using System;

namespace UnityEditor
{
    // UnityEditor.GUID until 6000.3 (UnityCsReference 2021.3.0f1 ... 6000.3.19f1 Editor/Mono/GUID.bindings.cs); from 6000.4
    // it is UnityEngine.GUID (Engine/UnityEngine/GUID.cs). Held as its 32 lowercase hex digits.
    [Serializable]
    public struct GUID : IComparable, IComparable<GUID>, IEquatable<GUID>
    {
        [UnityEngine.SerializeField] string m_Value;

        public GUID(string hexRepresentation)
        {
            m_Value = IsHex32(hexRepresentation) ? hexRepresentation.ToLowerInvariant() : null;
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
