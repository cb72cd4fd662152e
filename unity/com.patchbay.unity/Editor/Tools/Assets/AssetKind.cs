namespace Patchbay.Editor.Tools.Assets
{
    public enum AssetKind
    {
        Folder,
        Material,
        ScriptableObject,
    }
}
