namespace UnityEditor.SceneManagement
{
    public enum OpenSceneMode
    {
        Single = 0,
        Additive = 1,
        AdditiveWithoutLoading = 2
    }
}
