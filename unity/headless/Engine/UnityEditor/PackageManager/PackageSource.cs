namespace UnityEditor.PackageManager
{
    public enum PackageSource
    {
        Unknown,
        Registry,
        BuiltIn,
        Embedded,
        Local,
        Git,
        LocalTarball
    }
}
