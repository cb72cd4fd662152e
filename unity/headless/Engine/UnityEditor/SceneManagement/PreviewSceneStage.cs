using UnityEngine.SceneManagement;

namespace UnityEditor.SceneManagement
{
    public abstract class PreviewSceneStage : Stage
    {
        internal PreviewSceneStage() { }

        public Scene scene { get; protected set; }
    }
}
