using System.Text;

namespace UnityEngine
{
    public class TextAsset : Object
    {
        internal byte[] Bytes = new byte[0];

        public TextAsset() { }

        public TextAsset(string text) { Bytes = Encoding.UTF8.GetBytes(text ?? ""); }

        public string text { get { return Encoding.UTF8.GetString(Bytes); } }
        public byte[] bytes { get { return (byte[])Bytes.Clone(); } }
        public long dataSize { get { return Bytes.Length; } }

        public override string ToString() { return text; }
    }
}
