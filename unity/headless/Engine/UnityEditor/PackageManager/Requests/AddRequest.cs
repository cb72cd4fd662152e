namespace UnityEditor.PackageManager.Requests
{
    public sealed class AddRequest : Request<PackageInfo>
    {
        internal AddRequest(string identifier) { Identifier = identifier; }

        internal string Identifier { get; private set; }

        protected override PackageInfo GetResult() { return StoredResult; }
    }
}
