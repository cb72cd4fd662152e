namespace UnityEngine
{
    public enum Space
    {
        World = 0,
        Self = 1
    }
}
