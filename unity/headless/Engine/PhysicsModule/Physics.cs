using System;
using System.Linq;
using UnityEngine.Internal;

namespace UnityEngine
{
    // UnityEngine.Physics with Unity's signatures (UnityCsReference 2021.3.0f1 Modules/Physics/ScriptBindings/
    // Dynamics.bindings.cs, 6000.5.0f1 Physics.bindings.cs and Physics.deprecated.cs). Queries test the scene's active,
    // enabled colliders as the shapes of Internal/PhysicsGeometry (what is approximate is listed there): layer masks by
    // the game object's layer, triggers by QueryTriggerInteraction (UseGlobal: queriesHitTriggers), no hit for a shape
    // the ray starts inside, as in Unity. RaycastAll answers in no promised order, as Unity's; the headless editor
    // sorts by distance. The step and the messages are Internal/PhysicsWorld.
    public partial class Physics
    {
        public const int IgnoreRaycastLayer = 1 << 2;
        public const int DefaultRaycastLayers = ~IgnoreRaycastLayer;
        public const int AllLayers = ~0;

        static Vector3 s_Gravity = new Vector3(0f, -9.81f, 0f);

        public static Vector3 gravity { get { return s_Gravity; } set { s_Gravity = value; } }
        public static float defaultContactOffset { get; set; } = 0.01f;
        public static float sleepThreshold { get; set; } = 0.005f;
        public static bool queriesHitTriggers { get; set; } = true;
        public static bool queriesHitBackfaces { get; set; }
        public static float bounceThreshold { get; set; } = 2f;
        public static float defaultMaxDepenetrationVelocity { get; set; } = 10f;
        public static int defaultSolverIterations { get; set; } = 6;
        public static int defaultSolverVelocityIterations { get; set; } = 1;
        public static bool reuseCollisionCallbacks { get; set; } = true;
        public static void SyncTransforms() { }

#if UNITY_2022_2_OR_NEWER
        public static SimulationMode simulationMode { get; set; }
        [Obsolete("Physics.autoSimulation has been replaced by Physics.simulationMode", false)]
        public static bool autoSimulation
        {
            get { return simulationMode != SimulationMode.Script; }
            set { simulationMode = value ? SimulationMode.FixedUpdate : SimulationMode.Script; }
        }
#if UNITY_6000_3_OR_NEWER
        [Obsolete("Physics.autoSyncTransforms has been deprecated please use Physics.SyncTransforms instead to manually sync physics transforms when required.", false)]
#endif
        public static bool autoSyncTransforms { get; set; }
        internal static bool SimulatesOnFixedStep { get { return simulationMode == SimulationMode.FixedUpdate; } }

        public static void Simulate(float step)
        {
            if (simulationMode != SimulationMode.Script)
            {
                Debug.LogWarning("Physics.Simulate(...) was called but simulation mode is not set to Script. You should set simulation mode to Script first before calling this function therefore the simulation was not run.");
                return;
            }
            PhysicsWorld.Step(step);
        }
#else
        public static bool autoSimulation { get; set; } = true;
        public static bool autoSyncTransforms { get; set; }
        internal static bool SimulatesOnFixedStep { get { return autoSimulation; } }

        public static void Simulate(float step)
        {
            if (autoSimulation)
            {
                Debug.LogWarning("Physics.Simulate(...) was called but auto simulation is active. You should disable auto simulation first before calling this function therefore the simulation was not run.");
                return;
            }
            PhysicsWorld.Step(step);
        }
#endif

        public static void IgnoreCollision(Collider collider1, Collider collider2, bool ignore) { PhysicsWorld.IgnorePair(collider1, collider2, ignore); }
        public static void IgnoreCollision(Collider collider1, Collider collider2) { IgnoreCollision(collider1, collider2, true); }
        public static bool GetIgnoreCollision(Collider collider1, Collider collider2) { return PhysicsWorld.IsPairIgnored(collider1, collider2); }
        public static void IgnoreLayerCollision(int layer1, int layer2, bool ignore) { PhysicsWorld.IgnoreLayers(layer1, layer2, ignore); }
        public static void IgnoreLayerCollision(int layer1, int layer2) { IgnoreLayerCollision(layer1, layer2, true); }
        public static bool GetIgnoreLayerCollision(int layer1, int layer2) { return PhysicsWorld.AreLayersIgnored(layer1, layer2); }

        public static Vector3 ClosestPoint(Vector3 point, Collider collider, Vector3 position, Quaternion rotation)
        {
            // The collider as if placed at position/rotation: the point is taken into its present pose and back.
            var t = collider.transform;
            var inPose = t.position + t.rotation * (Quaternion.Inverse(rotation) * (point - position));
            return position + rotation * (Quaternion.Inverse(t.rotation) * (collider.ClosestPoint(inPose) - t.position));
        }

        public static bool Raycast(Vector3 origin, Vector3 direction, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { RaycastHit h; return PhysicsWorld.First(origin, direction, 0f, maxDistance, layerMask, queryTriggerInteraction, out h); }
        public static bool Raycast(Vector3 origin, Vector3 direction, float maxDistance, int layerMask) { RaycastHit h; return PhysicsWorld.First(origin, direction, 0f, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal, out h); }
        public static bool Raycast(Vector3 origin, Vector3 direction, float maxDistance) { RaycastHit h; return PhysicsWorld.First(origin, direction, 0f, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal, out h); }
        public static bool Raycast(Vector3 origin, Vector3 direction) { RaycastHit h; return PhysicsWorld.First(origin, direction, 0f, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal, out h); }
        public static bool Raycast(Vector3 origin, Vector3 direction, out RaycastHit hitInfo, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.First(origin, direction, 0f, maxDistance, layerMask, queryTriggerInteraction, out hitInfo); }
        public static bool Raycast(Vector3 origin, Vector3 direction, out RaycastHit hitInfo, float maxDistance, int layerMask) { return PhysicsWorld.First(origin, direction, 0f, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal, out hitInfo); }
        public static bool Raycast(Vector3 origin, Vector3 direction, out RaycastHit hitInfo, float maxDistance) { return PhysicsWorld.First(origin, direction, 0f, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal, out hitInfo); }
        public static bool Raycast(Vector3 origin, Vector3 direction, out RaycastHit hitInfo) { return PhysicsWorld.First(origin, direction, 0f, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal, out hitInfo); }
        public static bool Raycast(Ray ray, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { RaycastHit h; return PhysicsWorld.First(ray.origin, ray.direction, 0f, maxDistance, layerMask, queryTriggerInteraction, out h); }
        public static bool Raycast(Ray ray, float maxDistance, int layerMask) { RaycastHit h; return PhysicsWorld.First(ray.origin, ray.direction, 0f, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal, out h); }
        public static bool Raycast(Ray ray, float maxDistance) { RaycastHit h; return PhysicsWorld.First(ray.origin, ray.direction, 0f, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal, out h); }
        public static bool Raycast(Ray ray) { RaycastHit h; return PhysicsWorld.First(ray.origin, ray.direction, 0f, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal, out h); }
        public static bool Raycast(Ray ray, out RaycastHit hitInfo, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.First(ray.origin, ray.direction, 0f, maxDistance, layerMask, queryTriggerInteraction, out hitInfo); }
        public static bool Raycast(Ray ray, out RaycastHit hitInfo, float maxDistance, int layerMask) { return PhysicsWorld.First(ray.origin, ray.direction, 0f, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal, out hitInfo); }
        public static bool Raycast(Ray ray, out RaycastHit hitInfo, float maxDistance) { return PhysicsWorld.First(ray.origin, ray.direction, 0f, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal, out hitInfo); }
        public static bool Raycast(Ray ray, out RaycastHit hitInfo) { return PhysicsWorld.First(ray.origin, ray.direction, 0f, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal, out hitInfo); }
        public static RaycastHit[] RaycastAll(Vector3 origin, Vector3 direction, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.All(origin, direction, 0f, maxDistance, layerMask, queryTriggerInteraction).ToArray(); }
        public static RaycastHit[] RaycastAll(Vector3 origin, Vector3 direction, float maxDistance, int layerMask) { return PhysicsWorld.All(origin, direction, 0f, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static RaycastHit[] RaycastAll(Vector3 origin, Vector3 direction, float maxDistance) { return PhysicsWorld.All(origin, direction, 0f, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static RaycastHit[] RaycastAll(Vector3 origin, Vector3 direction) { return PhysicsWorld.All(origin, direction, 0f, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static RaycastHit[] RaycastAll(Ray ray, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.All(ray.origin, ray.direction, 0f, maxDistance, layerMask, queryTriggerInteraction).ToArray(); }
        public static RaycastHit[] RaycastAll(Ray ray, float maxDistance, int layerMask) { return PhysicsWorld.All(ray.origin, ray.direction, 0f, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static RaycastHit[] RaycastAll(Ray ray, float maxDistance) { return PhysicsWorld.All(ray.origin, ray.direction, 0f, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static RaycastHit[] RaycastAll(Ray ray) { return PhysicsWorld.All(ray.origin, ray.direction, 0f, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static int RaycastNonAlloc(Ray ray, RaycastHit[] results, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return NonAllocResults.Fill(PhysicsWorld.All(ray.origin, ray.direction, 0f, maxDistance, layerMask, queryTriggerInteraction), results); }
        public static int RaycastNonAlloc(Ray ray, RaycastHit[] results, float maxDistance, int layerMask) { return NonAllocResults.Fill(PhysicsWorld.All(ray.origin, ray.direction, 0f, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal), results); }
        public static int RaycastNonAlloc(Ray ray, RaycastHit[] results, float maxDistance) { return NonAllocResults.Fill(PhysicsWorld.All(ray.origin, ray.direction, 0f, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal), results); }
        public static int RaycastNonAlloc(Ray ray, RaycastHit[] results) { return NonAllocResults.Fill(PhysicsWorld.All(ray.origin, ray.direction, 0f, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal), results); }
        public static int RaycastNonAlloc(Vector3 origin, Vector3 direction, RaycastHit[] results, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return NonAllocResults.Fill(PhysicsWorld.All(origin, direction, 0f, maxDistance, layerMask, queryTriggerInteraction), results); }
        public static int RaycastNonAlloc(Vector3 origin, Vector3 direction, RaycastHit[] results, float maxDistance, int layerMask) { return NonAllocResults.Fill(PhysicsWorld.All(origin, direction, 0f, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal), results); }
        public static int RaycastNonAlloc(Vector3 origin, Vector3 direction, RaycastHit[] results, float maxDistance) { return NonAllocResults.Fill(PhysicsWorld.All(origin, direction, 0f, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal), results); }
        public static int RaycastNonAlloc(Vector3 origin, Vector3 direction, RaycastHit[] results) { return NonAllocResults.Fill(PhysicsWorld.All(origin, direction, 0f, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal), results); }
        public static bool Linecast(Vector3 start, Vector3 end, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { RaycastHit h; return PhysicsWorld.First(start, end - start, 0f, (end - start).magnitude, layerMask, queryTriggerInteraction, out h); }
        public static bool Linecast(Vector3 start, Vector3 end, int layerMask) { RaycastHit h; return PhysicsWorld.First(start, end - start, 0f, (end - start).magnitude, layerMask, QueryTriggerInteraction.UseGlobal, out h); }
        public static bool Linecast(Vector3 start, Vector3 end) { RaycastHit h; return PhysicsWorld.First(start, end - start, 0f, (end - start).magnitude, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal, out h); }
        public static bool Linecast(Vector3 start, Vector3 end, out RaycastHit hitInfo, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.First(start, end - start, 0f, (end - start).magnitude, layerMask, queryTriggerInteraction, out hitInfo); }
        public static bool Linecast(Vector3 start, Vector3 end, out RaycastHit hitInfo, int layerMask) { return PhysicsWorld.First(start, end - start, 0f, (end - start).magnitude, layerMask, QueryTriggerInteraction.UseGlobal, out hitInfo); }
        public static bool Linecast(Vector3 start, Vector3 end, out RaycastHit hitInfo) { return PhysicsWorld.First(start, end - start, 0f, (end - start).magnitude, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal, out hitInfo); }
        public static bool SphereCast(Vector3 origin, float radius, Vector3 direction, out RaycastHit hitInfo, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.First(origin, direction, radius, maxDistance, layerMask, queryTriggerInteraction, out hitInfo); }
        public static bool SphereCast(Vector3 origin, float radius, Vector3 direction, out RaycastHit hitInfo, float maxDistance, int layerMask) { return PhysicsWorld.First(origin, direction, radius, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal, out hitInfo); }
        public static bool SphereCast(Vector3 origin, float radius, Vector3 direction, out RaycastHit hitInfo, float maxDistance) { return PhysicsWorld.First(origin, direction, radius, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal, out hitInfo); }
        public static bool SphereCast(Vector3 origin, float radius, Vector3 direction, out RaycastHit hitInfo) { return PhysicsWorld.First(origin, direction, radius, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal, out hitInfo); }
        public static bool SphereCast(Ray ray, float radius, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { RaycastHit h; return PhysicsWorld.First(ray.origin, ray.direction, radius, maxDistance, layerMask, queryTriggerInteraction, out h); }
        public static bool SphereCast(Ray ray, float radius, float maxDistance, int layerMask) { RaycastHit h; return PhysicsWorld.First(ray.origin, ray.direction, radius, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal, out h); }
        public static bool SphereCast(Ray ray, float radius, float maxDistance) { RaycastHit h; return PhysicsWorld.First(ray.origin, ray.direction, radius, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal, out h); }
        public static bool SphereCast(Ray ray, float radius) { RaycastHit h; return PhysicsWorld.First(ray.origin, ray.direction, radius, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal, out h); }
        public static bool SphereCast(Ray ray, float radius, out RaycastHit hitInfo, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.First(ray.origin, ray.direction, radius, maxDistance, layerMask, queryTriggerInteraction, out hitInfo); }
        public static bool SphereCast(Ray ray, float radius, out RaycastHit hitInfo, float maxDistance, int layerMask) { return PhysicsWorld.First(ray.origin, ray.direction, radius, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal, out hitInfo); }
        public static bool SphereCast(Ray ray, float radius, out RaycastHit hitInfo, float maxDistance) { return PhysicsWorld.First(ray.origin, ray.direction, radius, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal, out hitInfo); }
        public static bool SphereCast(Ray ray, float radius, out RaycastHit hitInfo) { return PhysicsWorld.First(ray.origin, ray.direction, radius, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal, out hitInfo); }
        public static RaycastHit[] SphereCastAll(Vector3 origin, float radius, Vector3 direction, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.All(origin, direction, radius, maxDistance, layerMask, queryTriggerInteraction).ToArray(); }
        public static RaycastHit[] SphereCastAll(Vector3 origin, float radius, Vector3 direction, float maxDistance, int layerMask) { return PhysicsWorld.All(origin, direction, radius, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static RaycastHit[] SphereCastAll(Vector3 origin, float radius, Vector3 direction, float maxDistance) { return PhysicsWorld.All(origin, direction, radius, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static RaycastHit[] SphereCastAll(Vector3 origin, float radius, Vector3 direction) { return PhysicsWorld.All(origin, direction, radius, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static RaycastHit[] SphereCastAll(Ray ray, float radius, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.All(ray.origin, ray.direction, radius, maxDistance, layerMask, queryTriggerInteraction).ToArray(); }
        public static RaycastHit[] SphereCastAll(Ray ray, float radius, float maxDistance, int layerMask) { return PhysicsWorld.All(ray.origin, ray.direction, radius, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static RaycastHit[] SphereCastAll(Ray ray, float radius, float maxDistance) { return PhysicsWorld.All(ray.origin, ray.direction, radius, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static RaycastHit[] SphereCastAll(Ray ray, float radius) { return PhysicsWorld.All(ray.origin, ray.direction, radius, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static int SphereCastNonAlloc(Vector3 origin, float radius, Vector3 direction, RaycastHit[] results, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return NonAllocResults.Fill(PhysicsWorld.All(origin, direction, radius, maxDistance, layerMask, queryTriggerInteraction), results); }
        public static int SphereCastNonAlloc(Vector3 origin, float radius, Vector3 direction, RaycastHit[] results, float maxDistance, int layerMask) { return NonAllocResults.Fill(PhysicsWorld.All(origin, direction, radius, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal), results); }
        public static int SphereCastNonAlloc(Vector3 origin, float radius, Vector3 direction, RaycastHit[] results, float maxDistance) { return NonAllocResults.Fill(PhysicsWorld.All(origin, direction, radius, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal), results); }
        public static int SphereCastNonAlloc(Vector3 origin, float radius, Vector3 direction, RaycastHit[] results) { return NonAllocResults.Fill(PhysicsWorld.All(origin, direction, radius, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal), results); }
        public static int SphereCastNonAlloc(Ray ray, float radius, RaycastHit[] results, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return NonAllocResults.Fill(PhysicsWorld.All(ray.origin, ray.direction, radius, maxDistance, layerMask, queryTriggerInteraction), results); }
        public static int SphereCastNonAlloc(Ray ray, float radius, RaycastHit[] results, float maxDistance, int layerMask) { return NonAllocResults.Fill(PhysicsWorld.All(ray.origin, ray.direction, radius, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal), results); }
        public static int SphereCastNonAlloc(Ray ray, float radius, RaycastHit[] results, float maxDistance) { return NonAllocResults.Fill(PhysicsWorld.All(ray.origin, ray.direction, radius, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal), results); }
        public static int SphereCastNonAlloc(Ray ray, float radius, RaycastHit[] results) { return NonAllocResults.Fill(PhysicsWorld.All(ray.origin, ray.direction, radius, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal), results); }
        public static Collider[] OverlapSphere(Vector3 position, float radius, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.Overlap(PhysicsShape.Segment(position, position, radius), layerMask, queryTriggerInteraction).ToArray(); }
        public static Collider[] OverlapSphere(Vector3 position, float radius, int layerMask) { return PhysicsWorld.Overlap(PhysicsShape.Segment(position, position, radius), layerMask, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static Collider[] OverlapSphere(Vector3 position, float radius) { return PhysicsWorld.Overlap(PhysicsShape.Segment(position, position, radius), AllLayers, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static int OverlapSphereNonAlloc(Vector3 position, float radius, Collider[] results, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return NonAllocResults.Fill(PhysicsWorld.Overlap(PhysicsShape.Segment(position, position, radius), layerMask, queryTriggerInteraction), results); }
        public static int OverlapSphereNonAlloc(Vector3 position, float radius, Collider[] results, int layerMask) { return NonAllocResults.Fill(PhysicsWorld.Overlap(PhysicsShape.Segment(position, position, radius), layerMask, QueryTriggerInteraction.UseGlobal), results); }
        public static int OverlapSphereNonAlloc(Vector3 position, float radius, Collider[] results) { return NonAllocResults.Fill(PhysicsWorld.Overlap(PhysicsShape.Segment(position, position, radius), AllLayers, QueryTriggerInteraction.UseGlobal), results); }
        public static bool CheckSphere(Vector3 position, float radius, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.Overlap(PhysicsShape.Segment(position, position, radius), layerMask, queryTriggerInteraction).Count > 0; }
        public static bool CheckSphere(Vector3 position, float radius, int layerMask) { return PhysicsWorld.Overlap(PhysicsShape.Segment(position, position, radius), layerMask, QueryTriggerInteraction.UseGlobal).Count > 0; }
        public static bool CheckSphere(Vector3 position, float radius) { return PhysicsWorld.Overlap(PhysicsShape.Segment(position, position, radius), Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).Count > 0; }
        public static Collider[] OverlapCapsule(Vector3 point0, Vector3 point1, float radius, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.Overlap(PhysicsShape.Segment(point0, point1, radius), layerMask, queryTriggerInteraction).ToArray(); }
        public static Collider[] OverlapCapsule(Vector3 point0, Vector3 point1, float radius, int layerMask) { return PhysicsWorld.Overlap(PhysicsShape.Segment(point0, point1, radius), layerMask, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static Collider[] OverlapCapsule(Vector3 point0, Vector3 point1, float radius) { return PhysicsWorld.Overlap(PhysicsShape.Segment(point0, point1, radius), AllLayers, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static int OverlapCapsuleNonAlloc(Vector3 point0, Vector3 point1, float radius, Collider[] results, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return NonAllocResults.Fill(PhysicsWorld.Overlap(PhysicsShape.Segment(point0, point1, radius), layerMask, queryTriggerInteraction), results); }
        public static int OverlapCapsuleNonAlloc(Vector3 point0, Vector3 point1, float radius, Collider[] results, int layerMask) { return NonAllocResults.Fill(PhysicsWorld.Overlap(PhysicsShape.Segment(point0, point1, radius), layerMask, QueryTriggerInteraction.UseGlobal), results); }
        public static int OverlapCapsuleNonAlloc(Vector3 point0, Vector3 point1, float radius, Collider[] results) { return NonAllocResults.Fill(PhysicsWorld.Overlap(PhysicsShape.Segment(point0, point1, radius), AllLayers, QueryTriggerInteraction.UseGlobal), results); }
        public static bool CheckCapsule(Vector3 start, Vector3 end, float radius, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.Overlap(PhysicsShape.Segment(start, end, radius), layerMask, queryTriggerInteraction).Count > 0; }
        public static bool CheckCapsule(Vector3 start, Vector3 end, float radius, int layerMask) { return PhysicsWorld.Overlap(PhysicsShape.Segment(start, end, radius), layerMask, QueryTriggerInteraction.UseGlobal).Count > 0; }
        public static bool CheckCapsule(Vector3 start, Vector3 end, float radius) { return PhysicsWorld.Overlap(PhysicsShape.Segment(start, end, radius), Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).Count > 0; }
        public static Collider[] OverlapBox(Vector3 center, Vector3 halfExtents, Quaternion orientation, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.Overlap(PhysicsWorld.OrientedBox(center, halfExtents, orientation), layerMask, queryTriggerInteraction).ToArray(); }
        public static Collider[] OverlapBox(Vector3 center, Vector3 halfExtents, Quaternion orientation, int layerMask) { return PhysicsWorld.Overlap(PhysicsWorld.OrientedBox(center, halfExtents, orientation), layerMask, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static Collider[] OverlapBox(Vector3 center, Vector3 halfExtents, Quaternion orientation) { return PhysicsWorld.Overlap(PhysicsWorld.OrientedBox(center, halfExtents, orientation), AllLayers, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static Collider[] OverlapBox(Vector3 center, Vector3 halfExtents) { return PhysicsWorld.Overlap(PhysicsWorld.OrientedBox(center, halfExtents, Quaternion.identity), AllLayers, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static int OverlapBoxNonAlloc(Vector3 center, Vector3 halfExtents, Collider[] results, Quaternion orientation, int mask, QueryTriggerInteraction queryTriggerInteraction) { return NonAllocResults.Fill(PhysicsWorld.Overlap(PhysicsWorld.OrientedBox(center, halfExtents, orientation), mask, queryTriggerInteraction), results); }
        public static int OverlapBoxNonAlloc(Vector3 center, Vector3 halfExtents, Collider[] results, Quaternion orientation, int mask) { return NonAllocResults.Fill(PhysicsWorld.Overlap(PhysicsWorld.OrientedBox(center, halfExtents, orientation), mask, QueryTriggerInteraction.UseGlobal), results); }
        public static int OverlapBoxNonAlloc(Vector3 center, Vector3 halfExtents, Collider[] results, Quaternion orientation) { return NonAllocResults.Fill(PhysicsWorld.Overlap(PhysicsWorld.OrientedBox(center, halfExtents, orientation), AllLayers, QueryTriggerInteraction.UseGlobal), results); }
        public static int OverlapBoxNonAlloc(Vector3 center, Vector3 halfExtents, Collider[] results) { return NonAllocResults.Fill(PhysicsWorld.Overlap(PhysicsWorld.OrientedBox(center, halfExtents, Quaternion.identity), AllLayers, QueryTriggerInteraction.UseGlobal), results); }
        public static bool CheckBox(Vector3 center, Vector3 halfExtents, Quaternion orientation, int layermask, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.Overlap(PhysicsWorld.OrientedBox(center, halfExtents, orientation), layermask, queryTriggerInteraction).Count > 0; }
        public static bool CheckBox(Vector3 center, Vector3 halfExtents, Quaternion orientation, int layermask) { return PhysicsWorld.Overlap(PhysicsWorld.OrientedBox(center, halfExtents, orientation), layermask, QueryTriggerInteraction.UseGlobal).Count > 0; }
        public static bool CheckBox(Vector3 center, Vector3 halfExtents, Quaternion orientation) { return PhysicsWorld.Overlap(PhysicsWorld.OrientedBox(center, halfExtents, orientation), Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).Count > 0; }
        public static bool CheckBox(Vector3 center, Vector3 halfExtents) { return PhysicsWorld.Overlap(PhysicsWorld.OrientedBox(center, halfExtents, Quaternion.identity), Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).Count > 0; }
        public static bool CapsuleCast(Vector3 point1, Vector3 point2, float radius, Vector3 direction, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.CapsuleCast(point1, point2, radius, direction, maxDistance, layerMask, queryTriggerInteraction).Count > 0; }
        public static bool CapsuleCast(Vector3 point1, Vector3 point2, float radius, Vector3 direction, float maxDistance, int layerMask) { return PhysicsWorld.CapsuleCast(point1, point2, radius, direction, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal).Count > 0; }
        public static bool CapsuleCast(Vector3 point1, Vector3 point2, float radius, Vector3 direction, float maxDistance) { return PhysicsWorld.CapsuleCast(point1, point2, radius, direction, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).Count > 0; }
        public static bool CapsuleCast(Vector3 point1, Vector3 point2, float radius, Vector3 direction) { return PhysicsWorld.CapsuleCast(point1, point2, radius, direction, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).Count > 0; }
        public static bool CapsuleCast(Vector3 point1, Vector3 point2, float radius, Vector3 direction, out RaycastHit hitInfo, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { var hits = PhysicsWorld.CapsuleCast(point1, point2, radius, direction, maxDistance, layerMask, queryTriggerInteraction); hitInfo = hits.Count > 0 ? hits[0] : default(RaycastHit); return hits.Count > 0; }
        public static bool CapsuleCast(Vector3 point1, Vector3 point2, float radius, Vector3 direction, out RaycastHit hitInfo, float maxDistance, int layerMask) { var hits = PhysicsWorld.CapsuleCast(point1, point2, radius, direction, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal); hitInfo = hits.Count > 0 ? hits[0] : default(RaycastHit); return hits.Count > 0; }
        public static bool CapsuleCast(Vector3 point1, Vector3 point2, float radius, Vector3 direction, out RaycastHit hitInfo, float maxDistance) { var hits = PhysicsWorld.CapsuleCast(point1, point2, radius, direction, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal); hitInfo = hits.Count > 0 ? hits[0] : default(RaycastHit); return hits.Count > 0; }
        public static bool CapsuleCast(Vector3 point1, Vector3 point2, float radius, Vector3 direction, out RaycastHit hitInfo) { var hits = PhysicsWorld.CapsuleCast(point1, point2, radius, direction, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal); hitInfo = hits.Count > 0 ? hits[0] : default(RaycastHit); return hits.Count > 0; }
        public static RaycastHit[] CapsuleCastAll(Vector3 point1, Vector3 point2, float radius, Vector3 direction, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.CapsuleCast(point1, point2, radius, direction, maxDistance, layerMask, queryTriggerInteraction).ToArray(); }
        public static RaycastHit[] CapsuleCastAll(Vector3 point1, Vector3 point2, float radius, Vector3 direction, float maxDistance, int layerMask) { return PhysicsWorld.CapsuleCast(point1, point2, radius, direction, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static RaycastHit[] CapsuleCastAll(Vector3 point1, Vector3 point2, float radius, Vector3 direction, float maxDistance) { return PhysicsWorld.CapsuleCast(point1, point2, radius, direction, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static RaycastHit[] CapsuleCastAll(Vector3 point1, Vector3 point2, float radius, Vector3 direction) { return PhysicsWorld.CapsuleCast(point1, point2, radius, direction, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static bool BoxCast(Vector3 center, Vector3 halfExtents, Vector3 direction, Quaternion orientation, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.BoxCast(center, halfExtents, direction, orientation, maxDistance, layerMask, queryTriggerInteraction).Count > 0; }
        public static bool BoxCast(Vector3 center, Vector3 halfExtents, Vector3 direction, Quaternion orientation, float maxDistance, int layerMask) { return PhysicsWorld.BoxCast(center, halfExtents, direction, orientation, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal).Count > 0; }
        public static bool BoxCast(Vector3 center, Vector3 halfExtents, Vector3 direction, Quaternion orientation, float maxDistance) { return PhysicsWorld.BoxCast(center, halfExtents, direction, orientation, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).Count > 0; }
        public static bool BoxCast(Vector3 center, Vector3 halfExtents, Vector3 direction, Quaternion orientation) { return PhysicsWorld.BoxCast(center, halfExtents, direction, orientation, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).Count > 0; }
        public static bool BoxCast(Vector3 center, Vector3 halfExtents, Vector3 direction) { return PhysicsWorld.BoxCast(center, halfExtents, direction, Quaternion.identity, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).Count > 0; }
        public static bool BoxCast(Vector3 center, Vector3 halfExtents, Vector3 direction, out RaycastHit hitInfo, Quaternion orientation, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { var hits = PhysicsWorld.BoxCast(center, halfExtents, direction, orientation, maxDistance, layerMask, queryTriggerInteraction); hitInfo = hits.Count > 0 ? hits[0] : default(RaycastHit); return hits.Count > 0; }
        public static bool BoxCast(Vector3 center, Vector3 halfExtents, Vector3 direction, out RaycastHit hitInfo, Quaternion orientation, float maxDistance, int layerMask) { var hits = PhysicsWorld.BoxCast(center, halfExtents, direction, orientation, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal); hitInfo = hits.Count > 0 ? hits[0] : default(RaycastHit); return hits.Count > 0; }
        public static bool BoxCast(Vector3 center, Vector3 halfExtents, Vector3 direction, out RaycastHit hitInfo, Quaternion orientation, float maxDistance) { var hits = PhysicsWorld.BoxCast(center, halfExtents, direction, orientation, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal); hitInfo = hits.Count > 0 ? hits[0] : default(RaycastHit); return hits.Count > 0; }
        public static bool BoxCast(Vector3 center, Vector3 halfExtents, Vector3 direction, out RaycastHit hitInfo, Quaternion orientation) { var hits = PhysicsWorld.BoxCast(center, halfExtents, direction, orientation, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal); hitInfo = hits.Count > 0 ? hits[0] : default(RaycastHit); return hits.Count > 0; }
        public static bool BoxCast(Vector3 center, Vector3 halfExtents, Vector3 direction, out RaycastHit hitInfo) { var hits = PhysicsWorld.BoxCast(center, halfExtents, direction, Quaternion.identity, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal); hitInfo = hits.Count > 0 ? hits[0] : default(RaycastHit); return hits.Count > 0; }
        public static RaycastHit[] BoxCastAll(Vector3 center, Vector3 halfExtents, Vector3 direction, Quaternion orientation, float maxDistance, int layerMask, QueryTriggerInteraction queryTriggerInteraction) { return PhysicsWorld.BoxCast(center, halfExtents, direction, orientation, maxDistance, layerMask, queryTriggerInteraction).ToArray(); }
        public static RaycastHit[] BoxCastAll(Vector3 center, Vector3 halfExtents, Vector3 direction, Quaternion orientation, float maxDistance, int layerMask) { return PhysicsWorld.BoxCast(center, halfExtents, direction, orientation, maxDistance, layerMask, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static RaycastHit[] BoxCastAll(Vector3 center, Vector3 halfExtents, Vector3 direction, Quaternion orientation, float maxDistance) { return PhysicsWorld.BoxCast(center, halfExtents, direction, orientation, maxDistance, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static RaycastHit[] BoxCastAll(Vector3 center, Vector3 halfExtents, Vector3 direction, Quaternion orientation) { return PhysicsWorld.BoxCast(center, halfExtents, direction, orientation, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).ToArray(); }
        public static RaycastHit[] BoxCastAll(Vector3 center, Vector3 halfExtents, Vector3 direction) { return PhysicsWorld.BoxCast(center, halfExtents, direction, Quaternion.identity, Mathf.Infinity, Physics.DefaultRaycastLayers, QueryTriggerInteraction.UseGlobal).ToArray(); }

        // The overlap of two colliders placed at the given poses: the direction and distance to move A out of B.
        public static bool ComputePenetration(Collider colliderA, Vector3 positionA, Quaternion rotationA, Collider colliderB, Vector3 positionB, Quaternion rotationB, out Vector3 direction, out float distance)
        {
            return PhysicsWorld.Penetration(colliderA, positionA, rotationA, colliderB, positionB, rotationB, out direction, out distance);
        }
    }
}
