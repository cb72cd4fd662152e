namespace UnityEngine
{
    public enum LightShadows
    {
        None = 0,
        Hard = 1,
        Soft = 2
    }
}
