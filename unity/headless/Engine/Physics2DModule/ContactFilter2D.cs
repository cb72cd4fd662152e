using System;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Physics2D/ScriptBindings/Physics2D.bindings.cs (ContactFilter2D),
    // with Unity's rules: a default filter has useTriggers false, so it filters triggers out; NoFilter() lets all through.
    // The normal-angle filter applies to hits and contacts that have a normal.
    [Serializable]
    public struct ContactFilter2D
    {
        public bool useTriggers;
        public bool useLayerMask;
        public bool useDepth;
        public bool useOutsideDepth;
        public bool useNormalAngle;
        public bool useOutsideNormalAngle;
        public LayerMask layerMask;
        public float minDepth;
        public float maxDepth;
        public float minNormalAngle;
        public float maxNormalAngle;
        public const float NormalAngleUpperLimit = 359.9999f;

        // The filter that lets every collider through. Unity added the static noFilter property in 6000.2.0a4 and made
        // NoFilter() obsolete there (UnityCsReference 6000.2.0a4 / 6000.5.2f1 Modules/Physics2D/ScriptBindings/
        // Physics2D.bindings.cs `noFilter`, Physics2D.deprecated.cs `NoFilter`); 2021.3.0f1 has only the method
        // (Physics2D.bindings.cs:2975). The method sets this filter and returns it, in 2021.3 as in 6000.5.0b9+
        // (6000.5.0a3-b8 returned noFilter without setting this; the profile is 6000.5.2).
#if UNITY_6000_2_OR_NEWER
        public static ContactFilter2D noFilter => Unfiltered();

        [System.ComponentModel.EditorBrowsable(System.ComponentModel.EditorBrowsableState.Never)]
        [Obsolete("ContactFilter2D.NoFilter method has been deprecated. Please use the static ContactFilter2D.noFilter property.", false)]
#endif
        public ContactFilter2D NoFilter() { return this = Unfiltered(); }

        internal static ContactFilter2D Unfiltered()
        {
            return new ContactFilter2D
            {
                useTriggers = true,
                useLayerMask = false,
                layerMask = Physics2D.AllLayers,
                useDepth = false,
                useOutsideDepth = false,
                minDepth = -Mathf.Infinity,
                maxDepth = Mathf.Infinity,
                useNormalAngle = false,
                useOutsideNormalAngle = false,
                minNormalAngle = 0f,
                maxNormalAngle = NormalAngleUpperLimit,
            };
        }

        public void ClearLayerMask() { useLayerMask = false; }
        public void SetLayerMask(LayerMask layerMask) { this.layerMask = layerMask; useLayerMask = true; }
        public void ClearDepth() { useDepth = false; }
        public void SetDepth(float minDepth, float maxDepth) { this.minDepth = minDepth; this.maxDepth = maxDepth; useDepth = true; }
        public void ClearNormalAngle() { useNormalAngle = false; }
        public void SetNormalAngle(float minNormalAngle, float maxNormalAngle) { this.minNormalAngle = minNormalAngle; this.maxNormalAngle = maxNormalAngle; useNormalAngle = true; }

        public bool isFiltering { get { return !useTriggers || useLayerMask || useDepth || useNormalAngle; } }
        public bool IsFilteringTrigger(Collider2D collider) { return !useTriggers && collider.isTrigger; }
        public bool IsFilteringLayerMask(GameObject obj) { return useLayerMask && ((layerMask & (1 << obj.layer)) == 0); }
        public bool IsFilteringDepth(GameObject obj)
        {
            if (!useDepth) return false;
            float lo = Math.Min(minDepth, maxDepth), hi = Math.Max(minDepth, maxDepth);
            var depth = obj.transform.position.z;
            var outside = depth < lo || depth > hi;
            return useOutsideDepth ? !outside : outside;
        }
        public bool IsFilteringNormalAngle(Vector2 normal) { return IsFilteringNormalAngle(Mathf.Atan2(normal.y, normal.x) * Mathf.Rad2Deg); }
        public bool IsFilteringNormalAngle(float angle)
        {
            if (!useNormalAngle) return false;
            var a = Mathf.Repeat(angle, 360f);
            float lo = minNormalAngle, hi = maxNormalAngle;
            var inside = lo <= hi ? a >= lo && a <= hi : a >= lo || a <= hi;
            return useOutsideNormalAngle ? inside : !inside;
        }

        internal bool Accepts(Collider2D c) { return !IsFilteringTrigger(c) && !IsFilteringLayerMask(c.gameObject) && !IsFilteringDepth(c.gameObject); }

        // The filter a layerMask/minDepth/maxDepth query means, triggers by Physics2D.queriesHitTriggers.
        internal static ContactFilter2D Of(int layerMask, float minDepth, float maxDepth)
        {
            var f = Unfiltered();
            f.useTriggers = Physics2D.queriesHitTriggers;
            f.SetLayerMask(layerMask);
            f.SetDepth(minDepth, maxDepth);
            return f;
        }
    }
}
