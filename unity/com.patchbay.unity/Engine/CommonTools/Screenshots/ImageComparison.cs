using System;
using System.Collections.Generic;
using System.Globalization;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.Screenshots
{
    /// <summary>
    /// A screenshot against a stored baseline (capture_screenshot baseline, issue 47): both PNGs decoded
    /// (ImageConversion.LoadImage, UnityCsReference 2021.3.0f1 and 6000.5 Modules/ImageConversion/ScriptBindings), every
    /// pixel outside the ignored regions compared channel by channel; a pixel differs when a channel differs by more
    /// than the tolerance (0..1 of the channel's range). The answer says how many differ and, when any does, a
    /// difference image: the image faded, the differing pixels red, the ignored regions blue-tinted.
    /// </summary>
    public static class ImageComparison
    {
        public const float DefaultTolerance = 0.02f;
        public const int MaxIgnored = 32;

        /// <summary>The ignored regions ("x,y,w,h", baseline pixels from the top left), or a ToolException naming the bad one.</summary>
        public static List<RectInt> Regions(string[] specs)
        {
            var regions = new List<RectInt>();
            if (specs == null)
            {
                return regions;
            }

            if (specs.Length > MaxIgnored)
            {
                throw ToolErrors.Invalid("ignore", "at most " + MaxIgnored, specs.Length + " regions; give at most " + MaxIgnored + ".");
            }

            foreach (var spec in specs)
            {
                var parts = (spec ?? string.Empty).Split(',');
                var n = new int[4];
                var ok = parts.Length == 4;
                for (var i = 0; ok && i < 4; i++)
                {
                    ok = int.TryParse(parts[i].Trim(), NumberStyles.Integer, CultureInfo.InvariantCulture, out n[i]) && n[i] >= 0;
                }

                if (!ok || n[2] == 0 || n[3] == 0)
                {
                    throw ToolErrors.Invalid("ignore", "x,y,w,h", "ignore region '" + spec + "' is not x,y,w,h (whole pixels from the top left, width and height above 0).");
                }

                regions.Add(new RectInt(n[0], n[1], n[2], n[3]));
            }

            return regions;
        }

        /// <summary>The tolerance asked for, or a ToolException.</summary>
        public static float Tolerance(float? asked)
        {
            var tolerance = asked ?? DefaultTolerance;
            if (!(tolerance >= 0 && tolerance <= 1))
            {
                throw ToolErrors.Invalid("tolerance", "0..1", "tolerance is " + tolerance + "; give the largest channel difference that still counts as equal, 0 to 1 (0.02 by default).");
            }

            return tolerance;
        }

        /// <summary>Width and height of a PNG (its IHDR), or a ToolException when it is not one.</summary>
        public static void Size(byte[] png, string path, out int width, out int height)
        {
            if (png == null || png.Length < 24 || png[0] != 0x89 || png[1] != (byte)'P' || png[2] != (byte)'N' || png[3] != (byte)'G')
            {
                throw ToolErrors.Invalid("baseline", "a PNG file", "'" + path + "' is not a PNG image; give the .png a capture_screenshot updateBaseline wrote.");
            }

            width = (png[16] << 24) | (png[17] << 16) | (png[18] << 8) | png[19];
            height = (png[20] << 24) | (png[21] << 16) | (png[22] << 8) | png[23];
        }

#if PATCHBAY_IMAGE_CONVERSION_MODULE
        /// <summary>Compares <paramref name="actual"/> with <paramref name="baseline"/>; the answer, and a difference image when they differ.</summary>
        public static JObject Compare(byte[] baseline, byte[] actual, float tolerance, List<RectInt> ignore, string path, out byte[] diffPng)
        {
            diffPng = null;
            var a = Decode(baseline, path);
            var b = Decode(actual, "the screenshot");
            try
            {
                if (a.width != b.width || a.height != b.height)
                {
                    throw ToolErrors.State("The screenshot is " + b.width + "x" + b.height + " and the baseline '" + path + "' is " + a.width + "x" + a.height
                        + "; nothing was compared. Capture at the baseline's size (width, height), or update the baseline.");
                }

                var width = a.width;
                var height = a.height;
                var pa = a.GetPixels();
                var pb = b.GetPixels();
                var different = 0;
                var compared = 0;
                var worst = 0f;
                var marks = new Color[pa.Length];
                for (var y = 0; y < height; y++)
                {
                    // GetPixels rows go bottom up; regions are given from the top left, as images are looked at.
                    var top = height - 1 - y;
                    for (var x = 0; x < width; x++)
                    {
                        var i = y * width + x;
                        var c = pb[i];
                        if (Ignored(ignore, x, top))
                        {
                            marks[i] = new Color(c.r / 3f, c.g / 3f, Math.Min(1f, c.b / 3f + 0.47f), 1f);
                            continue;
                        }

                        compared++;
                        var delta = Math.Max(Math.Max(Math.Abs(pa[i].r - c.r), Math.Abs(pa[i].g - c.g)), Math.Max(Math.Abs(pa[i].b - c.b), Math.Abs(pa[i].a - c.a)));
                        worst = Math.Max(worst, delta);
                        if (delta > tolerance + 1e-6f)
                        {
                            different++;
                            marks[i] = new Color(1f, 0f, 0f, 1f);
                        }
                        else
                        {
                            marks[i] = new Color(c.r / 3f + 0.33f, c.g / 3f + 0.33f, c.b / 3f + 0.33f, 1f);
                        }
                    }
                }

                if (different > 0)
                {
                    var diff = new Texture2D(width, height, TextureFormat.RGBA32, false);
                    try
                    {
                        for (var y = 0; y < height; y++)
                        {
                            for (var x = 0; x < width; x++)
                            {
                                diff.SetPixel(x, y, marks[y * width + x]);
                            }
                        }

                        diff.Apply();
                        diffPng = diff.EncodeToPNG();
                    }
                    finally
                    {
                        UnityEngine.Object.DestroyImmediate(diff);
                    }
                }

                return new JObject
                {
                    { "baseline", path },
                    { "passed", different == 0 },
                    { "width", width },
                    { "height", height },
                    { "comparedPixels", compared },
                    { "differentPixels", different },
                    { "difference", compared == 0 ? 0 : Math.Round((double)different / compared, 6) },
                    { "largestChannelDelta", Math.Round(worst, 4) },
                    { "tolerance", tolerance },
                };
            }
            finally
            {
                UnityEngine.Object.DestroyImmediate(a);
                UnityEngine.Object.DestroyImmediate(b);
            }
        }

        private static Texture2D Decode(byte[] png, string what)
        {
            var texture = new Texture2D(2, 2, TextureFormat.RGBA32, false);
            if (!texture.LoadImage(png))
            {
                UnityEngine.Object.DestroyImmediate(texture);
                throw ToolErrors.Invalid("baseline", "a PNG file", what + " could not be read as a PNG image.");
            }

            return texture;
        }
#endif

        private static bool Ignored(List<RectInt> regions, int x, int y)
        {
            foreach (var r in regions)
            {
                if (x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height)
                {
                    return true;
                }
            }

            return false;
        }
    }
}
