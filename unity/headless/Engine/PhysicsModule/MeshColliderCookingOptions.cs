using System;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Modules/Physics/Managed/Dynamics.cs; 6000.5.0f1 MeshCollider.bindings.cs.
    public enum MeshColliderCookingOptions
    {
        None,
        [Obsolete("No longer used because the problem this was trying to solve is gone since Unity 2018.3", true)] InflateConvexMesh = 1 << 0,
        CookForFasterSimulation = 1 << 1,
        EnableMeshCleaning = 1 << 2,
        WeldColocatedVertices = 1 << 3,
        UseFastMidphase = 1 << 4
    }
}
