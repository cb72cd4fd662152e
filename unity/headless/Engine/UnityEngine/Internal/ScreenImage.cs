using System;
using System.Collections.Generic;
using System.Linq;

namespace UnityEngine.Internal
{
    // The screen as the player sees it (ScreenCapture): the Game view's size (GameView), every enabled camera without a
    // targetTexture drawn in depth order (SoftwareRasterizer, each with its clear flags), then each enabled root Canvas in
    // Screen Space - Overlay, by sortingOrder, its graphics in hierarchy order on top of everything. Unity draws overlay
    // canvases after all cameras, into the screen only: "the UI element is rendered on top of the scene ... not rendered
    // by a camera" (uGUI manual, Canvas > Render Modes), so a Camera.Render into a texture never has them. A graphic is its
    // rect filled with its CanvasRenderer's colour, alpha-blended (a Text as a block, an Image without its sprite); its
    // rect is mapped through the root canvas's rect onto the screen (a scene saved by Unity keeps the root's rect as the
    // screen's size, which Unity drives). Black (the undefined back buffer) outside the end of a play-mode frame.
    internal static class ScreenImage
    {
        // Set by Lifecycle while a frame's WaitForEndOfFrame coroutines run: the frame is rendered and not yet presented.
        internal static bool AtEndOfFrame;

        internal static Texture Capture(int superSize)
        {
            var scale = Math.Max(1, superSize);
            var screen = new RenderTexture(GameView.Width * scale, GameView.Height * scale, 24);
            if (!AtEndOfFrame || !Application.isPlaying)
            {
                for (var i = 0; i < screen.Pixels.Length; i++) screen.Pixels[i] = Color.black;
                return screen;
            }

            Fill(screen, Color.black);
            var cameras = ObjectRegistry.SceneObjects(typeof(Camera), false).Cast<Camera>()
                .Where(c => c.isActiveAndEnabled && c.targetTexture == null).OrderBy(c => c.depth).ToList();
            foreach (var camera in cameras) SoftwareRasterizer.Render(camera, screen);
            var canvases = ObjectRegistry.SceneObjects(typeof(Canvas), false).Cast<Canvas>()
                .Where(c => c.isActiveAndEnabled && c.isRootCanvas && c.renderMode == RenderMode.ScreenSpaceOverlay)
                .OrderBy(c => c.sortingOrder).ToList();
            foreach (var canvas in canvases) DrawCanvas(canvas, screen);
            return screen;
        }

        static void Fill(RenderTexture target, Color color)
        {
            if (target.Depth == null || target.Depth.Length != target.Pixels.Length) target.Depth = new float[target.Pixels.Length];
            for (var i = 0; i < target.Pixels.Length; i++)
            {
                target.Pixels[i] = color;
                target.Depth[i] = float.PositiveInfinity;
            }
        }

        static void DrawCanvas(Canvas canvas, RenderTexture screen)
        {
            var root = canvas.transform as RectTransform;
            if (root == null) return;
            var rootRect = root.rect;
            if (rootRect.width <= 0f || rootRect.height <= 0f) return;
            var corners = new Vector3[4];
            foreach (var renderer in InHierarchyOrder(canvas.transform))
            {
                if (!renderer.HasGeometry || renderer.cull) continue;
                var rect = renderer.transform as RectTransform;
                if (rect == null) continue;
                var color = renderer.GetColor();
                if (color.a <= 0f) continue;
                rect.GetWorldCorners(corners);
                float xMin = float.MaxValue, yMin = float.MaxValue, xMax = float.MinValue, yMax = float.MinValue;
                foreach (var corner in corners)
                {
                    var local = root.InverseTransformPoint(corner);
                    var u = (local.x - rootRect.xMin) / rootRect.width;
                    var v = (local.y - rootRect.yMin) / rootRect.height;
                    xMin = Math.Min(xMin, u); xMax = Math.Max(xMax, u);
                    yMin = Math.Min(yMin, v); yMax = Math.Max(yMax, v);
                }
                Blend(screen, xMin, yMin, xMax, yMax, color);
            }
        }

        // Depth first, parents before children (what uGUI draws later is on top).
        static IEnumerable<CanvasRenderer> InHierarchyOrder(Transform transform)
        {
            if (!transform.gameObject.activeInHierarchy) yield break;
            var own = transform.GetComponent<CanvasRenderer>();
            if (own != null) yield return own;
            for (var i = 0; i < transform.childCount; i++)
                foreach (var child in InHierarchyOrder(transform.GetChild(i))) yield return child;
        }

        static void Blend(RenderTexture screen, float u0, float v0, float u1, float v1, Color color)
        {
            int w = screen.Width, h = screen.Height;
            var x0 = Math.Max(0, (int)Math.Round(u0 * w));
            var x1 = Math.Min(w, (int)Math.Round(u1 * w));
            var y0 = Math.Max(0, (int)Math.Round(v0 * h));
            var y1 = Math.Min(h, (int)Math.Round(v1 * h));
            var a = Math.Min(1f, color.a);
            for (var y = y0; y < y1; y++)
            {
                for (var x = x0; x < x1; x++)
                {
                    var i = y * w + x;
                    var under = screen.Pixels[i];
                    screen.Pixels[i] = new Color(under.r + (color.r - under.r) * a, under.g + (color.g - under.g) * a, under.b + (color.b - under.b) * a, 1f);
                }
            }
        }
    }
}
