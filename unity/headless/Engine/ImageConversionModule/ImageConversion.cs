using System;
using UnityEngine.Internal;

namespace UnityEngine
{
    // The Image Conversion module (UnityEngine.ImageConversionModule.dll, com.unity.modules.imageconversion; its own
    // assembly since Unity split the engine into modules: UnityCsReference 2021.3.0f1 and 6000.5.0f1
    // Modules/ImageConversion/ScriptBindings/ImageConversion.bindings.cs). PNG only here (Internal/PngCodec).
    public static class ImageConversion
    {
        public static byte[] EncodeToPNG(this Texture2D tex)
        {
            if (tex == null) throw new ArgumentNullException("tex");
            return PngCodec.Encode(tex.Width, tex.Height, tex.Pixels);
        }

        // LoadImage([NotNull] this Texture2D tex, byte[] data, bool markNonReadable) (ImageConversion.bindings.cs:56 at
        // 2021.3.0f1): the texture takes the image's size and pixels; false when the data is no image it can read.
        public static bool LoadImage(this Texture2D tex, byte[] data, bool markNonReadable)
        {
            if (tex == null) throw new ArgumentNullException("tex");
            if (data == null || data.Length == 0) return false;
            int width, height;
            byte[] rgba;
            try { rgba = PngCodec.Decode(data, out width, out height); }
            catch (FormatException) { return false; }
            tex.Allocate(width, height);
            // Decode gives rows top to bottom; a texture's rows run bottom to top.
            for (var y = 0; y < height; y++)
                for (var x = 0; x < width; x++)
                {
                    var i = ((height - 1 - y) * width + x) * 4;
                    tex.Pixels[y * width + x] = new Color32(rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3]);
                }
            return true;
        }

        public static bool LoadImage(this Texture2D tex, byte[] data) { return LoadImage(tex, data, false); }
    }
}
