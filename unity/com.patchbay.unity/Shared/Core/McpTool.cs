using System;
using System.Threading.Tasks;

namespace Patchbay.Shared.Core
{
    /// <summary>
    /// Base class of a tool: <typeparamref name="TParams"/> defines the input schema (see
    /// <see cref="McpParamAttribute"/>), <typeparamref name="TResult"/> the output schema (string = text only).
    /// Add <see cref="McpToolAttribute"/> and a public parameterless constructor; the registry does the rest.
    /// <para>ExecuteAsync runs on the main thread and may use any Unity API. Throw <see cref="ToolException"/>
    /// for failures the agent should read; watch <see cref="ToolCallContext.Cancellation"/> in long work.</para>
    /// </summary>
    public abstract class McpTool<TParams, TResult> : IMcpTool
        where TParams : class, new()
    {
        public Type ParametersType
        {
            get { return typeof(TParams); }
        }

        public Type ResultType
        {
            get { return typeof(TResult); }
        }

        public async Task<object> InvokeAsync(object parameters, ToolCallContext context)
        {
            var result = await ExecuteAsync((TParams)parameters, context);
            return result;
        }

        protected abstract Task<TResult> ExecuteAsync(TParams parameters, ToolCallContext context);

        /// <summary>For tools that finish synchronously.</summary>
        protected static Task<TResult> Done(TResult result)
        {
            return Task.FromResult(result);
        }
    }
}
