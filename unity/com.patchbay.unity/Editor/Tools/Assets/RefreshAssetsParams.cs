namespace Patchbay.Editor.Tools.Assets
{
    public sealed class RefreshAssetsParams
    {
        public bool Force;
    }
}
