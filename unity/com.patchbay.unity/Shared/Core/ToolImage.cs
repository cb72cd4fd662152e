namespace Patchbay.Shared.Core
{
    /// <summary>An image a tool returns beside its result: sent as MCP <c>image</c> content (base64 data, MIME type).</summary>
    public sealed class ToolImage
    {
        public ToolImage(byte[] data, string mimeType)
        {
            Data = data;
            MimeType = mimeType;
        }

        public byte[] Data { get; private set; }

        public string MimeType { get; private set; }
    }
}
