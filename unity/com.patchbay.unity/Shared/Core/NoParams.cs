namespace Patchbay.Shared.Core
{
    /// <summary>Parameter class of tools that take no arguments.</summary>
    public sealed class NoParams
    {
    }
}
