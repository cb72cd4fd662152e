namespace UnityEditor
{
    public enum SerializedPropertyType
    {
        Generic = -1,
        Integer = 0,
        Boolean = 1,
        Float = 2,
        String = 3,
        Color = 4,
        ObjectReference = 5,
        LayerMask = 6,
        Enum = 7,
        Vector2 = 8,
        Vector3 = 9,
        Vector4 = 10,
        Rect = 11,
        ArraySize = 12,
        Character = 13,
        AnimationCurve = 14,
        Bounds = 15,
        Gradient = 16,
        Quaternion = 17,
        ExposedReference = 18,
        FixedBufferSize = 19,
        Vector2Int = 20,
        Vector3Int = 21,
        RectInt = 22,
        BoundsInt = 23,
        ManagedReference = 24,
        Hash128 = 25,
        // UnityCsReference 6000.0.0f1 (RenderingLayerMask), 6000.3.0f1 (EntityId), 6000.4.0f1 (GUID)
        // Editor/Mono/SerializedProperty.bindings.cs; not in 2021.3.0f1 through 2023.2. The stand-in has the kinds'
        // names, not fields of those types.
#if UNITY_6000_0_OR_NEWER
        RenderingLayerMask = 26,
#endif
#if UNITY_6000_3_OR_NEWER
        EntityId = 27,
#endif
#if UNITY_6000_4_OR_NEWER
        GUID = 28,
#endif
    }
}
