namespace UnityEditor.PackageManager
{
    public enum StatusCode
    {
        InProgress,
        Success,
        Failure
    }
}
