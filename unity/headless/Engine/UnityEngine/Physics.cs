namespace UnityEngine
{
    // UnityEngine.Physics: the queries gameplay scripts use, with Unity's signatures and constants
    // (UnityCsReference 2021.3.0f1 Dynamics.bindings.cs, 6000.5 Physics.bindings.cs). The headless editor
    // has no physics scene: every query answers "nothing there" (false, no hit, empty arrays), so scripts
    // compile and run; behaviour that depends on collisions needs a real Unity.
    public partial class Physics
    {
        public const int IgnoreRaycastLayer = 1 << 2;
        public const int DefaultRaycastLayers = ~IgnoreRaycastLayer;
        public const int AllLayers = ~0;

        static Vector3 s_Gravity = new Vector3(0f, -9.81f, 0f);

        public static Vector3 gravity { get { return s_Gravity; } set { s_Gravity = value; } }

        public static bool Raycast(Vector3 origin, Vector3 direction, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return false; }
        public static bool Raycast(Vector3 origin, Vector3 direction, float maxDistance, int layerMask) { return false; }
        public static bool Raycast(Vector3 origin, Vector3 direction, float maxDistance) { return false; }
        public static bool Raycast(Vector3 origin, Vector3 direction) { return false; }

        public static bool Raycast(Vector3 origin, Vector3 direction, out RaycastHit hitInfo, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return Miss(out hitInfo); }
        public static bool Raycast(Vector3 origin, Vector3 direction, out RaycastHit hitInfo, float maxDistance, int layerMask) { return Miss(out hitInfo); }
        public static bool Raycast(Vector3 origin, Vector3 direction, out RaycastHit hitInfo, float maxDistance) { return Miss(out hitInfo); }
        public static bool Raycast(Vector3 origin, Vector3 direction, out RaycastHit hitInfo) { return Miss(out hitInfo); }

        public static bool Raycast(Ray ray, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return false; }
        public static bool Raycast(Ray ray, float maxDistance, int layerMask) { return false; }
        public static bool Raycast(Ray ray, float maxDistance) { return false; }
        public static bool Raycast(Ray ray) { return false; }

        public static bool Raycast(Ray ray, out RaycastHit hitInfo, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return Miss(out hitInfo); }
        public static bool Raycast(Ray ray, out RaycastHit hitInfo, float maxDistance, int layerMask) { return Miss(out hitInfo); }
        public static bool Raycast(Ray ray, out RaycastHit hitInfo, float maxDistance) { return Miss(out hitInfo); }
        public static bool Raycast(Ray ray, out RaycastHit hitInfo) { return Miss(out hitInfo); }

        public static RaycastHit[] RaycastAll(Vector3 origin, Vector3 direction, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return new RaycastHit[0]; }
        public static RaycastHit[] RaycastAll(Vector3 origin, Vector3 direction, float maxDistance, int layerMask) { return new RaycastHit[0]; }
        public static RaycastHit[] RaycastAll(Vector3 origin, Vector3 direction, float maxDistance) { return new RaycastHit[0]; }
        public static RaycastHit[] RaycastAll(Vector3 origin, Vector3 direction) { return new RaycastHit[0]; }
        public static RaycastHit[] RaycastAll(Ray ray, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return new RaycastHit[0]; }
        public static RaycastHit[] RaycastAll(Ray ray, float maxDistance, int layerMask) { return new RaycastHit[0]; }
        public static RaycastHit[] RaycastAll(Ray ray, float maxDistance) { return new RaycastHit[0]; }
        public static RaycastHit[] RaycastAll(Ray ray) { return new RaycastHit[0]; }

        public static bool Linecast(Vector3 start, Vector3 end, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return false; }
        public static bool Linecast(Vector3 start, Vector3 end, int layerMask) { return false; }
        public static bool Linecast(Vector3 start, Vector3 end) { return false; }
        public static bool Linecast(Vector3 start, Vector3 end, out RaycastHit hitInfo, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return Miss(out hitInfo); }
        public static bool Linecast(Vector3 start, Vector3 end, out RaycastHit hitInfo, int layerMask) { return Miss(out hitInfo); }
        public static bool Linecast(Vector3 start, Vector3 end, out RaycastHit hitInfo) { return Miss(out hitInfo); }

        public static bool SphereCast(Vector3 origin, float radius, Vector3 direction, out RaycastHit hitInfo, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return Miss(out hitInfo); }
        public static bool SphereCast(Vector3 origin, float radius, Vector3 direction, out RaycastHit hitInfo, float maxDistance, int layerMask) { return Miss(out hitInfo); }
        public static bool SphereCast(Vector3 origin, float radius, Vector3 direction, out RaycastHit hitInfo, float maxDistance) { return Miss(out hitInfo); }
        public static bool SphereCast(Vector3 origin, float radius, Vector3 direction, out RaycastHit hitInfo) { return Miss(out hitInfo); }

        public static Collider[] OverlapSphere(Vector3 position, float radius, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return new Collider[0]; }
        public static Collider[] OverlapSphere(Vector3 position, float radius, int layerMask) { return new Collider[0]; }
        public static Collider[] OverlapSphere(Vector3 position, float radius) { return new Collider[0]; }

        public static bool CheckSphere(Vector3 position, float radius, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return false; }
        public static bool CheckSphere(Vector3 position, float radius, int layerMask) { return false; }
        public static bool CheckSphere(Vector3 position, float radius) { return false; }

        static bool Miss(out RaycastHit hitInfo)
        {
            hitInfo = default(RaycastHit);
            return false;
        }
    }
}
