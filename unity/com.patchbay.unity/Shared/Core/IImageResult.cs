using System.Collections.Generic;

namespace Patchbay.Shared.Core
{
    /// <summary>
    /// A tool result that carries images: the result object becomes structured (and text) content as usual,
    /// and each image follows as an MCP <c>image</c> content block. Images are not part of the output schema.
    /// </summary>
    public interface IImageResult
    {
        IList<ToolImage> GetImages();
    }
}
