namespace Patchbay.Editor.Link
{
    /// <summary>What a development build's player says of its build when it registers (docs/protocol.md §4.1).</summary>
    public sealed class PlayerBuild
    {
        /// <summary>Unity's Application.productName.</summary>
        public string ProductName;

        /// <summary>Unity's Application.version.</summary>
        public string Version;

        /// <summary>Unity's Debug.isDebugBuild: true in a development build.</summary>
        public bool Development;
    }
}
