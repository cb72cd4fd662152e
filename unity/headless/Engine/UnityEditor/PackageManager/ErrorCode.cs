namespace UnityEditor.PackageManager
{
    // Members shared by 2021.3 and 6000.x (6000.3 adds ConnectionError, which nothing here raises).
    public enum ErrorCode
    {
        Unknown,
        NotFound,
        Forbidden,
        InvalidParameter,
        Conflict,
        AggregateError,
    }
}
