using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
using System.Runtime.CompilerServices;
using Newtonsoft.Json.Linq;

namespace UnityEngine.Internal
{
    // [SerializeReference] fields as Unity serializes them (docs.unity3d.com 2021.3 / 6000 ScriptReference
    // SerializeReference): the value is a managed reference, polymorphic (the object's own type is stored:
    // {"class", "ns", "asm"} as in Unity's RefIds), shared (the same object referenced twice in one host object is
    // one reference, by rid, after a round trip too), and null is rid -2 (Unity's null reference id). Where Unity
    // keeps the objects in a "references" block after the host's fields, the stand-in writes each object inline the
    // first time its rid appears in the host and {"rid": n} after that. A stored type that no longer exists reads as
    // null with a warning (Unity keeps the data as a missing type; the stand-in drops it).
    internal static class ManagedReferences
    {
        internal const long NullRid = -2;

        sealed class ByIdentity : IEqualityComparer<object>
        {
            public new bool Equals(object x, object y) { return ReferenceEquals(x, y); }
            public int GetHashCode(object o) { return RuntimeHelpers.GetHashCode(o); }
        }

        [ThreadStatic] static Dictionary<object, long> s_Written;
        [ThreadStatic] static Dictionary<long, object> s_Read;

        internal static bool IsReferenceField(Type t)
        {
            var element = SerializedFields.ElementType(t);
            if (element != null) t = element;
            if (t.IsValueType || t == typeof(string) || typeof(Object).IsAssignableFrom(t) || t.IsPointer) return false;
            if (t.IsGenericTypeDefinition) return false;
            return t.IsClass || t.IsInterface;
        }

        internal static bool BeginWrite()
        {
            if (s_Written != null) return false;
            s_Written = new Dictionary<object, long>(new ByIdentity());
            return true;
        }

        internal static void EndWrite(bool outer) { if (outer) s_Written = null; }

        internal static bool BeginRead()
        {
            if (s_Read != null) return false;
            s_Read = new Dictionary<long, object>();
            return true;
        }

        internal static void EndRead(bool outer) { if (outer) s_Read = null; }

        internal static JToken Write(object value, Type fieldType)
        {
            var element = SerializedFields.ElementType(fieldType);
            if (element != null)
            {
                var array = new JArray();
                if (value != null) foreach (var item in (IEnumerable)value) array.Add(WriteOne(item));
                return array;
            }
            return WriteOne(value);
        }

        static JToken WriteOne(object value)
        {
            if (value == null) return new JObject { { "rid", NullRid } };
            long rid;
            if (s_Written.TryGetValue(value, out rid)) return new JObject { { "rid", rid } };
            rid = 1000 + s_Written.Count;
            s_Written[value] = rid;
            var t = value.GetType();
            var className = t.FullName.Substring(t.Namespace == null ? 0 : t.Namespace.Length + 1).Replace('+', '/');
            return new JObject
            {
                { "rid", rid },
                { "type", new JObject { { "class", className }, { "ns", t.Namespace ?? "" }, { "asm", t.Assembly.GetName().Name } } },
                { "data", ObjectSerializer.WriteFields(value, t) }
            };
        }

        internal static object Read(JToken token, Type fieldType, Func<JObject, Object> resolveRef)
        {
            var element = SerializedFields.ElementType(fieldType);
            if (element != null)
            {
                var items = (token as JArray ?? new JArray()).Select(t => ReadOne(t as JObject, element, resolveRef)).ToList();
                if (fieldType.IsArray)
                {
                    var array = Array.CreateInstance(element, items.Count);
                    for (var i = 0; i < items.Count; i++) array.SetValue(items[i], i);
                    return array;
                }
                var list = (IList)Activator.CreateInstance(fieldType);
                foreach (var item in items) list.Add(item);
                return list;
            }
            return ReadOne(token as JObject, fieldType, resolveRef);
        }

        static object ReadOne(JObject o, Type fieldType, Func<JObject, Object> resolveRef)
        {
            if (o == null || o["rid"] == null) return null;
            var rid = (long)o["rid"];
            if (rid == NullRid) return null;
            object existing;
            if (s_Read.TryGetValue(rid, out existing)) return existing;
            var type = o["type"] as JObject;
            if (type == null) return null;
            var ns = (string)type["ns"];
            var fullName = (string.IsNullOrEmpty(ns) ? "" : ns + ".") + ((string)type["class"] ?? "").Replace('/', '+');
            var t = TypeResolver.Find(fullName, (string)type["asm"]);
            if (t == null || !fieldType.IsAssignableFrom(t) || t.IsAbstract)
            {
                Debug.LogWarning("Unknown managed type referenced: [" + type["asm"] + "] " + fullName);
                return null;
            }
            object instance;
            try { instance = Activator.CreateInstance(t, true); }
            catch (Exception) { return null; }
            s_Read[rid] = instance;
            ObjectSerializer.ReadFields(instance, t, o["data"] as JObject, resolveRef);
            var receiver = instance as ISerializationCallbackReceiver;
            if (receiver != null) receiver.OnAfterDeserialize();
            return instance;
        }
    }
}
