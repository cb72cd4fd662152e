using System.Collections.Generic;
using System.Linq;
using UnityEngine.Internal;

namespace UnityEngine
{
    // UnityEngine.Physics2D with Unity's signatures (UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Physics2D/ScriptBindings/
    // Physics2D.bindings.cs). Queries test the active, simulated 2D colliders as Internal/PhysicsGeometry's shapes in the
    // XY plane: layer masks by the game object's layer, depth by its Z, triggers by queriesHitTriggers; a ray or cast
    // that starts inside a collider hits it at distance 0 while queriesStartInColliders (Unity's default). Results are
    // sorted by distance, as Unity's are. The step and the messages: Internal/PhysicsWorld2D.
    public partial class Physics2D
    {
        public const int IgnoreRaycastLayer = 1 << 2;
        public const int DefaultRaycastLayers = ~IgnoreRaycastLayer;
        public const int AllLayers = ~0;

        public static Vector2 gravity { get; set; } = new Vector2(0f, -9.81f);
        public static int velocityIterations { get; set; } = 8;
        public static int positionIterations { get; set; } = 3;
        public static bool queriesHitTriggers { get; set; } = true;
        public static bool queriesStartInColliders { get; set; } = true;
        public static bool callbacksOnDisable { get; set; } = true;
        public static bool reuseCollisionCallbacks { get; set; } = true;
#if UNITY_6000_3_OR_NEWER
        [System.Obsolete("Physics2D.autoSyncTransforms has been deprecated please use Physics2D.SyncTransforms instead to manually sync physics transforms when required.", false)]
#endif
        public static bool autoSyncTransforms { get; set; }
        public static SimulationMode2D simulationMode { get; set; }
        public static float defaultContactOffset { get; set; } = 0.01f;
        public static float timeToSleep { get; set; } = 0.5f;
        public static float linearSleepTolerance { get; set; } = 0.01f;
        public static float angularSleepTolerance { get; set; } = 2f;
        public static float maxLinearCorrection { get; set; } = 0.2f;
        public static float maxAngularCorrection { get; set; } = 8f;
        public static float maxTranslationSpeed { get; set; } = 100f;
        public static float maxRotationSpeed { get; set; } = 360f;
        public static float baumgarteScale { get; set; } = 0.2f;
        public static float baumgarteTOIScale { get; set; } = 0.75f;
#if UNITY_6000_0_OR_NEWER
        public static float bounceThreshold { get; set; } = 1f;
        [System.Obsolete("Physics2D.velocityThreshold is obsolete. Use Physics2D.bounceThreshold instead. (UnityUpgradable) -> bounceThreshold", true)]
        public static float velocityThreshold { get { throw new System.NotSupportedException(); } set { throw new System.NotSupportedException(); } }
#else
        public static float velocityThreshold { get; set; } = 1f;
#endif
        internal static float BounceThreshold
        {
#if UNITY_6000_0_OR_NEWER
            get { return bounceThreshold; }
#else
            get { return velocityThreshold; }
#endif
        }

        public static void SyncTransforms() { }

        // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Physics2D.deprecated.cs.
#if UNITY_6000_0_OR_NEWER
        [System.Obsolete("Physics2D.changeStopsCallbacks is obsolete and will always return false.", true)]
        public static bool changeStopsCallbacks { get { throw new System.NotSupportedException(); } set { throw new System.NotSupportedException(); } }
        [System.Obsolete("Physics2D.minPenetrationForPenalty is obsolete. Use Physics2D.defaultContactOffset instead. (UnityUpgradable) -> defaultContactOffset", true)]
        public static float minPenetrationForPenalty { get { throw new System.NotSupportedException(); } set { throw new System.NotSupportedException(); } }
#if UNITY_6000_2_OR_NEWER
        [System.Obsolete("Physics2D.autoSimulation is obsolete. Use Physics2D.simulationMode instead.", true)]
        public static bool autoSimulation { get { throw new System.NotSupportedException(); } set { throw new System.NotSupportedException(); } }
#else
        [System.Obsolete("Physics2D.autoSimulation is deprecated. Use Physics2D.simulationMode instead.", false)]
        public static bool autoSimulation { get { return simulationMode != SimulationMode2D.Script; } set { simulationMode = value ? SimulationMode2D.FixedUpdate : SimulationMode2D.Script; } }
#endif
#else
        [System.Obsolete("Physics2D.changeStopsCallbacks is deprecated and will always return false.", false)]
        public static bool changeStopsCallbacks { get { return false; } set { } }
        [System.Obsolete("Physics2D.minPenetrationForPenalty is deprecated. Use Physics2D.defaultContactOffset instead. (UnityUpgradable) -> defaultContactOffset", false)]
        public static float minPenetrationForPenalty { get { return defaultContactOffset; } set { defaultContactOffset = value; } }
        [System.Obsolete("Physics2D.autoSimulation is deprecated. Use Physics2D.simulationMode instead.", false)]
        public static bool autoSimulation { get { return simulationMode != SimulationMode2D.Script; } set { simulationMode = value ? SimulationMode2D.FixedUpdate : SimulationMode2D.Script; } }
#endif

        // A manual step; Unity runs it whatever the simulation mode.
        public static bool Simulate(float step) { return PhysicsWorld2D.Step(step); }

        public static void IgnoreCollision(Collider2D collider1, Collider2D collider2) { IgnoreCollision(collider1, collider2, true); }
        public static void IgnoreCollision(Collider2D collider1, Collider2D collider2, bool ignore) { PhysicsWorld2D.IgnorePair(collider1, collider2, ignore); }
        public static bool GetIgnoreCollision(Collider2D collider1, Collider2D collider2) { return PhysicsWorld2D.IsPairIgnored(collider1, collider2); }
        public static void IgnoreLayerCollision(int layer1, int layer2) { IgnoreLayerCollision(layer1, layer2, true); }
        public static void IgnoreLayerCollision(int layer1, int layer2, bool ignore) { PhysicsWorld2D.IgnoreLayers(layer1, layer2, ignore); }
        public static bool GetIgnoreLayerCollision(int layer1, int layer2) { return PhysicsWorld2D.AreLayersIgnored(layer1, layer2); }

        public static bool IsTouching(Collider2D collider1, Collider2D collider2) { return PhysicsWorld2D.Touches(collider1, c => c == collider2); }
        public static bool IsTouching(Collider2D collider1, Collider2D collider2, ContactFilter2D contactFilter) { return PhysicsWorld2D.Touches(collider1, c => c == collider2 && contactFilter.Accepts(c)); }
        public static bool IsTouchingLayers(Collider2D collider) { return collider.IsTouchingLayers(); }
        public static bool IsTouchingLayers(Collider2D collider, int layerMask) { return collider.IsTouchingLayers(layerMask); }

        public static RaycastHit2D Raycast(Vector2 origin, Vector2 direction) { return PhysicsWorld2D.First(PhysicsWorld2D.Cast(origin, direction, 0f, Mathf.Infinity, ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity))); }
        public static RaycastHit2D Raycast(Vector2 origin, Vector2 direction, float distance) { return PhysicsWorld2D.First(PhysicsWorld2D.Cast(origin, direction, 0f, distance, ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity))); }
        public static RaycastHit2D Raycast(Vector2 origin, Vector2 direction, float distance, int layerMask) { return PhysicsWorld2D.First(PhysicsWorld2D.Cast(origin, direction, 0f, distance, ContactFilter2D.Of(layerMask, -Mathf.Infinity, Mathf.Infinity))); }
        public static RaycastHit2D Raycast(Vector2 origin, Vector2 direction, float distance, int layerMask, float minDepth) { return PhysicsWorld2D.First(PhysicsWorld2D.Cast(origin, direction, 0f, distance, ContactFilter2D.Of(layerMask, minDepth, Mathf.Infinity))); }
        public static RaycastHit2D Raycast(Vector2 origin, Vector2 direction, float distance, int layerMask, float minDepth, float maxDepth) { return PhysicsWorld2D.First(PhysicsWorld2D.Cast(origin, direction, 0f, distance, ContactFilter2D.Of(layerMask, minDepth, maxDepth))); }
        public static RaycastHit2D[] RaycastAll(Vector2 origin, Vector2 direction) { return PhysicsWorld2D.Cast(origin, direction, 0f, Mathf.Infinity, ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity)).ToArray(); }
        public static RaycastHit2D[] RaycastAll(Vector2 origin, Vector2 direction, float distance) { return PhysicsWorld2D.Cast(origin, direction, 0f, distance, ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity)).ToArray(); }
        public static RaycastHit2D[] RaycastAll(Vector2 origin, Vector2 direction, float distance, int layerMask) { return PhysicsWorld2D.Cast(origin, direction, 0f, distance, ContactFilter2D.Of(layerMask, -Mathf.Infinity, Mathf.Infinity)).ToArray(); }
        public static RaycastHit2D[] RaycastAll(Vector2 origin, Vector2 direction, float distance, int layerMask, float minDepth) { return PhysicsWorld2D.Cast(origin, direction, 0f, distance, ContactFilter2D.Of(layerMask, minDepth, Mathf.Infinity)).ToArray(); }
        public static RaycastHit2D[] RaycastAll(Vector2 origin, Vector2 direction, float distance, int layerMask, float minDepth, float maxDepth) { return PhysicsWorld2D.Cast(origin, direction, 0f, distance, ContactFilter2D.Of(layerMask, minDepth, maxDepth)).ToArray(); }
        public static RaycastHit2D Linecast(Vector2 start, Vector2 end) { return PhysicsWorld2D.First(PhysicsWorld2D.Cast(start, end - start, 0f, (end - start).magnitude, ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity))); }
        public static RaycastHit2D Linecast(Vector2 start, Vector2 end, int layerMask) { return PhysicsWorld2D.First(PhysicsWorld2D.Cast(start, end - start, 0f, (end - start).magnitude, ContactFilter2D.Of(layerMask, -Mathf.Infinity, Mathf.Infinity))); }
        public static RaycastHit2D Linecast(Vector2 start, Vector2 end, int layerMask, float minDepth) { return PhysicsWorld2D.First(PhysicsWorld2D.Cast(start, end - start, 0f, (end - start).magnitude, ContactFilter2D.Of(layerMask, minDepth, Mathf.Infinity))); }
        public static RaycastHit2D Linecast(Vector2 start, Vector2 end, int layerMask, float minDepth, float maxDepth) { return PhysicsWorld2D.First(PhysicsWorld2D.Cast(start, end - start, 0f, (end - start).magnitude, ContactFilter2D.Of(layerMask, minDepth, maxDepth))); }
        public static RaycastHit2D[] LinecastAll(Vector2 start, Vector2 end) { return PhysicsWorld2D.Cast(start, end - start, 0f, (end - start).magnitude, ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity)).ToArray(); }
        public static RaycastHit2D[] LinecastAll(Vector2 start, Vector2 end, int layerMask) { return PhysicsWorld2D.Cast(start, end - start, 0f, (end - start).magnitude, ContactFilter2D.Of(layerMask, -Mathf.Infinity, Mathf.Infinity)).ToArray(); }
        public static RaycastHit2D[] LinecastAll(Vector2 start, Vector2 end, int layerMask, float minDepth) { return PhysicsWorld2D.Cast(start, end - start, 0f, (end - start).magnitude, ContactFilter2D.Of(layerMask, minDepth, Mathf.Infinity)).ToArray(); }
        public static RaycastHit2D[] LinecastAll(Vector2 start, Vector2 end, int layerMask, float minDepth, float maxDepth) { return PhysicsWorld2D.Cast(start, end - start, 0f, (end - start).magnitude, ContactFilter2D.Of(layerMask, minDepth, maxDepth)).ToArray(); }
        public static RaycastHit2D CircleCast(Vector2 origin, float radius, Vector2 direction) { return PhysicsWorld2D.First(PhysicsWorld2D.Cast(origin, direction, radius, Mathf.Infinity, ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity))); }
        public static RaycastHit2D CircleCast(Vector2 origin, float radius, Vector2 direction, float distance) { return PhysicsWorld2D.First(PhysicsWorld2D.Cast(origin, direction, radius, distance, ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity))); }
        public static RaycastHit2D CircleCast(Vector2 origin, float radius, Vector2 direction, float distance, int layerMask) { return PhysicsWorld2D.First(PhysicsWorld2D.Cast(origin, direction, radius, distance, ContactFilter2D.Of(layerMask, -Mathf.Infinity, Mathf.Infinity))); }
        public static RaycastHit2D CircleCast(Vector2 origin, float radius, Vector2 direction, float distance, int layerMask, float minDepth) { return PhysicsWorld2D.First(PhysicsWorld2D.Cast(origin, direction, radius, distance, ContactFilter2D.Of(layerMask, minDepth, Mathf.Infinity))); }
        public static RaycastHit2D CircleCast(Vector2 origin, float radius, Vector2 direction, float distance, int layerMask, float minDepth, float maxDepth) { return PhysicsWorld2D.First(PhysicsWorld2D.Cast(origin, direction, radius, distance, ContactFilter2D.Of(layerMask, minDepth, maxDepth))); }
        public static RaycastHit2D[] CircleCastAll(Vector2 origin, float radius, Vector2 direction) { return PhysicsWorld2D.Cast(origin, direction, radius, Mathf.Infinity, ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity)).ToArray(); }
        public static RaycastHit2D[] CircleCastAll(Vector2 origin, float radius, Vector2 direction, float distance) { return PhysicsWorld2D.Cast(origin, direction, radius, distance, ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity)).ToArray(); }
        public static RaycastHit2D[] CircleCastAll(Vector2 origin, float radius, Vector2 direction, float distance, int layerMask) { return PhysicsWorld2D.Cast(origin, direction, radius, distance, ContactFilter2D.Of(layerMask, -Mathf.Infinity, Mathf.Infinity)).ToArray(); }
        public static RaycastHit2D[] CircleCastAll(Vector2 origin, float radius, Vector2 direction, float distance, int layerMask, float minDepth) { return PhysicsWorld2D.Cast(origin, direction, radius, distance, ContactFilter2D.Of(layerMask, minDepth, Mathf.Infinity)).ToArray(); }
        public static RaycastHit2D[] CircleCastAll(Vector2 origin, float radius, Vector2 direction, float distance, int layerMask, float minDepth, float maxDepth) { return PhysicsWorld2D.Cast(origin, direction, radius, distance, ContactFilter2D.Of(layerMask, minDepth, maxDepth)).ToArray(); }
        public static RaycastHit2D BoxCast(Vector2 origin, Vector2 size, float angle, Vector2 direction) { return PhysicsWorld2D.First(PhysicsWorld2D.BoxCast(origin, size, angle, direction, Mathf.Infinity, ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity))); }
        public static RaycastHit2D BoxCast(Vector2 origin, Vector2 size, float angle, Vector2 direction, float distance) { return PhysicsWorld2D.First(PhysicsWorld2D.BoxCast(origin, size, angle, direction, distance, ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity))); }
        public static RaycastHit2D BoxCast(Vector2 origin, Vector2 size, float angle, Vector2 direction, float distance, int layerMask) { return PhysicsWorld2D.First(PhysicsWorld2D.BoxCast(origin, size, angle, direction, distance, ContactFilter2D.Of(layerMask, -Mathf.Infinity, Mathf.Infinity))); }
        public static RaycastHit2D BoxCast(Vector2 origin, Vector2 size, float angle, Vector2 direction, float distance, int layerMask, float minDepth) { return PhysicsWorld2D.First(PhysicsWorld2D.BoxCast(origin, size, angle, direction, distance, ContactFilter2D.Of(layerMask, minDepth, Mathf.Infinity))); }
        public static RaycastHit2D BoxCast(Vector2 origin, Vector2 size, float angle, Vector2 direction, float distance, int layerMask, float minDepth, float maxDepth) { return PhysicsWorld2D.First(PhysicsWorld2D.BoxCast(origin, size, angle, direction, distance, ContactFilter2D.Of(layerMask, minDepth, maxDepth))); }
        public static RaycastHit2D[] BoxCastAll(Vector2 origin, Vector2 size, float angle, Vector2 direction) { return PhysicsWorld2D.BoxCast(origin, size, angle, direction, Mathf.Infinity, ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity)).ToArray(); }
        public static RaycastHit2D[] BoxCastAll(Vector2 origin, Vector2 size, float angle, Vector2 direction, float distance) { return PhysicsWorld2D.BoxCast(origin, size, angle, direction, distance, ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity)).ToArray(); }
        public static RaycastHit2D[] BoxCastAll(Vector2 origin, Vector2 size, float angle, Vector2 direction, float distance, int layerMask) { return PhysicsWorld2D.BoxCast(origin, size, angle, direction, distance, ContactFilter2D.Of(layerMask, -Mathf.Infinity, Mathf.Infinity)).ToArray(); }
        public static RaycastHit2D[] BoxCastAll(Vector2 origin, Vector2 size, float angle, Vector2 direction, float distance, int layerMask, float minDepth) { return PhysicsWorld2D.BoxCast(origin, size, angle, direction, distance, ContactFilter2D.Of(layerMask, minDepth, Mathf.Infinity)).ToArray(); }
        public static RaycastHit2D[] BoxCastAll(Vector2 origin, Vector2 size, float angle, Vector2 direction, float distance, int layerMask, float minDepth, float maxDepth) { return PhysicsWorld2D.BoxCast(origin, size, angle, direction, distance, ContactFilter2D.Of(layerMask, minDepth, maxDepth)).ToArray(); }
        public static Collider2D OverlapPoint(Vector2 point) { return PhysicsWorld2D.OverlapPoint(point, ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity)).FirstOrDefault(); }
        public static Collider2D OverlapPoint(Vector2 point, int layerMask) { return PhysicsWorld2D.OverlapPoint(point, ContactFilter2D.Of(layerMask, -Mathf.Infinity, Mathf.Infinity)).FirstOrDefault(); }
        public static Collider2D OverlapPoint(Vector2 point, int layerMask, float minDepth) { return PhysicsWorld2D.OverlapPoint(point, ContactFilter2D.Of(layerMask, minDepth, Mathf.Infinity)).FirstOrDefault(); }
        public static Collider2D OverlapPoint(Vector2 point, int layerMask, float minDepth, float maxDepth) { return PhysicsWorld2D.OverlapPoint(point, ContactFilter2D.Of(layerMask, minDepth, maxDepth)).FirstOrDefault(); }
        public static Collider2D[] OverlapPointAll(Vector2 point) { return PhysicsWorld2D.OverlapPoint(point, ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity)).ToArray(); }
        public static Collider2D[] OverlapPointAll(Vector2 point, int layerMask) { return PhysicsWorld2D.OverlapPoint(point, ContactFilter2D.Of(layerMask, -Mathf.Infinity, Mathf.Infinity)).ToArray(); }
        public static Collider2D[] OverlapPointAll(Vector2 point, int layerMask, float minDepth) { return PhysicsWorld2D.OverlapPoint(point, ContactFilter2D.Of(layerMask, minDepth, Mathf.Infinity)).ToArray(); }
        public static Collider2D[] OverlapPointAll(Vector2 point, int layerMask, float minDepth, float maxDepth) { return PhysicsWorld2D.OverlapPoint(point, ContactFilter2D.Of(layerMask, minDepth, maxDepth)).ToArray(); }
        public static Collider2D OverlapCircle(Vector2 point, float radius) { return PhysicsWorld2D.Overlap(PhysicsShape.Segment(new Vector3(point.x, point.y, 0f), new Vector3(point.x, point.y, 0f), radius), ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity)).FirstOrDefault(); }
        public static Collider2D OverlapCircle(Vector2 point, float radius, int layerMask) { return PhysicsWorld2D.Overlap(PhysicsShape.Segment(new Vector3(point.x, point.y, 0f), new Vector3(point.x, point.y, 0f), radius), ContactFilter2D.Of(layerMask, -Mathf.Infinity, Mathf.Infinity)).FirstOrDefault(); }
        public static Collider2D OverlapCircle(Vector2 point, float radius, int layerMask, float minDepth) { return PhysicsWorld2D.Overlap(PhysicsShape.Segment(new Vector3(point.x, point.y, 0f), new Vector3(point.x, point.y, 0f), radius), ContactFilter2D.Of(layerMask, minDepth, Mathf.Infinity)).FirstOrDefault(); }
        public static Collider2D OverlapCircle(Vector2 point, float radius, int layerMask, float minDepth, float maxDepth) { return PhysicsWorld2D.Overlap(PhysicsShape.Segment(new Vector3(point.x, point.y, 0f), new Vector3(point.x, point.y, 0f), radius), ContactFilter2D.Of(layerMask, minDepth, maxDepth)).FirstOrDefault(); }
        public static Collider2D[] OverlapCircleAll(Vector2 point, float radius) { return PhysicsWorld2D.Overlap(PhysicsShape.Segment(new Vector3(point.x, point.y, 0f), new Vector3(point.x, point.y, 0f), radius), ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity)).ToArray(); }
        public static Collider2D[] OverlapCircleAll(Vector2 point, float radius, int layerMask) { return PhysicsWorld2D.Overlap(PhysicsShape.Segment(new Vector3(point.x, point.y, 0f), new Vector3(point.x, point.y, 0f), radius), ContactFilter2D.Of(layerMask, -Mathf.Infinity, Mathf.Infinity)).ToArray(); }
        public static Collider2D[] OverlapCircleAll(Vector2 point, float radius, int layerMask, float minDepth) { return PhysicsWorld2D.Overlap(PhysicsShape.Segment(new Vector3(point.x, point.y, 0f), new Vector3(point.x, point.y, 0f), radius), ContactFilter2D.Of(layerMask, minDepth, Mathf.Infinity)).ToArray(); }
        public static Collider2D[] OverlapCircleAll(Vector2 point, float radius, int layerMask, float minDepth, float maxDepth) { return PhysicsWorld2D.Overlap(PhysicsShape.Segment(new Vector3(point.x, point.y, 0f), new Vector3(point.x, point.y, 0f), radius), ContactFilter2D.Of(layerMask, minDepth, maxDepth)).ToArray(); }
        public static Collider2D OverlapBox(Vector2 point, Vector2 size, float angle) { return PhysicsWorld2D.Overlap(PhysicsWorld2D.Box(point, size, angle), ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity)).FirstOrDefault(); }
        public static Collider2D OverlapBox(Vector2 point, Vector2 size, float angle, int layerMask) { return PhysicsWorld2D.Overlap(PhysicsWorld2D.Box(point, size, angle), ContactFilter2D.Of(layerMask, -Mathf.Infinity, Mathf.Infinity)).FirstOrDefault(); }
        public static Collider2D OverlapBox(Vector2 point, Vector2 size, float angle, int layerMask, float minDepth) { return PhysicsWorld2D.Overlap(PhysicsWorld2D.Box(point, size, angle), ContactFilter2D.Of(layerMask, minDepth, Mathf.Infinity)).FirstOrDefault(); }
        public static Collider2D OverlapBox(Vector2 point, Vector2 size, float angle, int layerMask, float minDepth, float maxDepth) { return PhysicsWorld2D.Overlap(PhysicsWorld2D.Box(point, size, angle), ContactFilter2D.Of(layerMask, minDepth, maxDepth)).FirstOrDefault(); }
        public static Collider2D[] OverlapBoxAll(Vector2 point, Vector2 size, float angle) { return PhysicsWorld2D.Overlap(PhysicsWorld2D.Box(point, size, angle), ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity)).ToArray(); }
        public static Collider2D[] OverlapBoxAll(Vector2 point, Vector2 size, float angle, int layerMask) { return PhysicsWorld2D.Overlap(PhysicsWorld2D.Box(point, size, angle), ContactFilter2D.Of(layerMask, -Mathf.Infinity, Mathf.Infinity)).ToArray(); }
        public static Collider2D[] OverlapBoxAll(Vector2 point, Vector2 size, float angle, int layerMask, float minDepth) { return PhysicsWorld2D.Overlap(PhysicsWorld2D.Box(point, size, angle), ContactFilter2D.Of(layerMask, minDepth, Mathf.Infinity)).ToArray(); }
        public static Collider2D[] OverlapBoxAll(Vector2 point, Vector2 size, float angle, int layerMask, float minDepth, float maxDepth) { return PhysicsWorld2D.Overlap(PhysicsWorld2D.Box(point, size, angle), ContactFilter2D.Of(layerMask, minDepth, maxDepth)).ToArray(); }
        public static Collider2D OverlapArea(Vector2 pointA, Vector2 pointB) { return PhysicsWorld2D.Overlap(PhysicsWorld2D.Area(pointA, pointB), ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity)).FirstOrDefault(); }
        public static Collider2D OverlapArea(Vector2 pointA, Vector2 pointB, int layerMask) { return PhysicsWorld2D.Overlap(PhysicsWorld2D.Area(pointA, pointB), ContactFilter2D.Of(layerMask, -Mathf.Infinity, Mathf.Infinity)).FirstOrDefault(); }
        public static Collider2D OverlapArea(Vector2 pointA, Vector2 pointB, int layerMask, float minDepth) { return PhysicsWorld2D.Overlap(PhysicsWorld2D.Area(pointA, pointB), ContactFilter2D.Of(layerMask, minDepth, Mathf.Infinity)).FirstOrDefault(); }
        public static Collider2D OverlapArea(Vector2 pointA, Vector2 pointB, int layerMask, float minDepth, float maxDepth) { return PhysicsWorld2D.Overlap(PhysicsWorld2D.Area(pointA, pointB), ContactFilter2D.Of(layerMask, minDepth, maxDepth)).FirstOrDefault(); }
        public static Collider2D[] OverlapAreaAll(Vector2 pointA, Vector2 pointB) { return PhysicsWorld2D.Overlap(PhysicsWorld2D.Area(pointA, pointB), ContactFilter2D.Of(DefaultRaycastLayers, -Mathf.Infinity, Mathf.Infinity)).ToArray(); }
        public static Collider2D[] OverlapAreaAll(Vector2 pointA, Vector2 pointB, int layerMask) { return PhysicsWorld2D.Overlap(PhysicsWorld2D.Area(pointA, pointB), ContactFilter2D.Of(layerMask, -Mathf.Infinity, Mathf.Infinity)).ToArray(); }
        public static Collider2D[] OverlapAreaAll(Vector2 pointA, Vector2 pointB, int layerMask, float minDepth) { return PhysicsWorld2D.Overlap(PhysicsWorld2D.Area(pointA, pointB), ContactFilter2D.Of(layerMask, minDepth, Mathf.Infinity)).ToArray(); }
        public static Collider2D[] OverlapAreaAll(Vector2 pointA, Vector2 pointB, int layerMask, float minDepth, float maxDepth) { return PhysicsWorld2D.Overlap(PhysicsWorld2D.Area(pointA, pointB), ContactFilter2D.Of(layerMask, minDepth, maxDepth)).ToArray(); }
        public static int Raycast(Vector2 origin, Vector2 direction, ContactFilter2D contactFilter, RaycastHit2D[] results) { return Raycast(origin, direction, contactFilter, results, Mathf.Infinity); }
        public static int Raycast(Vector2 origin, Vector2 direction, ContactFilter2D contactFilter, RaycastHit2D[] results, float distance) { return NonAllocResults.Fill(PhysicsWorld2D.Cast(origin, direction, 0f, distance, contactFilter), results); }
        public static int Raycast(Vector2 origin, Vector2 direction, ContactFilter2D contactFilter, List<RaycastHit2D> results, float distance = Mathf.Infinity) { results.Clear(); results.AddRange(PhysicsWorld2D.Cast(origin, direction, 0f, distance, contactFilter)); return results.Count; }
        public static int OverlapCircle(Vector2 point, float radius, ContactFilter2D contactFilter, Collider2D[] results) { return NonAllocResults.Fill(PhysicsWorld2D.Overlap(PhysicsShape.Segment(new Vector3(point.x, point.y, 0f), new Vector3(point.x, point.y, 0f), radius), contactFilter), results); }
        public static int OverlapCircle(Vector2 point, float radius, ContactFilter2D contactFilter, List<Collider2D> results) { results.Clear(); results.AddRange(PhysicsWorld2D.Overlap(PhysicsShape.Segment(new Vector3(point.x, point.y, 0f), new Vector3(point.x, point.y, 0f), radius), contactFilter)); return results.Count; }
        public static int OverlapBox(Vector2 point, Vector2 size, float angle, ContactFilter2D contactFilter, Collider2D[] results) { return NonAllocResults.Fill(PhysicsWorld2D.Overlap(PhysicsWorld2D.Box(point, size, angle), contactFilter), results); }
        public static int OverlapBox(Vector2 point, Vector2 size, float angle, ContactFilter2D contactFilter, List<Collider2D> results) { results.Clear(); results.AddRange(PhysicsWorld2D.Overlap(PhysicsWorld2D.Box(point, size, angle), contactFilter)); return results.Count; }
        public static int OverlapPoint(Vector2 point, ContactFilter2D contactFilter, Collider2D[] results) { return NonAllocResults.Fill(PhysicsWorld2D.OverlapPoint(point, contactFilter), results); }
        public static int OverlapPoint(Vector2 point, ContactFilter2D contactFilter, List<Collider2D> results) { results.Clear(); results.AddRange(PhysicsWorld2D.OverlapPoint(point, contactFilter)); return results.Count; }
        public static RaycastHit2D GetRayIntersection(Ray ray) { return GetRayIntersection(ray, Mathf.Infinity, DefaultRaycastLayers); }
        public static RaycastHit2D GetRayIntersection(Ray ray, float distance) { return GetRayIntersection(ray, distance, DefaultRaycastLayers); }
        // A layerMask default from 6000.2.0b2 (backported to 6000.0.50f1, 6000.1.5f1): UnityCsReference 6000.5.2f1
        // Modules/Physics2D/ScriptBindings/Physics2D.bindings.cs GetRayIntersection/GetRayIntersectionAll; 2021.3.0f1: none.
#if UNITY_6000_2_OR_NEWER
        public static RaycastHit2D GetRayIntersection(Ray ray, float distance, int layerMask = DefaultRaycastLayers) { return RayIntersection(ray, distance, layerMask); }
        public static RaycastHit2D[] GetRayIntersectionAll(Ray ray, float distance, int layerMask = DefaultRaycastLayers) { return RayIntersectionAll(ray, distance, layerMask); }
#else
        public static RaycastHit2D GetRayIntersection(Ray ray, float distance, int layerMask) { return RayIntersection(ray, distance, layerMask); }
        public static RaycastHit2D[] GetRayIntersectionAll(Ray ray, float distance, int layerMask) { return RayIntersectionAll(ray, distance, layerMask); }
#endif
        static RaycastHit2D RayIntersection(Ray ray, float distance, int layerMask) { return PhysicsWorld2D.RayIntersection(ray, distance, layerMask).FirstOrDefault(); }
        public static RaycastHit2D[] GetRayIntersectionAll(Ray ray) { return GetRayIntersectionAll(ray, Mathf.Infinity, DefaultRaycastLayers); }
        public static RaycastHit2D[] GetRayIntersectionAll(Ray ray, float distance) { return GetRayIntersectionAll(ray, distance, DefaultRaycastLayers); }
        static RaycastHit2D[] RayIntersectionAll(Ray ray, float distance, int layerMask) { return PhysicsWorld2D.RayIntersection(ray, distance, layerMask).ToArray(); }
    }
}
