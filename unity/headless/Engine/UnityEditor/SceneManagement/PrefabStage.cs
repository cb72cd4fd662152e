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
