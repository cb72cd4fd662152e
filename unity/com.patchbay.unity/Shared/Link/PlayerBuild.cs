namespace Patchbay.Shared.Link
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

        /// <summary>
        /// Unity's Application.runInBackground (Player Settings > Run In Background) when it registered: false means the
        /// player pauses whenever its window loses focus — no frame, so no call is answered until the user focuses it.
        /// </summary>
        public bool RunInBackground;
    }
}
