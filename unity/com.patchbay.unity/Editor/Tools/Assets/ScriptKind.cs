namespace Patchbay.Editor.Tools.Assets
{
    public enum ScriptKind
    {
        MonoBehaviour,
        ScriptableObject,
        EditorWindow,
        Plain,
    }
}
