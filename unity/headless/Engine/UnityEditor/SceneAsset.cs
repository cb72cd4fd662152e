namespace UnityEditor
{
    public class SceneAsset : UnityEngine.Object
    {
        internal SceneAsset() { }
    }
}
