namespace Patchbay.Editor.Tests.Fixtures
{
    public sealed class RecursiveParams
    {
        public RecursiveParams Child;
    }
}
