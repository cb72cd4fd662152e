namespace UnityEditor
{
    // The base of SceneView (and Unity's hierarchy and project windows), as Unity declares it
    // (UnityCsReference 2021.3.0f1 Editor/Mono/ProjectWindow/SearchableEditorWindow.cs, 6000.5.2f1
    // Editor/Mono/ProjectBrowser/SearchableEditorWindow.cs). The headless editor has no search field to sync, so
    // OnEnable/OnDisable do nothing; they are public and virtual, as in Unity, so a subclass overrides them.
    public class SearchableEditorWindow : EditorWindow
    {
        public enum SearchMode { All, Name, Type, Label, AssetBundleName }
        public enum SearchModeHierarchyWindow { All, Name, Type }

        protected int m_SearchGroup;

        public virtual void OnEnable() { }

        public virtual void OnDisable() { }
    }
}
