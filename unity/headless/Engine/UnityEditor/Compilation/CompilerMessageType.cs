namespace UnityEditor.Compilation
{
    public enum CompilerMessageType
    {
        Error = 0,
        Warning = 1,
        Info = 2
    }
}
