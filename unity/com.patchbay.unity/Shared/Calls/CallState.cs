namespace Patchbay.Shared.Calls
{
    public enum CallState
    {
        /// <summary>The tool started (in <see cref="CallRecordEntry.Domain"/>) and has not answered.</summary>
        Started,
        /// <summary>Answered; the response is stored unless it was too large.</summary>
        Finished,
    }
}
