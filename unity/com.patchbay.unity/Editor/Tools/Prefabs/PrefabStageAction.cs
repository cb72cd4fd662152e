namespace Patchbay.Editor.Tools.Prefabs
{
    public enum PrefabStageAction
    {
        Open,
        Save,
        Close,
    }
}
