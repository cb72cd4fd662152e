namespace Patchbay.Editor.Tools.Console
{
    public enum LogKind
    {
        Log,
        Warning,
        Error,
        Exception,
        Assert,
    }
}
