using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using UnityEngine;
using UnityEditor.Internal;
using UnityEngine.Internal;
using Object = UnityEngine.Object;

namespace UnityEditor
{
    // Reads the target's serialized fields (Unity's rules: public or [SerializeField]) into a property
    // tree; edits stay in the tree until ApplyModifiedProperties writes them back (with undo).
    public class SerializedObject : IDisposable
    {
        readonly Object[] _targets;
        List<PropertyNode> _roots = new List<PropertyNode>();
        internal List<PropertyNode> Flat = new List<PropertyNode>();

        public SerializedObject(Object obj) : this(new[] { obj }) { }

        public SerializedObject(Object[] objs)
        {
            if (objs == null || objs.Length == 0 || objs.Any(o => o == null))
                throw new ArgumentException("Object at index 0 is null");
            _targets = objs.ToArray();
            Update();
        }

        public SerializedObject(Object obj, Object context) : this(obj) { }

        public Object targetObject { get { return _targets[0]; } }
        public Object[] targetObjects { get { return _targets.ToArray(); } }
        public Object context { get { return null; } }
        public bool isEditingMultipleObjects { get { return _targets.Length > 1; } }
        public bool hasModifiedProperties { get { return Flat.Any(n => n.Modified); } }
        public int maxArraySizeForMultiEditing { get; set; }

        public SerializedProperty GetIterator()
        {
            return new SerializedProperty(this, null);
        }

        public SerializedProperty FindProperty(string propertyPath)
        {
            var node = Flat.FirstOrDefault(n => n.Path == propertyPath);
            return node == null ? null : new SerializedProperty(this, node);
        }

        public void Update()
        {
            var target = _targets[0];
            _roots = new List<PropertyNode>();
            var go = target as GameObject;
            if (go != null)
            {
                _roots.Add(Leaf("m_Name", "m_Name", typeof(string), go.name, 0, null));
                _roots.Add(Leaf("m_TagString", "m_TagString", typeof(string), go.tag, 0, null));
                _roots.Add(Leaf("m_Layer", "m_Layer", typeof(int), go.layer, 0, null));
                _roots.Add(Leaf("m_IsActive", "m_IsActive", typeof(bool), go.activeSelf, 0, null));
            }
            else
            {
                if (target is MonoBehaviour || target is ScriptableObject)
                {
                    var script = Leaf("m_Script", "m_Script", typeof(MonoScript), MonoScript.ForType(target.GetType()), 0, null);
                    script.Editable = false;
                    _roots.Add(script);
                }
                foreach (var f in SerializedFields.Of(target.GetType()))
                {
                    var node = Build(f.Name, f.Name, f.FieldType, f.GetValue(target), 0, f);
                    if (f.Name == "m_Enabled" || f.IsDefined(typeof(HideInInspector), true)) node.Visible = false;
                    _roots.Add(node);
                }
            }
            Reflatten();
        }

        public bool UpdateIfRequiredOrScript()
        {
            Update();
            return true;
        }

        public void SetIsDifferentCacheDirty() { }

        public bool ApplyModifiedProperties()
        {
            return Apply(true);
        }

        public bool ApplyModifiedPropertiesWithoutUndo()
        {
            return Apply(false);
        }

        // Unity's pair (UnityCsReference 2021.3.0f1, 6000.5.2f1 Editor/Mono/SerializedObject.bindings.cs):
        // CopyFromSerializedProperty returns nothing; CopyFromSerializedPropertyIfDifferent copies only a value that
        // differs and says whether it did.
        public void CopyFromSerializedProperty(SerializedProperty prop)
        {
            Copy(prop, false);
        }

        public bool CopyFromSerializedPropertyIfDifferent(SerializedProperty prop)
        {
            return Copy(prop, true);
        }

        bool Copy(SerializedProperty prop, bool onlyIfDifferent)
        {
            if (prop == null) throw new System.ArgumentNullException("prop");
            var own = FindProperty(prop.propertyPath);
            if (own == null) return false;
            if (onlyIfDifferent && Equals(own.Node.Value, prop.Node.Value)) return false;
            own.Node.Value = prop.Node.Value;
            MarkModified(own.Node);
            return true;
        }

        public void Dispose() { }

        internal void Reflatten()
        {
            Flat = new List<PropertyNode>();
            foreach (var r in _roots) AddFlat(r);
        }

        void AddFlat(PropertyNode n)
        {
            Flat.Add(n);
            foreach (var c in n.Children) AddFlat(c);
        }

        internal int EndIndex(PropertyNode n)
        {
            var last = n;
            while (last.Children.Count > 0) last = last.Children[last.Children.Count - 1];
            return Flat.IndexOf(last) + 1;
        }

        internal static void MarkModified(PropertyNode n)
        {
            for (var p = n; p != null; p = p.Parent) p.Modified = true;
        }

        bool Apply(bool withUndo)
        {
            if (!hasModifiedProperties) return false;
            foreach (var target in _targets)
            {
                if (!Object.IsAlive(target)) continue;
                if (withUndo) Undo.RecordObject(target, "Modified Property");
                var go = target as GameObject;
                foreach (var root in _roots.Where(r => r.Modified))
                {
                    if (go != null)
                    {
                        switch (root.Name)
                        {
                            case "m_Name": go.name = (string)root.Value; break;
                            case "m_TagString": go.tag = (string)root.Value; break;
                            case "m_Layer": go.layer = Convert.ToInt32(root.Value); break;
                            case "m_IsActive": go.SetActive((bool)root.Value); break;
                        }
                    }
                    else if (root.Field != null)
                    {
                        root.Field.SetValue(target, Compose(root, root.Field.GetValue(target)));
                    }
                }
                var receiver = target as ISerializationCallbackReceiver;
                if (receiver != null) receiver.OnAfterDeserialize();
                // A change through SerializedObject is recorded as a prefab override by Unity itself.
                PrefabModel.Record(target);
                EditorUtility.SetDirty(target);
            }
            foreach (var n in Flat) n.Modified = false;
            Update();
            return true;
        }

        // Rebuilds a field value from its node (arrays and nested serializable types included).
        static object Compose(PropertyNode node, object current)
        {
            if (node.IsArray)
            {
                var elementType = SerializedFields.ElementType(node.ValueType);
                var elements = node.Children.Where(c => !c.IsArraySize).Select(c => Compose(c, c.Value)).ToList();
                if (node.ValueType.IsArray)
                {
                    var array = Array.CreateInstance(elementType, elements.Count);
                    for (int i = 0; i < elements.Count; i++) array.SetValue(elements[i], i);
                    return array;
                }
                var list = (IList)Activator.CreateInstance(node.ValueType);
                foreach (var e in elements) list.Add(e);
                return list;
            }
            if (node.Kind == SerializedPropertyType.ManagedReference)
            {
                // The referenced object itself (shared, polymorphic), its fields taken from the children.
                if (node.Value != null)
                    foreach (var child in node.Children)
                        if (child.Field != null && child.Field.DeclaringType.IsInstanceOfType(node.Value))
                            child.Field.SetValue(node.Value, Compose(child, child.Field.GetValue(node.Value)));
                return node.Value;
            }
            if (node.Kind == SerializedPropertyType.Generic && node.Children.Count > 0)
            {
                var instance = current ?? node.Value ?? Activator.CreateInstance(node.ValueType, true);
                foreach (var child in node.Children)
                    if (child.Field != null) child.Field.SetValue(instance, Compose(child, child.Field.GetValue(instance)));
                return instance;
            }
            return node.Value;
        }

        static PropertyNode Leaf(string name, string path, Type type, object value, int depth, FieldInfo field)
        {
            return new PropertyNode
            {
                Name = name,
                Path = path,
                DisplayName = ObjectNames.NicifyVariableName(name),
                ValueType = type,
                Value = value,
                Depth = depth,
                Field = field,
                Kind = KindOf(type),
                TypeName = TypeNameOf(type)
            };
        }

        internal static PropertyNode Build(string name, string path, Type type, object value, int depth, FieldInfo field)
        {
            return Build(name, path, type, value, depth, field, field != null && field.IsDefined(typeof(SerializeReference), false));
        }

        static PropertyNode Build(string name, string path, Type type, object value, int depth, FieldInfo field, bool managed)
        {
            var node = Leaf(name, path, type, value, depth, field);
            node.Managed = managed;
            if (managed && SerializedFields.ElementType(type) == null)
            {
                // UnityCsReference 2021.3.0f1 Editor/Mono/SerializedProperty.bindings.cs: a [SerializeReference] field
                // is a ManagedReference property whose children are the referenced object's own fields.
                node.Kind = SerializedPropertyType.ManagedReference;
                node.TypeName = value == null ? "managedReference<>" : "managedReference<" + value.GetType().Name + ">";
                if (value != null) AddManagedChildren(node, value);
                return node;
            }
            if (field != null)
            {
                var tip = (TooltipAttribute)field.GetCustomAttributes(typeof(TooltipAttribute), true).FirstOrDefault();
                if (tip != null) node.Tooltip = tip.tooltip;
            }
            var elementType = SerializedFields.ElementType(type);
            if (elementType != null)
            {
                node.IsArray = true;
                node.Kind = SerializedPropertyType.Generic;
                node.TypeName = "vector";
                var items = value == null ? new List<object>() : ((IEnumerable)value).Cast<object>().ToList();
                var size = Leaf("size", path + ".Array.size", typeof(int), items.Count, depth + 1, null);
                size.Kind = SerializedPropertyType.ArraySize;
                size.IsArraySize = true;
                size.Parent = node;
                node.Children.Add(size);
                for (int i = 0; i < items.Count; i++) AddElement(node, elementType, items[i]);
            }
            else if (node.Kind == SerializedPropertyType.Generic && value != null)
            {
                foreach (var f in SerializedFields.Of(type))
                {
                    var child = Build(f.Name, path + "." + f.Name, f.FieldType, f.GetValue(value), depth + 1, f);
                    if (f.IsDefined(typeof(HideInInspector), true)) child.Visible = false;
                    child.Parent = node;
                    node.Children.Add(child);
                }
            }
            return node;
        }

        internal static void AddManagedChildren(PropertyNode node, object value)
        {
            node.Children.Clear();
            foreach (var f in SerializedFields.Of(value.GetType()))
            {
                var child = Build(f.Name, node.Path + "." + f.Name, f.FieldType, f.GetValue(value), node.Depth + 1, f);
                if (f.IsDefined(typeof(HideInInspector), true)) child.Visible = false;
                child.Parent = node;
                node.Children.Add(child);
            }
        }

        internal static PropertyNode AddElement(PropertyNode array, Type elementType, object value)
        {
            var index = array.Children.Count - 1;
            var element = Build("data", array.Path + ".Array.data[" + index + "]", elementType, value, array.Depth + 1, null, array.Managed);
            element.DisplayName = "Element " + index;
            element.Parent = array;
            array.Children.Add(element);
            return element;
        }

        static SerializedPropertyType KindOf(Type t)
        {
            if (t == typeof(bool)) return SerializedPropertyType.Boolean;
            if (t == typeof(float) || t == typeof(double)) return SerializedPropertyType.Float;
            if (t == typeof(string)) return SerializedPropertyType.String;
            if (t == typeof(char)) return SerializedPropertyType.Character;
            if (t.IsEnum) return SerializedPropertyType.Enum;
            if (t.IsPrimitive) return SerializedPropertyType.Integer;
            if (t == typeof(Color)) return SerializedPropertyType.Color;
            if (typeof(Object).IsAssignableFrom(t)) return SerializedPropertyType.ObjectReference;
            if (t == typeof(LayerMask)) return SerializedPropertyType.LayerMask;
            if (t == typeof(AnimationCurve)) return SerializedPropertyType.AnimationCurve;
            if (t == typeof(Gradient)) return SerializedPropertyType.Gradient;
            if (t == typeof(Vector2)) return SerializedPropertyType.Vector2;
            if (t == typeof(Vector3)) return SerializedPropertyType.Vector3;
            if (t == typeof(Vector4)) return SerializedPropertyType.Vector4;
            if (t == typeof(Rect)) return SerializedPropertyType.Rect;
            if (t == typeof(Bounds)) return SerializedPropertyType.Bounds;
            if (t == typeof(Quaternion)) return SerializedPropertyType.Quaternion;
            if (t == typeof(Vector2Int)) return SerializedPropertyType.Vector2Int;
            if (t == typeof(Vector3Int)) return SerializedPropertyType.Vector3Int;
            if (t == typeof(RectInt)) return SerializedPropertyType.RectInt;
            if (t == typeof(BoundsInt)) return SerializedPropertyType.BoundsInt;
            if (t == typeof(Hash128)) return SerializedPropertyType.Hash128;
            return SerializedPropertyType.Generic;
        }

        static string TypeNameOf(Type t)
        {
            if (t == typeof(int)) return "int";
            if (t == typeof(float)) return "float";
            if (t == typeof(bool)) return "bool";
            if (t == typeof(string)) return "string";
            if (t == typeof(double)) return "double";
            if (t == typeof(long)) return "SInt64";
            if (t == typeof(uint)) return "uint";
            if (t == typeof(char)) return "char";
            if (t.IsEnum) return "Enum";
            if (typeof(Object).IsAssignableFrom(t)) return "PPtr<$" + t.Name + ">";
            return t.Name;
        }
    }
}
