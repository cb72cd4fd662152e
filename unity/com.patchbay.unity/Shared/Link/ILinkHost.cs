using System.Collections.Generic;
using Newtonsoft.Json.Linq;

namespace Patchbay.Shared.Link
{
    /// <summary>
    /// What a <see cref="LinkSession"/> needs from the editor side. Called on the socket thread: implementations
    /// answer from immutable snapshots or post work to the main thread, and never block.
    /// </summary>
    public interface ILinkHost
    {
        /// <summary>The params of editor/register (metadata, runId, domain, versions).</summary>
        JObject BuildRegisterParams();

        /// <summary>The tools array of the tools/list result.</summary>
        JArray ListTools();

        /// <summary>
        /// The <c>health</c> object of a ping result: what the main thread is doing (docs/protocol.md §4.7), or null
        /// to answer an empty result. Called on the socket thread; must not wait for the main thread.
        /// </summary>
        JObject Health();

        void OnToolsCall(JToken id, JToken parameters);

        void OnCancelled(JToken requestId);

        void OnRegistered(string editorId, JObject result);

        /// <summary>The hub refused the register (version mismatch, bad params).</summary>
        void OnRegisterFailed(int code, string message, JObject data);

        void OnClients(IList<AttachedClient> clients);

        void Log(string message);
    }
}
