using System;
using System.Collections.Generic;
using System.Reflection;

namespace UnityEngine.Internal
{
    // Unity's serialization rules, applied by reflection: public or [SerializeField] instance fields,
    // not readonly/const/[NonSerialized], of a serializable type; base class fields first.
    internal static class SerializedFields
    {
        static readonly Dictionary<Type, FieldInfo[]> _cache = new Dictionary<Type, FieldInfo[]>();

        internal static FieldInfo[] Of(Type type)
        {
            lock (_cache)
            {
                FieldInfo[] fields;
                if (_cache.TryGetValue(type, out fields)) return fields;
                var chain = new List<Type>();
                for (var t = type; t != null && t != typeof(Object) && t != typeof(object) && t != typeof(ValueType); t = t.BaseType)
                    chain.Insert(0, t);
                var result = new List<FieldInfo>();
                foreach (var t in chain)
                    foreach (var f in t.GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
                        if (IsSerializedField(f)) result.Add(f);
                fields = result.ToArray();
                _cache[type] = fields;
                return fields;
            }
        }

        static bool IsSerializedField(FieldInfo f)
        {
            if (f.IsStatic || f.IsInitOnly || f.IsLiteral || f.IsNotSerialized) return false;
            var managed = f.IsDefined(typeof(SerializeReference), false);
            var marked = f.IsDefined(typeof(SerializeField), false) || managed;
            if (!f.IsPublic && !marked) return false;
            // [SerializeReference]: a reference field of any class or interface type (or an array/list of them),
            // serialized by managed reference (Internal/ManagedReferences).
            if (managed) return ManagedReferences.IsReferenceField(f.FieldType);
            return IsSerializableType(f.FieldType, 0);
        }

        internal static bool IsUnityStruct(Type t)
        {
            return t == typeof(Vector2) || t == typeof(Vector3) || t == typeof(Vector4) || t == typeof(Quaternion) ||
                   t == typeof(Color) || t == typeof(Rect) || t == typeof(Bounds) || t == typeof(Vector2Int) ||
                   t == typeof(Vector3Int) || t == typeof(RectInt) || t == typeof(BoundsInt) || t == typeof(Hash128) || t == typeof(LayerMask) || t == typeof(AnimationCurve) || t == typeof(Gradient);
        }

        internal static bool IsListType(Type t)
        {
            return t.IsGenericType && t.GetGenericTypeDefinition() == typeof(List<>);
        }

        internal static Type ElementType(Type t)
        {
            return t.IsArray ? t.GetElementType() : IsListType(t) ? t.GetGenericArguments()[0] : null;
        }

        internal static bool IsSerializableType(Type t, int depth)
        {
            if (depth > 10) return false;
            if (t.IsPrimitive || t == typeof(string) || t.IsEnum || IsUnityStruct(t)) return t != typeof(IntPtr) && t != typeof(UIntPtr);
            if (typeof(Object).IsAssignableFrom(t)) return true;
            if (t.IsArray) return t.GetArrayRank() == 1 && ElementType(t) != null && ElementType(t).IsArray == false && !IsListType(ElementType(t)) && IsSerializableType(ElementType(t), depth + 1);
            if (IsListType(t)) { var e = ElementType(t); return !e.IsArray && !IsListType(e) && IsSerializableType(e, depth + 1); }
            if (t.IsAbstract || t.IsInterface || t.IsGenericTypeDefinition || t.IsPointer) return false;
            if (t.Namespace != null && t.Namespace.StartsWith("System", StringComparison.Ordinal)) return false;
            return t.IsDefined(typeof(SerializableAttribute), false);
        }
    }
}
