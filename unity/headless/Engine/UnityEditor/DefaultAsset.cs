namespace UnityEditor
{
    public class DefaultAsset : UnityEngine.Object
    {
        internal DefaultAsset() { }
    }
}
