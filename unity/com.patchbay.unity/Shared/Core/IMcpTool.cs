using System;
using System.Threading.Tasks;

namespace Patchbay.Shared.Core
{
    /// <summary>
    /// What the registry and the call processor need from a tool. Implement it through
    /// <see cref="McpTool{TParams,TResult}"/>, which supplies the typed plumbing.
    /// </summary>
    public interface IMcpTool
    {
        Type ParametersType { get; }

        /// <summary>string for plain-text results, else a class with an output schema.</summary>
        Type ResultType { get; }

        /// <summary>Runs on Unity's main thread. <paramref name="parameters"/> is a bound, validated instance.</summary>
        Task<object> InvokeAsync(object parameters, ToolCallContext context);
    }
}
