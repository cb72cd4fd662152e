namespace Patchbay.Shared.Link
{
    /// <summary>An MCP client attached to the hub, from hub/clients.</summary>
    public sealed class AttachedClient
    {
        public AttachedClient(string name, string version, int sessions)
        {
            Name = name;
            Version = version;
            Sessions = sessions;
        }

        public string Name { get; private set; }

        public string Version { get; private set; }

        public int Sessions { get; private set; }
    }
}
