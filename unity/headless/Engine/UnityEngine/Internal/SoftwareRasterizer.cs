using System;
using System.Collections.Generic;
using System.Linq;

namespace UnityEngine.Internal
{
    // What Camera.Render() draws in the headless editor: every enabled MeshRenderer with a mesh in the
    // loaded scenes, as flat-shaded triangles with a z-buffer, in the renderer's first material colour
    // (_BaseColor, else _Color). Lit by the first directional Light's direction (Unity's default sun
    // when there is none) with a fixed ambient term, so a pixel's colour depends only on the scene.
    // Camera space is Unity's: +z forward from the camera, y up; triangles crossing the near plane
    // are clipped against it.
    internal static class SoftwareRasterizer
    {
        // The stand-in's skybox: a fixed colour near Unity's default procedural sky at the horizon.
        internal static readonly Color SkyboxColor = new Color(0.55f, 0.65f, 0.8f, 1f);
        const float Ambient = 0.45f;

        public static void Render(Camera camera, RenderTexture target)
        {
            int w = target.Width, h = target.Height;
            if (w <= 0 || h <= 0) return;
            if (target.Depth == null || target.Depth.Length != w * h) target.Depth = new float[w * h];
            switch (camera.clearFlags)
            {
                case CameraClearFlags.Skybox:
                    Fill(target, SkyboxColor);
                    break;
                case CameraClearFlags.SolidColor:
                    Fill(target, camera.backgroundColor);
                    break;
                case CameraClearFlags.Depth:
                    for (var i = 0; i < target.Depth.Length; i++) target.Depth[i] = float.PositiveInfinity;
                    break;
            }

            var view = new View(camera, w, h);
            var light = LightDirection();
            foreach (var renderer in ObjectRegistry.SceneObjects(typeof(MeshRenderer), false).Cast<MeshRenderer>())
            {
                if (!renderer.enabled) continue;
                var filter = renderer.GetComponent<MeshFilter>();
                var mesh = filter != null ? filter.sharedMesh : null;
                if (mesh == null) continue;
                var color = ColorOf(renderer.sharedMaterial);
                var vertices = mesh.vertices;
                var triangles = mesh.triangles;
                var t = renderer.transform;
                var world = new Vector3[vertices.Length];
                for (var i = 0; i < vertices.Length; i++) world[i] = t.TransformPoint(vertices[i]);
                for (var i = 0; i + 2 < triangles.Length; i += 3)
                {
                    Vector3 a = world[triangles[i]], b = world[triangles[i + 1]], c = world[triangles[i + 2]];
                    var normal = Vector3.Cross(b - a, c - a).normalized;
                    var shade = Ambient + (1f - Ambient) * Math.Abs(Vector3.Dot(normal, light));
                    var lit = new Color(color.r * shade, color.g * shade, color.b * shade, 1f);
                    DrawTriangle(target, view, view.ToCamera(a), view.ToCamera(b), view.ToCamera(c), lit);
                }
            }
        }

        internal static Color ColorOf(Material material)
        {
            if (material == null) return new Color(1f, 0f, 1f, 1f); // Unity's missing-material magenta
            if (material.HasProperty("_BaseColor")) return material.GetColor("_BaseColor");
            if (material.HasProperty("_Color")) return material.GetColor("_Color");
            return Color.white;
        }

        static Vector3 LightDirection()
        {
            var sun = ObjectRegistry.SceneObjects(typeof(Light), false).Cast<Light>()
                .FirstOrDefault(l => l.enabled && l.type == LightType.Directional);
            var rotation = sun != null ? sun.transform.rotation : Quaternion.Euler(50f, -30f, 0f);
            return (rotation * Vector3.forward).normalized;
        }

        static void Fill(RenderTexture target, Color color)
        {
            for (var i = 0; i < target.Pixels.Length; i++)
            {
                target.Pixels[i] = color;
                target.Depth[i] = float.PositiveInfinity;
            }
        }

        static void DrawTriangle(RenderTexture target, View view, Vector3 a, Vector3 b, Vector3 c, Color color)
        {
            var polygon = ClipNear(new List<Vector3> { a, b, c }, view.Near);
            if (polygon.Count < 3) return;
            var screen = new List<Vector3>(polygon.Count);
            foreach (var p in polygon) screen.Add(view.ToScreen(p));

            for (var i = 1; i + 1 < screen.Count; i++) Fill(target, screen[0], screen[i], screen[i + 1], color, view.Far);
        }

        // Sutherland-Hodgman against z = near.
        static List<Vector3> ClipNear(List<Vector3> polygon, float near)
        {
            var result = new List<Vector3>(4);
            for (var i = 0; i < polygon.Count; i++)
            {
                var current = polygon[i];
                var next = polygon[(i + 1) % polygon.Count];
                bool inCurrent = current.z >= near, inNext = next.z >= near;
                if (inCurrent) result.Add(current);
                if (inCurrent != inNext)
                {
                    var t = (near - current.z) / (next.z - current.z);
                    result.Add(current + (next - current) * t);
                }
            }

            return result;
        }

        // Screen points: x, y in pixels (y up, as texture rows), z the camera-space depth.
        static void Fill(RenderTexture target, Vector3 a, Vector3 b, Vector3 c, Color color, float far)
        {
            int w = target.Width, h = target.Height;
            var area = Edge(a, b, c);
            if (Math.Abs(area) < 1e-9f) return;
            var minX = Math.Max(0, (int)Math.Floor(Math.Min(a.x, Math.Min(b.x, c.x))));
            var maxX = Math.Min(w - 1, (int)Math.Ceiling(Math.Max(a.x, Math.Max(b.x, c.x))));
            var minY = Math.Max(0, (int)Math.Floor(Math.Min(a.y, Math.Min(b.y, c.y))));
            var maxY = Math.Min(h - 1, (int)Math.Ceiling(Math.Max(a.y, Math.Max(b.y, c.y))));
            for (var y = minY; y <= maxY; y++)
            {
                for (var x = minX; x <= maxX; x++)
                {
                    var p = new Vector3(x + 0.5f, y + 0.5f, 0f);
                    float w0 = Edge(b, c, p) / area, w1 = Edge(c, a, p) / area, w2 = Edge(a, b, p) / area;
                    if (w0 < 0f || w1 < 0f || w2 < 0f) continue;
                    var z = w0 * a.z + w1 * b.z + w2 * c.z;
                    if (z > far) continue;
                    var index = y * w + x;
                    if (z >= target.Depth[index]) continue;
                    target.Depth[index] = z;
                    target.Pixels[index] = color;
                }
            }
        }

        static float Edge(Vector3 a, Vector3 b, Vector3 p)
        {
            return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
        }

        sealed class View
        {
            readonly Vector3 _position;
            readonly Quaternion _inverseRotation;
            readonly float _halfHeight;
            readonly float _aspect;
            readonly int _width;
            readonly int _height;

            public View(Camera camera, int width, int height)
            {
                _position = camera.transform.position;
                _inverseRotation = Quaternion.Inverse(camera.transform.rotation);
                _width = width;
                _height = height;
                _aspect = camera.aspect;
                Orthographic = camera.orthographic;
                Near = Orthographic ? camera.nearClipPlane : Math.Max(1e-4f, camera.nearClipPlane);
                Far = camera.farClipPlane;
                _halfHeight = Orthographic ? camera.orthographicSize : (float)Math.Tan(camera.fieldOfView * Math.PI / 360.0);
            }

            public bool Orthographic { get; private set; }
            public float Near { get; private set; }
            public float Far { get; private set; }

            public Vector3 ToCamera(Vector3 world)
            {
                return _inverseRotation * (world - _position);
            }

            public Vector3 ToScreen(Vector3 p)
            {
                var scale = Orthographic ? 1f : 1f / p.z;
                var ndcX = p.x * scale / (_halfHeight * _aspect);
                var ndcY = p.y * scale / _halfHeight;
                return new Vector3((ndcX + 1f) * 0.5f * _width, (ndcY + 1f) * 0.5f * _height, p.z);
            }
        }
    }
}
