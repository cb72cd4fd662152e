namespace Patchbay.Shared.Core
{
    /// <summary>
    /// A structured result whose text content is written for people rather than the JSON again (run_self_check's
    /// Markdown report, which a user pastes into a bug report): the result object still goes out as structuredContent.
    /// </summary>
    public interface ITextResult
    {
        string GetText();
    }
}
