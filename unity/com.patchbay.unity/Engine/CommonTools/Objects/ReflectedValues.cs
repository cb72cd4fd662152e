using System;
using System.Collections;
using System.Collections.Generic;
using System.Reflection;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.Objects
{
    /// <summary>
    /// A field's value as JSON by its C# type, in the forms the editor's SerializedValues gives a serialized property
    /// (numbers, [x,y,z] vectors, Euler angles for rotations, [r,g,b,a] colours, enum names, scene objects as
    /// {name, type, id, path}, arrays of at most <see cref="MaxArrayItems"/> items, nesting to <see cref="MaxDepth"/>),
    /// and back: <see cref="Convert"/> takes what set_component_field takes in the editor, except asset paths (a
    /// player has none to load). Also Unity's rules for which fields it serializes.
    /// </summary>
    public static class ReflectedValues
    {
        public const int MaxArrayItems = 16;
        public const int MaxDepth = 3;

        public static JToken Read(object value, Type type)
        {
            return Read(value, type, 0, true, false);
        }

        /// <summary>As <see cref="Read(object, Type)"/>; <paramref name="managed"/> for a [SerializeReference] field: {"type", …its fields} or null.</summary>
        public static JToken Read(object value, Type type, bool managed)
        {
            return Read(value, type, 0, true, managed);
        }

        /// <summary>
        /// As <see cref="Read(object, Type)"/>, but a [Serializable] class left null reads as null instead of as a new
        /// instance's defaults: nothing is constructed, so no constructor of the project's runs (wait_until's reads).
        /// </summary>
        public static JToken ReadWithoutConstructing(object value, Type type)
        {
            return Read(value, type, 0, false, false);
        }

        /// <summary>
        /// The members a value of <paramref name="type"/> shows in <see cref="Read(object, Type)"/>'s JSON, in its order,
        /// each read from a live value as that JSON is (fields, and the engine's own Quaternion.eulerAngles and Rect and
        /// Bounds accessors; never a property of the project's): a vector's x, y, z, w, a rotation's Euler x, y, z, a
        /// colour's r, g, b, a, a Rect's or RectInt's x, y, width, height, a Bounds' center and size, a BoundsInt's position
        /// and size, a [Serializable] class's or struct's serialized fields. Null for a type shown as one value (numbers,
        /// text, enums, object references, arrays, curves, gradients, Hash128, UnityEvents).
        /// </summary>
        public static IList<ValueMember> MembersOf(Type type)
        {
            if (type == typeof(Vector2)) return Members(type, "x", "y");
            if (type == typeof(Vector3)) return Members(type, "x", "y", "z");
            if (type == typeof(Vector4)) return Members(type, "x", "y", "z", "w");
            if (type == typeof(Vector2Int))
            {
                return new[] { new ValueMember("x", typeof(int), v => ((Vector2Int)v).x), new ValueMember("y", typeof(int), v => ((Vector2Int)v).y) };
            }

            if (type == typeof(Vector3Int))
            {
                return new[]
                {
                    new ValueMember("x", typeof(int), v => ((Vector3Int)v).x), new ValueMember("y", typeof(int), v => ((Vector3Int)v).y),
                    new ValueMember("z", typeof(int), v => ((Vector3Int)v).z),
                };
            }

            if (type == typeof(Quaternion))
            {
                // Shown as Euler angles, as the editor's Inspector and get_game_object show a rotation.
                return new[]
                {
                    new ValueMember("x", typeof(float), v => ((Quaternion)v).eulerAngles.x), new ValueMember("y", typeof(float), v => ((Quaternion)v).eulerAngles.y),
                    new ValueMember("z", typeof(float), v => ((Quaternion)v).eulerAngles.z),
                };
            }

            if (type == typeof(Color)) return Members(type, "r", "g", "b", "a");
            if (type == typeof(Rect))
            {
                return new[]
                {
                    new ValueMember("x", typeof(float), v => ((Rect)v).x), new ValueMember("y", typeof(float), v => ((Rect)v).y),
                    new ValueMember("width", typeof(float), v => ((Rect)v).width), new ValueMember("height", typeof(float), v => ((Rect)v).height),
                };
            }

            if (type == typeof(Bounds))
            {
                return new[] { new ValueMember("center", typeof(Vector3), v => ((Bounds)v).center), new ValueMember("size", typeof(Vector3), v => ((Bounds)v).size) };
            }

            if (type == typeof(RectInt))
            {
                return new[]
                {
                    new ValueMember("x", typeof(int), v => ((RectInt)v).x), new ValueMember("y", typeof(int), v => ((RectInt)v).y),
                    new ValueMember("width", typeof(int), v => ((RectInt)v).width), new ValueMember("height", typeof(int), v => ((RectInt)v).height),
                };
            }

            if (type == typeof(BoundsInt))
            {
                return new[] { new ValueMember("position", typeof(Vector3Int), v => ((BoundsInt)v).position), new ValueMember("size", typeof(Vector3Int), v => ((BoundsInt)v).size) };
            }

            // Shown as one value each (keys, a gradient's keys, hex digits): no members to walk into.
            if (type == typeof(AnimationCurve) || type == typeof(Gradient) || type == typeof(Hash128)
                || typeof(UnityEngine.Events.UnityEventBase).IsAssignableFrom(type))
            {
                return null;
            }

            if (type.IsPrimitive || type == typeof(string) || type.IsEnum || type == typeof(LayerMask) || typeof(UnityEngine.Object).IsAssignableFrom(type)
                || ElementType(type) != null || !IsSerializable(type, 0))
            {
                return null;
            }

            var members = new List<ValueMember>();
            foreach (var field in ShownFields(type))
            {
                var captured = field;
                members.Add(new ValueMember(field.Name, field.FieldType, v => v == null ? null : captured.GetValue(v)));
            }

            return members;
        }

        // The engine struct's public fields of those names (Vector2/3/4 and Color keep their components in fields).
        private static ValueMember[] Members(Type type, params string[] names)
        {
            var members = new ValueMember[names.Length];
            for (var i = 0; i < names.Length; i++)
            {
                var field = type.GetField(names[i], BindingFlags.Instance | BindingFlags.Public);
                members[i] = new ValueMember(names[i], field.FieldType, field.GetValue);
            }

            return members;
        }

        // The fields a [Serializable] class or struct shows: what Unity serializes of it, less [HideInInspector] ones.
        private static IEnumerable<FieldInfo> ShownFields(Type type)
        {
            foreach (var member in type.GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic))
            {
                if (IsSerialized(member) && !member.IsDefined(typeof(HideInInspector), true))
                {
                    yield return member;
                }
            }
        }

        /// <summary>Whether Unity serializes <paramref name="field"/>: public or [SerializeField], not static, readonly or [NonSerialized], of a type it serializes.</summary>
        public static bool IsSerialized(FieldInfo field)
        {
            if (field.IsStatic || field.IsInitOnly || field.IsLiteral || field.IsNotSerialized)
            {
                return false;
            }

            var managed = IsManaged(field);
            var marked = field.IsDefined(typeof(SerializeField), false) || managed;
            return (field.IsPublic || marked) && (managed ? IsReferenceField(field.FieldType) : IsSerializable(field.FieldType, 0));
        }

        /// <summary>Whether <paramref name="field"/> is a [SerializeReference] field.</summary>
        public static bool IsManaged(FieldInfo field)
        {
            return field.IsDefined(typeof(SerializeReference), false);
        }

        // What [SerializeReference] takes: a class or interface that is not a UnityEngine.Object, or an array or list of them.
        private static bool IsReferenceField(Type type)
        {
            var element = ElementType(type) ?? type;
            return !element.IsValueType && element != typeof(string) && !typeof(UnityEngine.Object).IsAssignableFrom(element) && ElementType(element) == null;
        }

        /// <summary>What a field of <paramref name="type"/> takes, for error messages (the editor's words).</summary>
        public static string Expected(Type type)
        {
            if (type == typeof(bool)) return "boolean";
            if (type == typeof(float) || type == typeof(double)) return "number";
            if (type == typeof(string)) return "string";
            if (ValueShapes.IsFlags(type)) return ValueShapes.FlagsShape + " of: " + string.Join(", ", Enum.GetNames(type));
            if (type.IsEnum) return "one of: " + string.Join(", ", Enum.GetNames(type));
            if (type == typeof(char)) return "one character, e.g. \"A\" (or its code)";
            if (type == typeof(Rect)) return ValueShapes.RectShape;
            if (type == typeof(RectInt)) return ValueShapes.RectIntShape;
            if (type == typeof(Bounds)) return ValueShapes.BoundsShape;
            if (type == typeof(BoundsInt)) return ValueShapes.BoundsIntShape;
            if (type == typeof(Hash128)) return ValueShapes.Hash128Shape;
            if (type == typeof(AnimationCurve)) return ValueShapes.CurveShape;
            if (type == typeof(Gradient)) return ValueShapes.GradientShape;
            if (type.IsPrimitive || type == typeof(LayerMask)) return "integer";
            if (type == typeof(Color)) return "colour [r,g,b,a] or \"#RRGGBB\"";
            if (typeof(UnityEngine.Object).IsAssignableFrom(type)) return "object reference (GameObject path/id, or null)";
            if (type == typeof(Vector2) || type == typeof(Vector2Int)) return "[x,y]";
            if (type == typeof(Vector3) || type == typeof(Vector3Int)) return "[x,y,z]";
            if (type == typeof(Vector4)) return "[x,y,z,w]";
            if (type == typeof(Quaternion)) return "Euler angles [x,y,z]";
            return ElementType(type) != null ? "array" : type.Name;
        }

        /// <summary>The value <paramref name="v"/> stands for as a <paramref name="type"/>; FormatException when it does not fit.</summary>
        public static object Convert(JToken v, Type type, object current, string field)
        {
            return Convert(v, type, current, field, false);
        }

        /// <summary>As <see cref="Convert(JToken, Type, object, string)"/>; <paramref name="managed"/> for a [SerializeReference] field, which takes {"type", …fields} or null.</summary>
        public static object Convert(JToken v, Type type, object current, string field, bool managed)
        {
            if (managed)
            {
                return ManagedValue(v, type, current, field);
            }

            if (type == typeof(bool)) return JsonValues.Bool(v);
            if (type == typeof(float)) return (float)JsonValues.Number(v);
            if (type == typeof(double)) return JsonValues.Number(v);
            if (type == typeof(string)) return v.Type == JTokenType.String ? (string)v : v.ToString(Newtonsoft.Json.Formatting.None);
            if (ValueShapes.IsFlags(type)) return Enum.ToObject(type, ValueShapes.ToFlags(type, v));
            if (type.IsEnum) return EnumValue(type, v);
            if (type == typeof(char)) return Character(v);
            if (type.IsPrimitive) return Integer(type, v);
            if (type == typeof(LayerMask)) return (LayerMask)(int)Integer(typeof(int), v);
            if (type == typeof(Color)) return JsonValues.Colour(v);
            if (typeof(UnityEngine.Object).IsAssignableFrom(type)) return ObjectFor(v, type, field);
            if (type == typeof(Vector2))
            {
                var f = JsonValues.Floats(v, 2, "xy");
                return new Vector2(f[0], f[1]);
            }

            if (type == typeof(Vector3))
            {
                var f = JsonValues.Floats(v, 3, "xyz");
                return new Vector3(f[0], f[1], f[2]);
            }

            if (type == typeof(Vector4))
            {
                var f = JsonValues.Floats(v, 4, "xyzw");
                return new Vector4(f[0], f[1], f[2], f[3]);
            }

            if (type == typeof(Vector2Int))
            {
                var f = JsonValues.Floats(v, 2, "xy");
                return new Vector2Int((int)f[0], (int)f[1]);
            }

            if (type == typeof(Vector3Int))
            {
                var f = JsonValues.Floats(v, 3, "xyz");
                return new Vector3Int((int)f[0], (int)f[1], (int)f[2]);
            }

            if (type == typeof(Quaternion))
            {
                var four = v is JArray ? ((JArray)v).Count == 4 : v is JObject && ((JObject)v)["w"] != null;
                if (four)
                {
                    var q = JsonValues.Floats(v, 4, "xyzw");
                    return new Quaternion(q[0], q[1], q[2], q[3]);
                }

                var e = JsonValues.Floats(v, 3, "xyz");
                return Quaternion.Euler(e[0], e[1], e[2]);
            }

            if (type == typeof(Rect)) return ValueShapes.ToRect(v, current is Rect ? (Rect)current : default(Rect));
            if (type == typeof(RectInt)) return ValueShapes.ToRectInt(v, current is RectInt ? (RectInt)current : default(RectInt));
            if (type == typeof(Bounds)) return ValueShapes.ToBounds(v, current is Bounds ? (Bounds)current : default(Bounds));
            if (type == typeof(BoundsInt)) return ValueShapes.ToBoundsInt(v, current is BoundsInt ? (BoundsInt)current : default(BoundsInt));
            if (type == typeof(Hash128)) return ValueShapes.ToHash128(v);
            if (type == typeof(AnimationCurve)) return ValueShapes.ToCurve(v, current as AnimationCurve);
            if (type == typeof(Gradient)) return ValueShapes.ToGradient(v, current as Gradient);
            if (typeof(UnityEngine.Events.UnityEventBase).IsAssignableFrom(type))
            {
                throw new FormatException("a UnityEvent's listeners are not set here; in play mode call AddListener from execute_code, or edit "
                    + "persistent listeners in edit mode with UnityEditor.Events.UnityEventTools");
            }

            var element = ElementType(type);
            if (element != null)
            {
                return Sequence(type, element, v, field, false);
            }

            var members = v as JObject;
            if (members != null && IsSerializable(type, 0))
            {
                // A copy with the named members changed: the others keep their values (a struct is boxed here; a class is
                // copied, so a later field that does not convert leaves the live object as it was).
                var instance = current != null ? Copy(current) : NewInstance(type);
                foreach (var pair in members)
                {
                    var member = FieldOf(type, pair.Key);
                    if (member == null)
                    {
                        throw new FormatException("it has no member '" + pair.Key + "'");
                    }

                    member.SetValue(instance, Convert(pair.Value, member.FieldType, member.GetValue(instance), field + "." + pair.Key, IsManaged(member)));
                }

                return instance;
            }

            throw new FormatException("this field type (" + type.Name + ") takes a JSON object of its members");
        }

        private static JToken Read(object value, Type type, int depth, bool construct, bool managed)
        {
            if (managed)
            {
                return ManagedRead(value, type, depth, construct);
            }

            if (type == typeof(bool)) return (bool)value;
            if (type == typeof(float) || type == typeof(double)) return JsonValues.Round(System.Convert.ToDouble(value));
            if (type == typeof(string)) return (string)value ?? string.Empty;
            if (ValueShapes.IsFlags(type)) return ValueShapes.Flags(type, System.Convert.ToInt64(value));
            if (type.IsEnum)
            {
                var name = Enum.GetName(type, value);
                return name != null ? (JToken)name : System.Convert.ToInt64(value);
            }

            if (type == typeof(ulong)) return JsonValues.Unsigned((ulong)value);
            if (type == typeof(char)) return ((char)value).ToString();
            if (type.IsPrimitive) return System.Convert.ToInt64(value);
            if (typeof(UnityEngine.Object).IsAssignableFrom(type)) return ObjectReferences.Describe((UnityEngine.Object)value);
            if (type == typeof(LayerMask)) return (long)((LayerMask)value).value;
            if (type == typeof(Color))
            {
                var c = (Color)value;
                return new JArray(JsonValues.Round(c.r), JsonValues.Round(c.g), JsonValues.Round(c.b), JsonValues.Round(c.a));
            }

            if (type == typeof(Vector2))
            {
                var v2 = (Vector2)value;
                return new JArray(JsonValues.Round(v2.x), JsonValues.Round(v2.y));
            }

            if (type == typeof(Vector3)) return JsonValues.Vector((Vector3)value);
            if (type == typeof(Vector4))
            {
                var v4 = (Vector4)value;
                return new JArray(JsonValues.Round(v4.x), JsonValues.Round(v4.y), JsonValues.Round(v4.z), JsonValues.Round(v4.w));
            }

            if (type == typeof(Vector2Int)) return new JArray(((Vector2Int)value).x, ((Vector2Int)value).y);
            if (type == typeof(Vector3Int)) return new JArray(((Vector3Int)value).x, ((Vector3Int)value).y, ((Vector3Int)value).z);
            if (type == typeof(Quaternion)) return JsonValues.Vector(((Quaternion)value).eulerAngles);
            if (type == typeof(Rect))
            {
                var r = (Rect)value;
                return new JObject { { "x", JsonValues.Round(r.x) }, { "y", JsonValues.Round(r.y) }, { "width", JsonValues.Round(r.width) }, { "height", JsonValues.Round(r.height) } };
            }

            if (type == typeof(Bounds)) return ValueShapes.Bounds((Bounds)value);
            if (type == typeof(BoundsInt)) return ValueShapes.BoundsInt((BoundsInt)value);
            if (type == typeof(RectInt)) return ValueShapes.RectInt((RectInt)value);
            if (type == typeof(Hash128)) return ((Hash128)value).ToString();
            if (type == typeof(AnimationCurve)) return ValueShapes.Curve((AnimationCurve)value);
            if (type == typeof(Gradient)) return ValueShapes.Gradient((Gradient)value);
            if (typeof(UnityEngine.Events.UnityEventBase).IsAssignableFrom(type)) return Event((UnityEngine.Events.UnityEventBase)value);

            if (depth >= MaxDepth)
            {
                return "…";
            }

            var element = ElementType(type);
            if (element != null)
            {
                var array = new JArray();
                var count = 0;
                if (value != null)
                {
                    foreach (var item in (IEnumerable)value)
                    {
                        if (count++ < MaxArrayItems)
                        {
                            array.Add(Read(item, element, depth + 1, construct, false));
                        }
                    }
                }

                if (count > MaxArrayItems)
                {
                    array.Add("… " + (count - MaxArrayItems) + " more");
                }

                return array;
            }

            // A [Serializable] class or struct: Unity never leaves one null in a serialized field, so show its defaults
            // (unless nothing may be constructed).
            if (value == null && !construct)
            {
                return JValue.CreateNull();
            }

            var instance = value ?? NewInstance(type);
            var obj = new JObject();
            foreach (var member in ShownFields(type))
            {
                obj[member.Name] = Read(member.GetValue(instance), member.FieldType, depth + 1, construct, IsManaged(member));
            }

            return obj;
        }

        private static readonly MethodInfo ShallowCopy = typeof(object).GetMethod("MemberwiseClone", BindingFlags.Instance | BindingFlags.NonPublic);

        // A shallow copy of a class instance (nested members are copied in turn as they are converted); a boxed struct as it is.
        private static object Copy(object value)
        {
            return value.GetType().IsValueType ? value : ShallowCopy.Invoke(value, null);
        }

        /// <summary>What Unity would hold for a serializable type: a new instance, built without a constructor when it has no parameterless one (as Unity's serializer does).</summary>
        private static object NewInstance(Type type)
        {
            try
            {
                return Activator.CreateInstance(type, true);
            }
            catch (MissingMethodException)
            {
                return System.Runtime.Serialization.FormatterServices.GetUninitializedObject(type);
            }
        }

        private static bool IsSerializable(Type type, int depth)
        {
            if (depth > 10 || type == typeof(IntPtr) || type == typeof(UIntPtr))
            {
                return false;
            }

            if (type.IsPrimitive || type == typeof(string) || type.IsEnum || typeof(UnityEngine.Object).IsAssignableFrom(type)
                || type == typeof(Vector2) || type == typeof(Vector3) || type == typeof(Vector4) || type == typeof(Quaternion)
                || type == typeof(Color) || type == typeof(Rect) || type == typeof(Bounds) || type == typeof(Vector2Int)
                || type == typeof(Vector3Int) || type == typeof(LayerMask) || type == typeof(RectInt) || type == typeof(BoundsInt)
                || type == typeof(Hash128) || type == typeof(AnimationCurve) || type == typeof(Gradient))
            {
                return true;
            }

            var element = ElementType(type);
            if (element != null)
            {
                return (!type.IsArray || type.GetArrayRank() == 1) && ElementType(element) == null && IsSerializable(element, depth + 1);
            }

            if (type.IsAbstract || type.IsInterface || type.IsGenericTypeDefinition || type.IsPointer)
            {
                return false;
            }

            return (type.Namespace == null || !type.Namespace.StartsWith("System", StringComparison.Ordinal))
                && type.IsDefined(typeof(SerializableAttribute), false);
        }

        private static Type ElementType(Type type)
        {
            if (type.IsArray)
            {
                return type.GetElementType();
            }

            return type.IsGenericType && type.GetGenericTypeDefinition() == typeof(List<>) ? type.GetGenericArguments()[0] : null;
        }

        private static FieldInfo FieldOf(Type type, string name)
        {
            foreach (var member in type.GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic))
            {
                if (member.Name == name && IsSerialized(member))
                {
                    return member;
                }
            }

            return null;
        }

        private static object Sequence(Type type, Type element, JToken v, string field, bool managed)
        {
            var items = v as JArray;
            if (items == null)
            {
                throw new FormatException("expected a JSON array");
            }

            var values = new object[items.Count];
            for (var i = 0; i < items.Count; i++)
            {
                values[i] = Convert(items[i], element, null, field + "[" + i + "]", managed);
            }

            if (type.IsArray)
            {
                var array = Array.CreateInstance(element, values.Length);
                for (var i = 0; i < values.Length; i++)
                {
                    array.SetValue(values[i], i);
                }

                return array;
            }

            var list = (IList)Activator.CreateInstance(type);
            foreach (var value in values)
            {
                list.Add(value);
            }

            return list;
        }

        private static object Integer(Type type, JToken v)
        {
            var number = Math.Round(JsonValues.Number(v));
            try
            {
                return System.Convert.ChangeType(number, type, System.Globalization.CultureInfo.InvariantCulture);
            }
            catch (OverflowException)
            {
                throw new FormatException(number + " is out of range for " + type.Name);
            }
        }

        // A [SerializeReference] value as the editor shows it: {"type":"Namespace.Type", …its fields} or null; a list of them.
        private static JToken ManagedRead(object value, Type type, int depth, bool construct)
        {
            var element = ElementType(type);
            if (element != null)
            {
                var array = new JArray();
                if (value != null)
                {
                    foreach (var item in (IEnumerable)value)
                    {
                        array.Add(depth >= MaxDepth ? (JToken)"…" : ManagedRead(item, element, depth + 1, construct));
                    }
                }

                return array;
            }

            if (value == null)
            {
                return JValue.CreateNull();
            }

            var obj = new JObject { { "type", value.GetType().FullName } };
            foreach (var member in ShownFields(value.GetType()))
            {
                obj[member.Name] = depth >= MaxDepth ? (JToken)"…" : Read(member.GetValue(value), member.FieldType, depth + 1, construct, IsManaged(member));
            }

            return obj;
        }

        // As the editor's managedReferenceValue: null clears; "type" other than the current one makes a new instance;
        // the other members set its fields.
        private static object ManagedValue(JToken v, Type type, object current, string field)
        {
            var element = ElementType(type);
            if (element != null)
            {
                return Sequence(type, element, v, field, true);
            }

            if (v.Type == JTokenType.Null || (v.Type == JTokenType.String && (string)v == "null"))
            {
                return null;
            }

            var fields = v as JObject;
            if (fields == null)
            {
                throw new FormatException("a [SerializeReference] field takes " + ManagedTypes.Shape);
            }

            var instance = current != null ? Copy(current) : null;
            if (fields["type"] != null)
            {
                var wanted = ManagedTypes.Resolve(type, fields["type"].Type == JTokenType.String ? (string)fields["type"] : null, field);
                if (instance == null || instance.GetType() != wanted)
                {
                    instance = ManagedTypes.NewInstance(wanted);
                }
            }
            else if (instance == null)
            {
                throw new FormatException("it holds null; give \"type\" to create one (" + ManagedTypes.Fitting(type) + ")");
            }

            foreach (var pair in fields)
            {
                if (pair.Key == "type")
                {
                    continue;
                }

                var member = FieldOf(instance.GetType(), pair.Key);
                if (member == null)
                {
                    throw new FormatException("a " + instance.GetType().FullName + " has no field '" + pair.Key + "'");
                }

                member.SetValue(instance, Convert(pair.Value, member.FieldType, member.GetValue(instance), field + "." + pair.Key, IsManaged(member)));
            }

            return instance;
        }

        private static char Character(JToken v)
        {
            if (v.Type == JTokenType.String && ((string)v).Length == 1) return ((string)v)[0];
            if (v.Type == JTokenType.Integer && (long)v >= char.MinValue && (long)v <= char.MaxValue) return (char)(long)v;
            throw new FormatException("expected one character such as \"A\" (or its code 0..65535)");
        }

        // A UnityEvent in play mode: its persistent listeners (target and method, as Unity keeps them) and how many
        // listeners code added with AddListener, which are not serialized.
        private static JObject Event(UnityEngine.Events.UnityEventBase e)
        {
            var listeners = new JArray();
            var count = e == null ? 0 : e.GetPersistentEventCount();
            for (var i = 0; i < count; i++)
            {
                listeners.Add(new JObject
                {
                    { "target", ObjectReferences.Describe(e.GetPersistentTarget(i)) },
                    { "method", e.GetPersistentMethodName(i) },
                    { "callState", e.GetPersistentListenerState(i).ToString() },
                });
            }

            return new JObject { { "listeners", listeners } };
        }

        private static object EnumValue(Type type, JToken v)
        {
            var names = Enum.GetNames(type);
            if (v.Type == JTokenType.Integer)
            {
                var index = (long)v;
                if (index >= 0 && index < names.Length)
                {
                    // As the editor's enumValueIndex: the n-th declared name.
                    return Enum.Parse(type, names[index]);
                }

                throw new FormatException("index " + index + " is out of range 0.." + (names.Length - 1));
            }

            var text = v.Type == JTokenType.String ? ((string)v).Replace(" ", string.Empty) : null;
            foreach (var name in names)
            {
                if (text != null && string.Equals(name, text, StringComparison.OrdinalIgnoreCase))
                {
                    return Enum.Parse(type, name);
                }
            }

            throw new FormatException("expected one of: " + string.Join(", ", names));
        }

        private static UnityEngine.Object ObjectFor(JToken v, Type type, string field)
        {
            if (v.Type == JTokenType.Null || (v.Type == JTokenType.String && ((string)v == "null" || (string)v == string.Empty)))
            {
                return null;
            }

            var obj = v as JObject;
            var text = obj != null ? (string)(obj["path"] ?? obj["id"]) : v.Type == JTokenType.String || v.Type == JTokenType.Integer ? v.ToString() : null;
            if (obj != null && obj["asset"] != null || text != null && (text.StartsWith("Assets/", StringComparison.Ordinal) || text.StartsWith("Packages/", StringComparison.Ordinal)))
            {
                throw new FormatException("a player has no asset paths to load; name a scene object (path, name or id), or null");
            }

            if (text == null)
            {
                throw new FormatException("expected a GameObject path/name/id, or null");
            }

            var go = SceneObjects.Resolve(text, field);
            if (type == typeof(GameObject) || type == typeof(UnityEngine.Object))
            {
                return go;
            }

            if (typeof(Component).IsAssignableFrom(type))
            {
                var component = go.GetComponent(type);
                if (component == null)
                {
                    throw ToolErrors.Missing(field, "'" + SceneObjects.PathOf(go) + "' has no " + type.Name + " component for '" + field + "'.");
                }

                return component;
            }

            throw new FormatException("a " + type.Name + " is an asset, which a player cannot load by path");
        }
    }
}
