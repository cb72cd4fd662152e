using Newtonsoft.Json.Linq;

namespace Patchbay.Shared.Link
{
    /// <summary>
    /// The params of editor/register (docs/protocol.md §4.1), in one place for both composition roots: the editor's
    /// (<c>PatchbayRuntime</c>) and a development build's player's (<c>PlayerRuntime</c>). Each passes only what is
    /// its own: its run id, its domain and what it says of itself. The package's name and version are passed too,
    /// since they live in <c>Patchbay.Shared.Core</c>'s <c>PatchbayInfo</c>, which builds on this folder (the link
    /// cannot name it back).
    /// </summary>
    public static class RegisterParams
    {
        /// <summary>
        /// protocolVersion, package (name, version), runId, domain and editor, in that order. <paramref name="runId"/>:
        /// drawn once per process; <paramref name="domain"/>: the domain loads of this process (a player has one).
        /// </summary>
        public static JObject Build(string packageName, string packageVersion, string runId, int domain, EditorMetadata metadata)
        {
            return new JObject
            {
                { "protocolVersion", LinkProtocol.Version },
                { "package", new JObject { { "name", packageName }, { "version", packageVersion } } },
                { "runId", runId },
                { "domain", domain },
                { "editor", metadata.ToRegisterJson() },
            };
        }
    }
}
