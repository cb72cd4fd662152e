using System;

namespace UnityEditor.Compilation
{
    [Serializable]
    public struct CompilerMessage
    {
        public string message;
        public string file;
        public int line;
        public int column;
        public CompilerMessageType type;
    }
}
