using System;

namespace Patchbay.Shared.Core
{
    /// <summary>Keeps a public member of a parameter or result class out of the schema and the JSON.</summary>
    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Property, Inherited = true, AllowMultiple = false)]
    public sealed class McpIgnoreAttribute : Attribute
    {
    }
}
