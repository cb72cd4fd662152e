namespace UnityEditor.PackageManager.Requests
{
    public sealed class ListRequest : Request<PackageCollection>
    {
        internal ListRequest(bool includeIndirectDependencies) { IncludeIndirect = includeIndirectDependencies; }

        internal bool IncludeIndirect { get; private set; }

        protected override PackageCollection GetResult() { return StoredResult; }
    }
}
