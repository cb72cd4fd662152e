#if UNITY_2022_3_OR_NEWER
namespace UnityEngine
{
    public enum FindObjectsInactive
    {
        Exclude = 0,
        Include = 1
    }
}
#endif
