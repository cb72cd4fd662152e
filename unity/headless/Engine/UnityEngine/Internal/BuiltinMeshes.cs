using System;
using System.Collections.Generic;

namespace UnityEngine.Internal
{
    // Geometry of Unity's built-in primitive meshes, at Unity's sizes: Cube 1x1x1, Sphere diameter 1,
    // Capsule and Cylinder 1 wide and 2 tall, Plane 10x10 in XZ, Quad 1x1 in XY. Coarser than Unity's
    // (fewer segments); the software rasteriser draws both sides, so winding is not relied on.
    internal static class BuiltinMeshes
    {
        const int Segments = 16;
        const int Rings = 8;

        public static void Build(string name, out Vector3[] vertices, out int[] triangles)
        {
            var v = new List<Vector3>();
            var t = new List<int>();
            switch (name)
            {
                case "Cube":
                    Quad(v, t, new Vector3(0, 0, -0.5f), Vector3.right, Vector3.up);
                    Quad(v, t, new Vector3(0, 0, 0.5f), Vector3.left, Vector3.up);
                    Quad(v, t, new Vector3(-0.5f, 0, 0), Vector3.back, Vector3.up);
                    Quad(v, t, new Vector3(0.5f, 0, 0), Vector3.forward, Vector3.up);
                    Quad(v, t, new Vector3(0, 0.5f, 0), Vector3.right, Vector3.forward);
                    Quad(v, t, new Vector3(0, -0.5f, 0), Vector3.right, Vector3.back);
                    break;
                case "Plane":
                    Quad(v, t, Vector3.zero, Vector3.right * 10f, Vector3.forward * 10f);
                    break;
                case "Quad":
                    Quad(v, t, Vector3.zero, Vector3.right, Vector3.up);
                    break;
                case "Sphere":
                    Round(v, t, 0.5f, 0f, 0f);
                    break;
                case "Capsule":
                    Round(v, t, 0.5f, 0.5f, 0f);
                    break;
                case "Cylinder":
                    Round(v, t, 0.5f, 0f, 1f);
                    break;
            }

            vertices = v.ToArray();
            triangles = t.ToArray();
        }

        // A quad centred on c; right and up are its full sides.
        static void Quad(List<Vector3> v, List<int> t, Vector3 c, Vector3 right, Vector3 up)
        {
            var first = v.Count;
            v.Add(c - right * 0.5f - up * 0.5f);
            v.Add(c - right * 0.5f + up * 0.5f);
            v.Add(c + right * 0.5f + up * 0.5f);
            v.Add(c + right * 0.5f - up * 0.5f);
            t.AddRange(new[] { first, first + 1, first + 2, first, first + 2, first + 3 });
        }

        // A sphere of the given radius whose upper and lower halves are pushed apart by stretch (a
        // capsule), or, with cylinder = 1, a cylinder of half-height 1 with flat caps.
        static void Round(List<Vector3> v, List<int> t, float radius, float stretch, float cylinder)
        {
            var first = v.Count;
            for (var ring = 0; ring <= Rings; ring++)
            {
                var theta = Math.PI * ring / Rings;
                var y = (float)Math.Cos(theta) * radius;
                var r = (float)Math.Sin(theta) * radius;
                if (cylinder > 0f)
                {
                    y = ring == 0 || ring == 1 ? 1f : ring == Rings || ring == Rings - 1 ? -1f : 1f - 2f * (ring - 1) / (Rings - 2);
                    r = ring == 0 || ring == Rings ? 0f : radius;
                }
                else
                {
                    y += y > 0 ? stretch : y < 0 ? -stretch : 0f;
                }

                for (var s = 0; s < Segments; s++)
                {
                    var phi = 2 * Math.PI * s / Segments;
                    v.Add(new Vector3(r * (float)Math.Cos(phi), y, r * (float)Math.Sin(phi)));
                }
            }

            for (var ring = 0; ring < Rings; ring++)
            {
                for (var s = 0; s < Segments; s++)
                {
                    int a = first + ring * Segments + s, b = first + ring * Segments + (s + 1) % Segments;
                    int c = a + Segments, d = b + Segments;
                    t.AddRange(new[] { a, b, d, a, d, c });
                }
            }
        }
    }
}
