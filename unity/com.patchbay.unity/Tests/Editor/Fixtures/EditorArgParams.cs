namespace Patchbay.Editor.Tests.Fixtures
{
    public sealed class EditorArgParams
    {
        public string Editor;
    }
}
