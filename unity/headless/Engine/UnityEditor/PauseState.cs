namespace UnityEditor
{
    public enum PauseState
    {
        Paused = 0,
        Unpaused = 1
    }
}
