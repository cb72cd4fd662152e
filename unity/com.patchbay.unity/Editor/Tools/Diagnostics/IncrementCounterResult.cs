namespace Patchbay.Editor.Tools.Diagnostics
{
    public sealed class IncrementCounterResult
    {
        public string Counter;

        public long Value;

        public string CallId;
    }
}
