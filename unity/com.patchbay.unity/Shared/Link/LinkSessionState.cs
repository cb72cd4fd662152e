namespace Patchbay.Editor.Link
{
    public enum LinkSessionState
    {
        Registering,
        Registered,
        Closed,
    }
}
