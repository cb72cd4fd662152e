namespace Patchbay.Shared.Link
{
    public enum LinkSessionState
    {
        Registering,
        Registered,
        Closed,
    }
}
