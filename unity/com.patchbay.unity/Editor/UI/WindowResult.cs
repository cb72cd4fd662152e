namespace Patchbay.Editor.UI
{
    /// <summary>The one line an action of the window reports: what happened, or what went wrong and what to do.</summary>
    public sealed class WindowResult
    {
        private WindowResult(string message, bool isError)
        {
            Message = message;
            IsError = isError;
        }

        public string Message { get; private set; }

        public bool IsError { get; private set; }

        public static WindowResult Done(string message)
        {
            return new WindowResult(message, false);
        }

        public static WindowResult Error(string message)
        {
            return new WindowResult(message, true);
        }
    }
}
