#if UNITY_2022_2_OR_NEWER
namespace UnityEditor
{
    // Unity 2022.2+ (Editor/Mono/Undo/Undo.bindings.cs): what Undo.undoRedoEvent reports.
    public struct UndoRedoInfo
    {
        public string undoName;
        public int undoGroup;
        int m_IsRedo;

        public bool isRedo { get { return m_IsRedo != 0; } set { m_IsRedo = value ? 1 : 0; } }
    }
}
#endif
