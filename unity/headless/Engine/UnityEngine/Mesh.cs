using System.Collections.Generic;
using UnityEngine.Internal;

namespace UnityEngine
{
    public sealed class Mesh : Object
    {
        static readonly Dictionary<string, Mesh> _builtins = new Dictionary<string, Mesh>();
        [SerializeField] Vector3[] m_Vertices = new Vector3[0];
        [SerializeField] int[] m_Triangles = new int[0];

        public Mesh() { }

        public Vector3[] vertices { get { return (Vector3[])m_Vertices.Clone(); } set { m_Vertices = value ?? new Vector3[0]; } }
        // Assigning triangles recalculates the bounds, as Unity documents for Mesh.triangles.
        public int[] triangles { get { return (int[])m_Triangles.Clone(); } set { m_Triangles = value ?? new int[0]; _bounds = null; } }
        public int vertexCount { get { return m_Vertices.Length; } }

        // Settable, as Unity's (UnityCsReference 2021.3.0f1, 6000.5.2f1 Runtime/Export/Graphics/Mesh.bindings.cs): a set
        // value holds until the triangles are assigned, the mesh is cleared or RecalculateBounds is called; until then
        // the bounds are the vertices' box.
        Bounds? _bounds;

        public Bounds bounds
        {
            get
            {
                if (_bounds.HasValue) return _bounds.Value;
                if (m_Vertices.Length == 0) return new Bounds(Vector3.zero, Vector3.zero);
                var b = new Bounds(m_Vertices[0], Vector3.zero);
                foreach (var v in m_Vertices) b.Encapsulate(v);
                return b;
            }
            set { _bounds = value; }
        }

        public void Clear() { m_Vertices = new Vector3[0]; m_Triangles = new int[0]; _bounds = null; }
        public void RecalculateBounds() { _bounds = null; }
        public void RecalculateNormals() { }

        internal static Mesh Builtin(string name)
        {
            lock (_builtins)
            {
                Mesh mesh;
                if (!_builtins.TryGetValue(name, out mesh) || !IsAlive(mesh))
                {
                    mesh = new Mesh { _name = name, BuiltinName = name };
                    Vector3[] vertices;
                    int[] triangles;
                    BuiltinMeshes.Build(name, out vertices, out triangles);
                    mesh.m_Vertices = vertices;
                    mesh.m_Triangles = triangles;
                    _builtins[name] = mesh;
                }
                return mesh;
            }
        }
    }
}
