namespace UnityEditor
{
    public enum InteractionMode
    {
        AutomatedAction,
        UserAction
    }
}
