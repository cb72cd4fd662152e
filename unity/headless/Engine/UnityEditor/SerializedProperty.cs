using System;
using System.Collections.Generic;
using System.Linq;
using UnityEngine;
using UnityEngine.Internal;
using Object = UnityEngine.Object;

namespace UnityEditor
{
    // A cursor over a SerializedObject's property tree.
    public class SerializedProperty : IDisposable
    {
        readonly SerializedObject _owner;
        internal PropertyNode Node;

        internal SerializedProperty(SerializedObject owner, PropertyNode node)
        {
            _owner = owner;
            Node = node;
        }

        PropertyNode N
        {
            get
            {
                if (Node == null) throw new InvalidOperationException("The operation is not possible when moved past all properties (Next returned false)");
                return Node;
            }
        }

        public SerializedObject serializedObject { get { return _owner; } }
        public string name { get { return N.Name; } }
        public string displayName { get { return N.DisplayName; } }
        public string tooltip { get { return N.Tooltip; } }
        public string propertyPath { get { return N.Path; } }
        public string type { get { return N.TypeName; } }
        public SerializedPropertyType propertyType { get { return N.Kind; } }
        public int depth { get { return Node == null ? -1 : Node.Depth; } }
        public bool editable { get { return N.Editable; } }
        public bool isArray { get { return N.IsArray; } }
        public bool hasChildren { get { return N.Children.Count > 0; } }
        public bool hasVisibleChildren { get { return N.Children.Any(c => c.Visible); } }
        public bool hasMultipleDifferentValues { get { return false; } }
        public bool isExpanded { get { return N.Expanded; } set { N.Expanded = value; } }
        public bool prefabOverride { get { return false; } set { } }
        public bool isInstantiatedPrefab { get { return false; } }

        object Get() { return N.Value; }

        void Set(object value)
        {
            var n = N;
            if (!n.Editable) return;
            n.Value = value;
            SerializedObject.MarkModified(n);
        }

        public int intValue
        {
            get { return unchecked((int)longValue); }
            set { SetInteger(value); }
        }

        public long longValue
        {
            get { var v = Get(); return v == null ? 0 : v is LayerMask ? ((LayerMask)v).value : v is ulong ? unchecked((long)(ulong)v) : Convert.ToInt64(v); }
            set { SetInteger(value); }
        }

#if UNITY_2022_1_OR_NEWER
        // From 2022.1 (UnityCsReference 2022.1.0f1, 6000.5.2f1 Editor/Mono/SerializedProperty.bindings.cs; not in 2021.3).
        public uint uintValue { get { return (uint)longValue; } set { SetInteger(value); } }
        public ulong ulongValue { get { return unchecked((ulong)longValue); } set { SetInteger(unchecked((long)value)); } }
#endif

        void SetInteger(long value)
        {
            var t = N.ValueType;
            if (N.IsArraySize) { arraySize = (int)value; return; }
            if (t.IsEnum) Set(Enum.ToObject(t, value));
            else if (t == typeof(LayerMask)) Set((LayerMask)(int)value);
            else if (t == typeof(char)) Set((char)value);
            else if (t.IsPrimitive && t != typeof(bool)) Set(Truncated(value, t));
            else if (t == typeof(float) || t == typeof(double)) Set(Convert.ChangeType(value, t));
        }

        // The native value keeps the field's own width: a value too wide for it is cut to its low bits (300 in a byte
        // field is 44), never an exception, as Unity's SerializedProperty stores integers.
        static object Truncated(long value, Type t)
        {
            unchecked
            {
                if (t == typeof(byte)) return (byte)value;
                if (t == typeof(sbyte)) return (sbyte)value;
                if (t == typeof(short)) return (short)value;
                if (t == typeof(ushort)) return (ushort)value;
                if (t == typeof(int)) return (int)value;
                if (t == typeof(uint)) return (uint)value;
                if (t == typeof(ulong)) return (ulong)value;
                return value;
            }
        }

        public bool boolValue
        {
            get { var v = Get(); return v is bool && (bool)v; }
            set { if (N.ValueType == typeof(bool)) Set(value); }
        }

        public float floatValue
        {
            get { var v = Get(); return v == null ? 0f : Convert.ToSingle(v); }
            set { if (N.ValueType == typeof(float) || N.ValueType == typeof(double)) Set(Convert.ChangeType(value, N.ValueType)); }
        }

        public double doubleValue
        {
            get { var v = Get(); return v == null ? 0d : Convert.ToDouble(v); }
            set { if (N.ValueType == typeof(float) || N.ValueType == typeof(double)) Set(Convert.ChangeType(value, N.ValueType)); }
        }

        public string stringValue
        {
            get { var v = Get(); return N.Kind == SerializedPropertyType.String ? (string)v ?? "" : N.Kind == SerializedPropertyType.Character ? v.ToString() : ""; }
            set
            {
                if (N.Kind == SerializedPropertyType.String) Set(value ?? "");
                else if (N.Kind == SerializedPropertyType.Character && !string.IsNullOrEmpty(value)) Set(value[0]);
            }
        }

        public Color colorValue { get { return Get() is Color ? (Color)Get() : default(Color); } set { if (N.ValueType == typeof(Color)) Set(value); } }
        public Vector2 vector2Value { get { return Get() is Vector2 ? (Vector2)Get() : default(Vector2); } set { if (N.ValueType == typeof(Vector2)) Set(value); } }
        public Vector3 vector3Value { get { return Get() is Vector3 ? (Vector3)Get() : default(Vector3); } set { if (N.ValueType == typeof(Vector3)) Set(value); } }
        public Vector4 vector4Value { get { return Get() is Vector4 ? (Vector4)Get() : default(Vector4); } set { if (N.ValueType == typeof(Vector4)) Set(value); } }
        public Vector2Int vector2IntValue { get { return Get() is Vector2Int ? (Vector2Int)Get() : default(Vector2Int); } set { if (N.ValueType == typeof(Vector2Int)) Set(value); } }
        public Vector3Int vector3IntValue { get { return Get() is Vector3Int ? (Vector3Int)Get() : default(Vector3Int); } set { if (N.ValueType == typeof(Vector3Int)) Set(value); } }
        public Quaternion quaternionValue { get { return Get() is Quaternion ? (Quaternion)Get() : default(Quaternion); } set { if (N.ValueType == typeof(Quaternion)) Set(value); } }
        public Rect rectValue { get { return Get() is Rect ? (Rect)Get() : default(Rect); } set { if (N.ValueType == typeof(Rect)) Set(value); } }
        public Bounds boundsValue { get { return Get() is Bounds ? (Bounds)Get() : default(Bounds); } set { if (N.ValueType == typeof(Bounds)) Set(value); } }
        // UnityCsReference 2021.3.0f1 / 6000.5.2f1 Editor/Mono/SerializedProperty.bindings.cs: rectIntValue,
        // hash128Value and boundsIntValue, public in both.
        public RectInt rectIntValue { get { return Get() is RectInt ? (RectInt)Get() : default(RectInt); } set { if (N.ValueType == typeof(RectInt)) Set(value); } }
        public Hash128 hash128Value { get { return Get() is Hash128 ? (Hash128)Get() : default(Hash128); } set { if (N.ValueType == typeof(Hash128)) Set(value); } }
        public BoundsInt boundsIntValue { get { return Get() is BoundsInt ? (BoundsInt)Get() : default(BoundsInt); } set { if (N.ValueType == typeof(BoundsInt)) Set(value); } }

        // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Editor/Mono/SerializedProperty.bindings.cs (managedReferenceValue,
        // its messages, and the "Assembly Namespace.Type" type names). The id (managedReferenceId) is not offered.
        public object managedReferenceValue
        {
            get
            {
                if (propertyType != SerializedPropertyType.ManagedReference)
                    throw new InvalidOperationException("managedReferenceValue is only available on fields with the [SerializeReference] attribute");
                return N.Value;
            }
            set
            {
                if (propertyType != SerializedPropertyType.ManagedReference)
                    throw new InvalidOperationException("Attempting to set the managed reference value on a SerializedProperty that is set to a '" + type + "'");
                var baseType = N.ValueType;
                if (value != null)
                {
                    var valueType = value.GetType();
                    if (valueType == typeof(Object) || valueType.IsSubclassOf(typeof(Object)))
                        throw new InvalidOperationException("Cannot assign an object deriving from UnityEngine.Object to a managed reference. This is not supported.");
                    if (!baseType.IsAssignableFrom(valueType))
                        throw new InvalidOperationException("Cannot assign an object of type '" + valueType.Name + "' to a managed reference with a base type of '" + baseType.Name + "': types are not compatible");
                }
                var n = N;
                n.Value = value;
                n.TypeName = value == null ? "managedReference<>" : "managedReference<" + value.GetType().Name + ">";
                n.Children.Clear();
                if (value != null) SerializedObject.AddManagedChildren(n, value);
                _owner.Reflatten();
                SerializedObject.MarkModified(n);
            }
        }

        public string managedReferenceFullTypename
        {
            get { var v = N.Value; return v == null ? "" : v.GetType().Assembly.GetName().Name + " " + v.GetType().FullName; }
        }

        public string managedReferenceFieldTypename
        {
            get { var t = N.ValueType; return t.Assembly.GetName().Name + " " + t.FullName; }
        }

        // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Editor/Mono/SerializedProperty.bindings.cs: the getters give a copy,
        // the setters copy the value in. gradientValue is internal in 2021.3 and public from 2022.1.
        public AnimationCurve animationCurveValue
        {
            get { var c = Get() as AnimationCurve; return c == null ? null : CopyCurve(c); }
            set { if (N.ValueType == typeof(AnimationCurve)) Set(value == null ? new AnimationCurve() : CopyCurve(value)); }
        }

#if UNITY_2022_1_OR_NEWER
        public Gradient gradientValue
#else
        internal Gradient gradientValue
#endif
        {
            get { var g = Get() as Gradient; return g == null ? null : CopyGradient(g); }
            set { if (N.ValueType == typeof(Gradient)) Set(value == null ? new Gradient() : CopyGradient(value)); }
        }

        static AnimationCurve CopyCurve(AnimationCurve c)
        {
            return new AnimationCurve(c.keys) { preWrapMode = c.preWrapMode, postWrapMode = c.postWrapMode };
        }

        static Gradient CopyGradient(Gradient g)
        {
            var copy = new Gradient { mode = g.mode };
            copy.SetKeys(g.colorKeys, g.alphaKeys);
            return copy;
        }

        public Object objectReferenceValue
        {
            get { var o = Get() as Object; return Object.IsAlive(o) ? o : null; }
            set
            {
                if (N.Kind != SerializedPropertyType.ObjectReference) return;
                if (value != null && !N.ValueType.IsInstanceOfType(value))
                {
                    // Unity accepts a GameObject for a component field when it has that component.
                    var go = value as GameObject;
                    var c = go != null && typeof(Component).IsAssignableFrom(N.ValueType) ? go.GetComponent(N.ValueType) : null;
                    if (c == null) return;
                    value = c;
                }
                Set(value);
            }
        }

        // Obsolete from 6000.4 for objectReferenceEntityIdValue, an error from 6000.5 (UnityCsReference 6000.4.0f1,
        // 6000.5.0b1 ... 6000.5.2f1 Editor/Mono/SerializedProperty.bindings.cs; plain in 2021.3.0f1 through 6000.3).
#if UNITY_6000_5_OR_NEWER
        [Obsolete("objectReferenceInstanceIDValue is obsolete. Use objectReferenceEntityIdValue instead", true)]
#elif UNITY_6000_4_OR_NEWER
        [Obsolete("objectReferenceInstanceIDValue is obsolete. Use objectReferenceEntityIdValue instead")]
#endif
        public int objectReferenceInstanceIDValue
        {
            get { var o = objectReferenceValue; return o == null ? 0 : o._instanceId; }
            set { objectReferenceValue = ObjectRegistry.Find(value); }
        }

#if UNITY_6000_4_OR_NEWER
        public EntityId objectReferenceEntityIdValue
        {
            get { var o = objectReferenceValue; return o == null ? EntityId.None : o.GetEntityId(); }
            set { objectReferenceValue = ObjectRegistry.Find(value.InstanceId); }
        }
#endif

        public string[] enumNames { get { return N.ValueType.IsEnum ? Enum.GetNames(N.ValueType) : new string[0]; } }
        public string[] enumDisplayNames { get { return enumNames.Select(ObjectNames.NicifyVariableName).ToArray(); } }

        public int enumValueIndex
        {
            get
            {
                if (!N.ValueType.IsEnum || Get() == null) return -1;
                return Array.IndexOf(Enum.GetValues(N.ValueType).Cast<object>().ToArray(), Get());
            }
            set
            {
                if (!N.ValueType.IsEnum) return;
                var values = Enum.GetValues(N.ValueType);
                if (value >= 0 && value < values.Length) Set(values.GetValue(value));
            }
        }

        public int enumValueFlag { get { return intValue; } set { intValue = value; } }

        public int arraySize
        {
            get { return N.IsArray ? N.Children.Count - 1 : 0; }
            set
            {
                var n = N;
                if (n.IsArraySize) n = n.Parent;
                if (!n.IsArray || value < 0) return;
                var elementType = UnityEngine.Internal.SerializedFields.ElementType(n.ValueType);
                while (n.Children.Count - 1 > value) n.Children.RemoveAt(n.Children.Count - 1);
                while (n.Children.Count - 1 < value)
                {
                    var last = n.Children.Count > 1 ? n.Children[n.Children.Count - 1].Value : (elementType.IsValueType ? Activator.CreateInstance(elementType) : null);
                    if (last != null && !n.Managed) last = CopyOf(last, elementType);
                    if (last == null && elementType == typeof(string)) last = "";
                    // The first element of a list of a [Serializable] class has its fields, as Unity's has (not a null
                    // one without children); a [SerializeReference] element starts null.
                    if (last == null && !n.Managed) last = UnityEngine.Internal.ContentFields.NewSerializable(elementType);
                    SerializedObject.AddElement(n, elementType, last);
                }
                n.Children[0].Value = value;
                SerializedObject.MarkModified(n);
                _owner.Reflatten();
            }
        }

        // A new element is a copy of its neighbour's serialized data, as Unity's growth and InsertArrayElementAtIndex
        // duplicate it: never the same box or object, or writing one element's fields would write the other's too
        // (set_component_field wrote [coin/5, coin/5] for [gem/1, coin/5]). A [SerializeReference] element keeps the
        // reference, as Unity 2021.3 does.
        static object CopyOf(object value, Type type)
        {
            if (value == null || value is Object || value is string || type.IsPrimitive || type.IsEnum) return value;
            if (type.IsValueType && UnityEngine.Internal.SerializedFields.IsUnityStruct(type)) return System.Runtime.CompilerServices.RuntimeHelpers.GetObjectValue(value);
            return UnityEngine.Internal.ObjectSerializer.ReadValue(UnityEngine.Internal.ObjectSerializer.WriteValue(value, type), type, null,
                r => UnityEngine.Internal.ObjectSerializer.ResolveRef(r, null));
        }

        public SerializedProperty GetArrayElementAtIndex(int index)
        {
            if (!N.IsArray || index < 0 || index >= arraySize) return null;
            return new SerializedProperty(_owner, N.Children[index + 1]);
        }

        public void InsertArrayElementAtIndex(int index)
        {
            var size = arraySize;
            if (index < 0 || index > size) throw new IndexOutOfRangeException();
            var values = Enumerable.Range(0, size).Select(i => N.Children[i + 1].Value).ToList();
            var copied = index < size ? values[index] : size > 0 ? values[size - 1] : null;
            values.Insert(index, copied != null && !N.Managed ? CopyOf(copied, UnityEngine.Internal.SerializedFields.ElementType(N.ValueType)) : copied);
            Refill(values);
        }

        public void DeleteArrayElementAtIndex(int index)
        {
            var size = arraySize;
            if (index < 0 || index >= size) return;
            var values = Enumerable.Range(0, size).Select(i => N.Children[i + 1].Value).ToList();
            values.RemoveAt(index);
            Refill(values);
        }

        public void ClearArray() { Refill(new List<object>()); }

        void Refill(List<object> values)
        {
            var n = N;
            var elementType = UnityEngine.Internal.SerializedFields.ElementType(n.ValueType);
            n.Children.RemoveRange(1, n.Children.Count - 1);
            foreach (var v in values) SerializedObject.AddElement(n, elementType, v);
            n.Children[0].Value = values.Count;
            SerializedObject.MarkModified(n);
            _owner.Reflatten();
        }

        public SerializedProperty FindPropertyRelative(string relativePropertyPath)
        {
            return _owner.FindProperty(N.Path + "." + relativePropertyPath);
        }

        public SerializedProperty Copy() { return new SerializedProperty(_owner, Node); }

        public SerializedProperty GetEndProperty() { return GetEndProperty(false); }

        public SerializedProperty GetEndProperty(bool includeInvisible)
        {
            var end = Node == null ? _owner.Flat.Count : _owner.EndIndex(Node);
            return new SerializedProperty(_owner, end < _owner.Flat.Count ? _owner.Flat[end] : null);
        }

        public void Reset() { Node = null; }

        public bool Next(bool enterChildren) { return Move(enterChildren, false); }
        public bool NextVisible(bool enterChildren) { return Move(enterChildren, true); }

        bool Move(bool enterChildren, bool visibleOnly)
        {
            var flat = _owner.Flat;
            int i;
            if (Node == null) i = 0;
            else
            {
                var at = flat.IndexOf(Node);
                if (at < 0) return false;
                i = enterChildren && Node.Children.Count > 0 ? at + 1 : _owner.EndIndex(Node);
            }
            while (i < flat.Count && visibleOnly && !flat[i].Visible) i = _owner.EndIndex(flat[i]);
            if (i >= flat.Count) { Node = null; return false; }
            Node = flat[i];
            return true;
        }

        public int CountRemaining()
        {
            var copy = Copy();
            var n = 0;
            while (copy.NextVisible(false)) n++;
            return n;
        }

        public int CountInProperty()
        {
            if (Node == null) return 0;
            return _owner.EndIndex(Node) - _owner.Flat.IndexOf(Node);
        }

        public static bool EqualContents(SerializedProperty x, SerializedProperty y)
        {
            if (x == null || y == null) return x == null && y == null;
            return Equals(x.Node == null ? null : x.Node.Value, y.Node == null ? null : y.Node.Value);
        }

        public static bool DataEquals(SerializedProperty x, SerializedProperty y) { return EqualContents(x, y); }

        public void Dispose() { }
    }
}
