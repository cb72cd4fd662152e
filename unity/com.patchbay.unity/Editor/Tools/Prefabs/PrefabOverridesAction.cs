namespace Patchbay.Editor.Tools.Prefabs
{
    public enum PrefabOverridesAction
    {
        Apply,
        Revert,
    }
}
