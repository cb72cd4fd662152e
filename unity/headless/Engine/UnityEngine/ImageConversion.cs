using UnityEngine.Internal;

namespace UnityEngine
{
    public static class ImageConversion
    {
        public static byte[] EncodeToPNG(this Texture2D tex)
        {
            if (tex == null) throw new System.ArgumentNullException("tex");
            return PngCodec.Encode(tex.Width, tex.Height, tex.Pixels);
        }
    }
}
