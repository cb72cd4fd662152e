namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Runtime/Export/Gizmos/Gizmos.bindings.cs and Gizmos.cs (the members physics and 2D scripts
    // call from OnDrawGizmos/OnDrawGizmosSelected). The headless editor has no Scene view to draw them in and never calls
    // those messages; color is kept. Not here yet: matrix (no Matrix4x4 in the stand-in), exposure, probeSize, DrawMesh,
    // DrawWireMesh, DrawGUITexture.
    public sealed class Gizmos
    {
        public static Color color { get; set; } = Color.white;

        public static void DrawLine(Vector3 from, Vector3 to) { }
        public static void DrawWireSphere(Vector3 center, float radius) { }
        public static void DrawSphere(Vector3 center, float radius) { }
        public static void DrawWireCube(Vector3 center, Vector3 size) { }
        public static void DrawCube(Vector3 center, Vector3 size) { }
        public static void DrawRay(Ray r) { }
        public static void DrawRay(Vector3 from, Vector3 direction) { }
        public static void DrawIcon(Vector3 center, string name) { }
        public static void DrawIcon(Vector3 center, string name, bool allowScaling) { }
        public static void DrawIcon(Vector3 center, string name, bool allowScaling, Color tint) { }
        public static void DrawFrustum(Vector3 center, float fov, float maxRange, float minRange, float aspect) { }
    }
}
