namespace UnityEditor.PackageManager.Requests
{
    public sealed class RemoveRequest : Request
    {
        internal RemoveRequest(string packageIdOrName) { PackageIdOrName = packageIdOrName; }

        public string PackageIdOrName { get; private set; }
    }
}
