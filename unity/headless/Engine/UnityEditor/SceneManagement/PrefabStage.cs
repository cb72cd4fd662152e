using System.Linq;
using UnityEngine;
using UnityEngine.Internal;
using UnityEngine.SceneManagement;

namespace UnityEditor.SceneManagement
{
    // A prefab opened for editing: a preview scene (a valid Scene, not among SceneManager's loaded scenes)
    // holding a fresh copy of the asset's contents. Saving writes them back to the asset.
    public sealed class PrefabStage : PreviewSceneStage
    {
        public enum Mode
        {
            InIsolation,
            InContext
        }

        internal string _assetPath;
        internal GameObject _root;
        internal SceneData _scene;

        internal PrefabStage() { }

        public GameObject prefabContentsRoot { get { return _root; } }

        public override string assetPath { get { return _assetPath; } }

        public Mode mode { get { return Mode.InIsolation; } }

        public void ClearDirtiness()
        {
            if (_scene != null) _scene.IsDirty = false;
        }

        // Unity's Prefab Mode Auto Save: the project allows it (EditorSettings.prefabModeAllowAutoSave) and the person's
        // toggle in the stage's bar, an EditorPrefs bool "PrefabEditing.AutoSave" (default on), is on. Internal, as in
        // Unity: UnityCsReference 2021.3.0f1 Editor/Mono/SceneManagement/StageManager/PrefabStage/PrefabStage.cs:385-398
        // (6000.5.0f1 :409-422), the toggle StageNavigationManager.cs:19 (6000.5.0f1 :21). Unity also turns it off for
        // the stage after a failed save (m_TemporarilyDisableAutoSave); the stand-in's saves do not fail.
        internal bool autoSave
        {
            get { return EditorSettings.prefabModeAllowAutoSave && EditorPrefs.GetBool(AutoSavePref, true); }
        }

        internal const string AutoSavePref = "PrefabEditing.AutoSave";

        // Leaving the stage (going to the main stage, opening another prefab or this one again, opening or creating a
        // scene) with unsaved changes: Auto Save saves them; without it Unity asks in a modal dialog on the main thread
        // — Save, Discard Changes or Cancel — and nothing else of the editor runs until a person answers. False when the
        // person cancels (the stage stays). UnityCsReference 2021.3.0f1 PrefabStage.cs:1563-1604
        // (AskUserToSaveDirtySceneBeforeDestroyingScene: buttons Save, Discard Changes, Cancel), reached from
        // StageNavigationManager.SwitchToStage (StageNavigationManager.cs:188-210) through
        // AskUserToSaveModifiedStageBeforeSwitchingStage (PrefabStage.cs:1279-1298); from 6000.3 the buttons are Save,
        // Cancel, Discard Changes (6000.5.0f1 PrefabStage.cs:1701-1742; 6000.0.0f1 and 6000.2.0f1 still the old order).
        // A prefab in an immutable folder (a registry, git or built-in package's) cannot be saved: leaving its stage with
        // unsaved changes asks "Immutable Prefab" (OK: leave, the changes lost; Cancel: stay) before Auto Save is even
        // looked at. UnityCsReference 2021.3.0f1 PrefabStage.cs:1564-1578, 6000.5.2f1 PrefabStage.cs:1707-1717; the
        // folder's immutability from AssetDatabase.GetAssetFolderInfo (PackageInfo.IsImmutable here).
        internal const string ImmutableTitle = "Immutable Prefab";
        const string ImmutableMessage = "The Prefab was changed in Prefab Mode but is in a read-only folder so the changes cannot be saved.";

        internal bool AskUserToSaveDirtySceneBeforeDestroyingScene()
        {
            if (_scene == null || !_scene.IsDirty || _root == null) return true;
            if (PackageManager.PackageInfo.IsImmutable(_assetPath))
                return Patchbay.Headless.HeadlessEditor.ShowModal(ImmutableTitle, ImmutableMessage, "OK", "Cancel") == 0;
            if (autoSave)
            {
                Save();
                return true;
            }
#if UNITY_6000_3_OR_NEWER
            const int save = 0, cancel = 1, discard = 2;
            var answer = Patchbay.Headless.HeadlessEditor.ShowModal(ModifiedTitle, ModifiedMessage, "Save", "Cancel", "Discard Changes");
#else
            const int save = 0, discard = 1, cancel = 2;
            var answer = Patchbay.Headless.HeadlessEditor.ShowModal(ModifiedTitle, ModifiedMessage, "Save", "Discard Changes", "Cancel");
#endif
            if (answer == save) Save();
            else if (answer == discard) ReloadStage();
            return answer != cancel;
        }

        internal const string ModifiedTitle = "Prefab Has Been Modified";
        const string ModifiedMessage = "Do you want to save the changes you made in Prefab Mode? Your changes will be lost if you don't save them.";

        // "Discard Changes": the contents come back from the asset (PrefabStage.ReloadStage).
        void ReloadStage()
        {
            foreach (var root in _scene.Roots.ToArray()) if (Object.IsAlive(root)) root.DestroyCore();
            _root = ObjectSerializer.RestoreGameObjects(new[] { (Newtonsoft.Json.Linq.JObject)Internal.PrefabModel.ReadAssetRoot(_assetPath).DeepClone() }, _scene, null, false)[0];
            _scene.IsDirty = false;
        }

        // Each editor update, PrefabStage.Update → HandleAutoSave: with Auto Save on, unsaved changes are written to the
        // prefab asset at once ("every change you make is automatically saved to the Prefab Asset", the toggle's
        // tooltip) — so an edit in the stage is a write of the prefab's file. Not while compiling, and never for a prefab
        // in an immutable folder (a package's). UnityCsReference 2021.3.0f1
        // Editor/Mono/SceneManagement/StageManager/PrefabStage/PrefabStage.cs:1139, :1211-1224 (readyToAutoSave:
        // contents, unsaved changes, no hot control or text caret, not compiling), AutoSave :1429-1441 (Save, or a
        // delayed Save on the next update); 6000.5.2f1 :1271, :1346-1356. A person's drag (GUIUtility.hotControl) holds it;
        // the stand-in has no text caret, and treats every prefab under Packages/ as immutable (registry packages are; an
        // embedded one is not).
        internal void HandleAutoSave()
        {
            if (_root == null || _scene == null || !_scene.IsDirty || EditorApplication.isCompiling || GUIUtility.hotControl != 0) return;
            if (_assetPath.StartsWith("Packages/", System.StringComparison.Ordinal)) return;
            if (autoSave) Save();
        }

        internal void Save()
        {
            Internal.PrefabModel.WriteAsset(_root, _assetPath, null);
            ClearDirtiness();
        }

        internal void Close()
        {
            SceneRegistry.RemovePreview(_scene);
            _root = null;
        }

        internal static PrefabStage Open(string assetPath)
        {
            var data = Internal.PrefabModel.ReadAssetRoot(assetPath);
            var scene = SceneRegistry.CreatePreview(System.IO.Path.GetFileNameWithoutExtension(assetPath));
            var stage = CreateInstance<PrefabStage>();
            stage._assetPath = assetPath;
            stage._scene = scene;
            stage.scene = new Scene(scene.Handle);
            stage._root = ObjectSerializer.RestoreGameObjects(new[] { (Newtonsoft.Json.Linq.JObject)data.DeepClone() }, scene, null, false)[0];
            scene.IsDirty = false;
            return stage;
        }
    }
}
