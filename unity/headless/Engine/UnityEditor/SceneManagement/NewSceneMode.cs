namespace UnityEditor.SceneManagement
{
    public enum NewSceneMode
    {
        Single = 0,
        Additive = 1
    }
}
