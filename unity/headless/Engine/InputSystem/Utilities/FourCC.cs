namespace UnityEngine.InputSystem.Utilities
{
    // Input System 1.8.2 Utilities/FourCC.cs:14 (struct), :28/:40/:51 (constructors): a four-character code naming a
    // state format. Equality (IEquatable) is not modelled.
    public struct FourCC
    {
        private int m_Code;

        public FourCC(int code) { m_Code = code; }

        public FourCC(char a, char b = ' ', char c = ' ', char d = ' ')
        {
            m_Code = (a << 24) | (b << 16) | (c << 8) | d;
        }

        public FourCC(string str) : this(str[0], str.Length > 1 ? str[1] : ' ', str.Length > 2 ? str[2] : ' ', str.Length > 3 ? str[3] : ' ') { }

        public override string ToString()
        {
            return new string(new[] { (char)(m_Code >> 24), (char)((m_Code >> 16) & 0xff), (char)((m_Code >> 8) & 0xff), (char)(m_Code & 0xff) });
        }
    }
}
