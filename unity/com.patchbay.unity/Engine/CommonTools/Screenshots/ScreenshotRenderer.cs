using System;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.Screenshots
{
    /// <summary>
    /// Renders a camera into a PNG the way Unity does it off screen: a temporary RenderTexture as the
    /// camera's target, Camera.Render, ReadPixels from RenderTexture.active into a Texture2D, EncodeToPNG.
    /// The camera's target and the active render texture are restored and the temporaries destroyed
    /// whatever happens, so a capture leaves the editor as it found it.
    /// </summary>
    public static class ScreenshotRenderer
    {
        public const int MaxSide = 1920;

        /// <summary>Base64 grows 4/3; clients start refusing tool results of about a megabyte.</summary>
        public const int MaxBase64Chars = 700 * 1024;

        /// <summary>The size to render: explicit width/height, else the camera's aspect; then capped to maxSize.</summary>
        public static void Size(Camera camera, int width, int height, int maxSize, out int w, out int h)
        {
            Size(camera.aspect, width, height, maxSize, out w, out h);
        }

        /// <summary>The same for an image of the given aspect (width / height; 0 or less: 16:9).</summary>
        public static void Size(float imageAspect, int width, int height, int maxSize, out int w, out int h)
        {
            var aspect = imageAspect > 0f ? imageAspect : 16f / 9f;
            if (width > 0 && height > 0)
            {
                w = width;
                h = height;
            }
            else if (width > 0)
            {
                w = width;
                h = (int)Math.Round(width / aspect);
            }
            else if (height > 0)
            {
                h = height;
                w = (int)Math.Round(height * aspect);
            }
            else if (aspect >= 1f)
            {
                w = maxSize;
                h = (int)Math.Round(maxSize / aspect);
            }
            else
            {
                h = maxSize;
                w = (int)Math.Round(maxSize * aspect);
            }

            var longest = Math.Max(w, h);
            if (longest > maxSize)
            {
                var scale = (double)maxSize / longest;
                w = (int)Math.Round(w * scale);
                h = (int)Math.Round(h * scale);
            }

            w = Math.Max(1, w);
            h = Math.Max(1, h);
        }

        /// <summary>
        /// Renders, and while the PNG's base64 would exceed <paramref name="maxBase64Chars"/> halves both sides
        /// and renders again (flat colours compress well; a busy real scene may not). Leaves the size used in
        /// <paramref name="width"/> and <paramref name="height"/>.
        /// </summary>
        public static byte[] RenderWithinLimit(Func<int, int, byte[]> render, ref int width, ref int height, int maxBase64Chars)
        {
            var png = render(width, height);
            while (Base64Length(png.Length) > maxBase64Chars && width > 16 && height > 16)
            {
                width /= 2;
                height /= 2;
                png = render(width, height);
            }

            return png;
        }

        public static long Base64Length(long bytes)
        {
            return (bytes + 2) / 3 * 4;
        }

        /// <summary>A PNG of <paramref name="source"/> scaled to width x height (nearest pixel; a screen is larger than the answer).</summary>
        public static byte[] ScaledPng(Texture2D source, int width, int height)
        {
            var disabled = Shared.BuiltInModules.RequireImageConversion();
            if (disabled != null)
            {
                throw disabled;
            }

            var pixels = source.GetPixels();
            int sw = source.width, sh = source.height;
            var image = new Texture2D(width, height, TextureFormat.RGB24, false);
            try
            {
                for (var y = 0; y < height; y++)
                {
                    var sy = Math.Min(sh - 1, (int)((y + 0.5) * sh / height));
                    for (var x = 0; x < width; x++)
                    {
                        var sx = Math.Min(sw - 1, (int)((x + 0.5) * sw / width));
                        image.SetPixel(x, y, pixels[sy * sw + sx]);
                    }
                }

                image.Apply();
                return Shared.BuiltInModules.EncodeToPng(image);
            }
            finally
            {
                UnityEngine.Object.DestroyImmediate(image);
            }
        }

        public static byte[] RenderPng(Camera camera, int width, int height)
        {
            // Without the Image Conversion module there is no EncodeToPNG: refuse before rendering (BuiltInModules).
            var disabled = Shared.BuiltInModules.RequireImageConversion();
            if (disabled != null)
            {
                throw disabled;
            }

            var previousTarget = camera.targetTexture;
            var previousActive = RenderTexture.active;
            var target = new RenderTexture(width, height, 24);
            Texture2D image = null;
            try
            {
                camera.targetTexture = target;
                camera.Render();
                RenderTexture.active = target;
                image = new Texture2D(width, height, TextureFormat.RGB24, false);
                image.ReadPixels(new Rect(0, 0, width, height), 0, 0);
                image.Apply();
                return Shared.BuiltInModules.EncodeToPng(image);
            }
            finally
            {
                camera.targetTexture = previousTarget;
                RenderTexture.active = previousActive;
                UnityEngine.Object.DestroyImmediate(target);
                if (image != null)
                {
                    UnityEngine.Object.DestroyImmediate(image);
                }
            }
        }
    }
}
