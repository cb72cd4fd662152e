using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using Newtonsoft.Json.Linq;

namespace UnityEngine.Internal
{
    // Turns engine objects into JSON and back. Used for scene files, reload snapshots, undo records,
    // Instantiate and asset files. Object references are {"ref": id} inside a snapshot,
    // {"builtin": name} for engine built-ins, and whatever UnityEditor's asset hooks write for assets.
    internal static class ObjectSerializer
    {
        // Installed by UnityEditor's AssetDatabase: write an asset reference / resolve one.
        internal static Func<Object, JToken> AssetRefWriter;
        internal static Func<JObject, Object> AssetRefReader;

        // ---- values ----

        internal static JToken WriteValue(object value, Type type)
        {
            // A curve or gradient field is written even when null, as Unity's serializer writes a default one.
            if (value == null && type == typeof(AnimationCurve)) return ContentFields.WriteCurve(new AnimationCurve());
            if (value == null && type == typeof(Gradient)) return ContentFields.WriteGradient(new Gradient());
            if (value == null) return JValue.CreateNull();
            if (typeof(Object).IsAssignableFrom(type)) return WriteRef((Object)value);
            if (type == typeof(string)) return new JValue((string)value);
            if (type.IsEnum) return new JValue(Convert.ToInt64(value));
            if (type == typeof(bool)) return new JValue((bool)value);
            if (type == typeof(float)) return new JValue((double)(float)value);
            if (type == typeof(double)) return new JValue((double)value);
            if (type == typeof(char)) return new JValue((int)(char)value);
            // A ulong past long.MaxValue as its digits (a big integer): a JValue holding a ulong fails to be written.
            if (type == typeof(ulong)) return (ulong)value <= long.MaxValue ? new JValue((long)(ulong)value) : JToken.Parse(((ulong)value).ToString(System.Globalization.CultureInfo.InvariantCulture));
            if (type.IsPrimitive) return new JValue(Convert.ToInt64(value));
            if (type == typeof(Vector3)) { var v = (Vector3)value; return new JObject { { "x", v.x }, { "y", v.y }, { "z", v.z } }; }
            if (type == typeof(Vector2)) { var v = (Vector2)value; return new JObject { { "x", v.x }, { "y", v.y } }; }
            if (type == typeof(Vector4)) { var v = (Vector4)value; return new JObject { { "x", v.x }, { "y", v.y }, { "z", v.z }, { "w", v.w } }; }
            if (type == typeof(Quaternion)) { var v = (Quaternion)value; return new JObject { { "x", v.x }, { "y", v.y }, { "z", v.z }, { "w", v.w } }; }
            if (type == typeof(Color)) { var v = (Color)value; return new JObject { { "r", v.r }, { "g", v.g }, { "b", v.b }, { "a", v.a } }; }
            if (type == typeof(Rect)) { var v = (Rect)value; return new JObject { { "x", v.x }, { "y", v.y }, { "width", v.width }, { "height", v.height } }; }
            if (type == typeof(Bounds)) { var v = (Bounds)value; return new JObject { { "center", WriteValue(v.center, typeof(Vector3)) }, { "size", WriteValue(v.size, typeof(Vector3)) } }; }
            if (type == typeof(Vector2Int)) { var v = (Vector2Int)value; return new JObject { { "x", v.x }, { "y", v.y } }; }
            if (type == typeof(Vector3Int)) { var v = (Vector3Int)value; return new JObject { { "x", v.x }, { "y", v.y }, { "z", v.z } }; }
            if (type == typeof(Hash128)) return new JValue(((Hash128)value).ToString());
            if (type == typeof(RectInt)) { var v = (RectInt)value; return new JObject { { "x", v.x }, { "y", v.y }, { "width", v.width }, { "height", v.height } }; }
            if (type == typeof(BoundsInt)) { var v = (BoundsInt)value; return new JObject { { "m_Position", WriteValue(v.position, typeof(Vector3Int)) }, { "m_Size", WriteValue(v.size, typeof(Vector3Int)) } }; }
            if (type == typeof(LayerMask)) return new JValue(((LayerMask)value).value);
            if (type == typeof(AnimationCurve)) return ContentFields.WriteCurve((AnimationCurve)value);
            if (type == typeof(Gradient)) return ContentFields.WriteGradient((Gradient)value);
            var elementType = SerializedFields.ElementType(type);
            if (elementType != null)
            {
                var array = new JArray();
                foreach (var item in (IEnumerable)value) array.Add(WriteValue(item, elementType));
                return array;
            }
            var receiver = value as ISerializationCallbackReceiver;
            if (receiver != null) receiver.OnBeforeSerialize();
            return WriteFields(value, type);
        }

        internal static JObject WriteFields(object target, Type type)
        {
            var outer = ManagedReferences.BeginWrite();
            try
            {
                var o = new JObject();
                foreach (var f in SerializedFields.Of(type))
                    o[f.Name] = f.IsDefined(typeof(SerializeReference), false)
                        ? ManagedReferences.Write(f.GetValue(target), f.FieldType)
                        : WriteValue(f.GetValue(target), f.FieldType);
                return o;
            }
            finally
            {
                ManagedReferences.EndWrite(outer);
            }
        }

        internal static JToken WriteRef(Object o)
        {
            if (!Object.IsAlive(o)) return JValue.CreateNull();
            if (o.BuiltinName != null) return new JObject { { "builtin", o.BuiltinName }, { "type", o.GetType().FullName } };
            if (o.AssetPath != null && AssetRefWriter != null)
            {
                var written = AssetRefWriter(o);
                if (written != null) return written;
            }
            return new JObject { { "ref", o._instanceId } };
        }

        internal static object ReadValue(JToken token, Type type, object existing, Func<JObject, Object> resolveRef)
        {
            if (token == null) return existing;
            // Unity's serializer never leaves a curve or gradient field null: a missing value reads as a new one.
            if (token.Type == JTokenType.Null && type == typeof(AnimationCurve)) return new AnimationCurve();
            if (token.Type == JTokenType.Null && type == typeof(Gradient)) return new Gradient();
            if (token.Type == JTokenType.Null) return type.IsValueType ? Activator.CreateInstance(type) : ContentFields.NewSerializable(type);
            if (typeof(Object).IsAssignableFrom(type))
            {
                var obj = resolveRef(token as JObject);
                return obj != null && type.IsInstanceOfType(obj) ? obj : null;
            }
            if (type == typeof(string)) return token.Type == JTokenType.String ? (string)token : token.ToString();
            if (type.IsEnum) return Enum.ToObject(type, token.Type == JTokenType.String ? Convert.ToInt64(Enum.Parse(type, (string)token, true)) : (long)token);
            if (type == typeof(bool)) return (bool)token;
            if (type == typeof(char)) return (char)(int)token;
            // An integer token is read exactly (a long or ulong past 2^53 would be rounded through a double).
            if (type.IsPrimitive && token.Type == JTokenType.Integer) return Convert.ChangeType(decimal.Parse(token.ToString(), System.Globalization.CultureInfo.InvariantCulture), type);
            if (type.IsPrimitive) return Convert.ChangeType(token.ToObject<double>(), type);
            if (type == typeof(Vector3)) return new Vector3(F(token, "x"), F(token, "y"), F(token, "z"));
            if (type == typeof(Vector2)) return new Vector2(F(token, "x"), F(token, "y"));
            if (type == typeof(Vector4)) return new Vector4(F(token, "x"), F(token, "y"), F(token, "z"), F(token, "w"));
            if (type == typeof(Quaternion)) return new Quaternion(F(token, "x"), F(token, "y"), F(token, "z"), F(token, "w"));
            if (type == typeof(Color)) return new Color(F(token, "r"), F(token, "g"), F(token, "b"), token["a"] == null ? 1f : F(token, "a"));
            if (type == typeof(Rect)) return new Rect(F(token, "x"), F(token, "y"), F(token, "width"), F(token, "height"));
            if (type == typeof(Bounds)) return new Bounds((Vector3)ReadValue(token["center"], typeof(Vector3), null, resolveRef), (Vector3)ReadValue(token["size"], typeof(Vector3), null, resolveRef));
            if (type == typeof(Vector2Int)) return new Vector2Int((int)F(token, "x"), (int)F(token, "y"));
            if (type == typeof(Vector3Int)) return new Vector3Int((int)F(token, "x"), (int)F(token, "y"), (int)F(token, "z"));
            if (type == typeof(Hash128)) return Hash128.Parse((string)token);
            if (type == typeof(RectInt)) return new RectInt((int)F(token, "x"), (int)F(token, "y"), (int)F(token, "width"), (int)F(token, "height"));
            if (type == typeof(BoundsInt)) return new BoundsInt((Vector3Int)ReadValue(token["m_Position"], typeof(Vector3Int), default(Vector3Int), resolveRef), (Vector3Int)ReadValue(token["m_Size"], typeof(Vector3Int), default(Vector3Int), resolveRef));
            if (type == typeof(LayerMask)) return (LayerMask)(token.Type == JTokenType.Object ? (int)(token["m_Bits"] ?? token["value"]) : (int)token);
            if (type == typeof(AnimationCurve)) return ContentFields.ReadCurve(token as JObject);
            if (type == typeof(Gradient)) return ContentFields.ReadGradient(token as JObject);
            var elementType = SerializedFields.ElementType(type);
            if (elementType != null)
            {
                var items = (token as JArray ?? new JArray()).Select(t => ReadValue(t, elementType, null, resolveRef)).ToList();
                if (type.IsArray)
                {
                    var array = Array.CreateInstance(elementType, items.Count);
                    for (int i = 0; i < items.Count; i++) array.SetValue(items[i], i);
                    return array;
                }
                var list = (IList)Activator.CreateInstance(type);
                foreach (var item in items) list.Add(item);
                return list;
            }
            var instance = existing ?? CreateInstance(type);
            if (instance == null) return null;
            ReadFields(instance, type, token as JObject, resolveRef);
            var receiver = instance as ISerializationCallbackReceiver;
            if (receiver != null) receiver.OnAfterDeserialize();
            return instance;
        }

        static object CreateInstance(Type type)
        {
            try { return Activator.CreateInstance(type, true); }
            catch (Exception) { return null; }
        }

        static float F(JToken token, string key)
        {
            var v = token[key];
            return v == null || v.Type == JTokenType.Null ? 0f : v.ToObject<float>();
        }

        // Returns the (possibly boxed struct) target after assignment.
        internal static object ReadFields(object target, Type type, JObject fields, Func<JObject, Object> resolveRef)
        {
            if (fields == null) return target;
            var outer = ManagedReferences.BeginRead();
            try { return ReadFieldsCore(target, type, fields, resolveRef); }
            finally { ManagedReferences.EndRead(outer); }
        }

        static object ReadFieldsCore(object target, Type type, JObject fields, Func<JObject, Object> resolveRef)
        {
            foreach (var f in SerializedFields.Of(type))
            {
                JToken token;
                if (!fields.TryGetValue(f.Name, out token) && !ContentFields.TryFormerName(f, fields, out token)) continue;
                try
                {
                    if (f.IsDefined(typeof(SerializeReference), false))
                    {
                        f.SetValue(target, ManagedReferences.Read(token, f.FieldType, resolveRef));
                        continue;
                    }
                    var current = f.FieldType.IsValueType || typeof(Object).IsAssignableFrom(f.FieldType) ? null : f.GetValue(target);
                    f.SetValue(target, ReadValue(token, f.FieldType, current, resolveRef));
                }
                catch (Exception e)
                {
                    Debug.LogWarning("Could not restore field " + type.Name + "." + f.Name + ": " + e.Message);
                }
            }
            return target;
        }

        // ---- game objects ----

        internal static JObject WriteGameObject(GameObject go)
        {
            var o = new JObject
            {
                { "id", go._instanceId },
                { "name", go._name },
                { "tag", go._tag },
                { "layer", go._layer },
                { "active", go._activeSelf },
                { "static", go.isStatic }
            };
            var components = new JArray();
            foreach (var c in go.ComponentList)
            {
                var receiver = c as ISerializationCallbackReceiver;
                if (receiver != null) receiver.OnBeforeSerialize();
                components.Add(new JObject
                {
                    { "id", c._instanceId },
                    { "type", c.GetType().FullName },
                    { "assembly", c.GetType().Assembly.GetName().Name },
                    { "fields", WriteFields(c, c.GetType()) }
                });
            }
            o["components"] = components;
            if (go.PrefabLink != null) o["prefab"] = go.PrefabLink.DeepClone();
            if (go.MissingScripts.Count > 0) o["missing"] = new JArray(go.MissingScripts.Select(m => m.DeepClone()));
            o["children"] = new JArray(go.transform.ChildList.Select(t => (JToken)WriteGameObject(t.gameObject)));
            return o;
        }

        // Restores objects written by WriteGameObject. keepIds restores instance ids (domain reload,
        // undo); otherwise objects get fresh ids and references inside the set are remapped.
        internal static List<GameObject> RestoreGameObjects(IEnumerable<JObject> roots, SceneData scene, Transform parent, bool keepIds)
        {
            var idMap = new Dictionary<int, Object>();
            var pending = new List<KeyValuePair<Object, JObject>>();
            var created = new List<GameObject>();
            var wasRestoring = Lifecycle.Restoring;
            Lifecycle.Restoring = true;
            try
            {
                foreach (var root in roots) created.Add(Create(root, scene, parent, keepIds, idMap, pending));
                Func<JObject, Object> resolve = r => ResolveRef(r, idMap);
                foreach (var p in pending)
                {
                    var fields = p.Value["fields"] as JObject;
                    ReadFields(p.Key, p.Key.GetType(), fields, resolve);
                }
                foreach (var p in pending)
                {
                    var receiver = p.Key as ISerializationCallbackReceiver;
                    if (receiver != null)
                    {
                        try { receiver.OnAfterDeserialize(); } catch (Exception e) { Debug.LogException(e); }
                    }
                }
            }
            finally
            {
                Lifecycle.Restoring = wasRestoring;
            }
            EditorHooks.NotifyHierarchyChanged();
            return created;
        }

        internal static Object ResolveRef(JObject r, Dictionary<int, Object> idMap)
        {
            if (r == null) return null;
            JToken token;
            if (r.TryGetValue("ref", out token))
            {
                var id = (int)token;
                Object o;
                if (idMap != null && idMap.TryGetValue(id, out o)) return o;
                return ObjectRegistry.Find(id);
            }
            if (r.TryGetValue("builtin", out token))
            {
                var name = (string)token;
                var type = (string)r["type"];
                if (type == typeof(Shader).FullName) return Shader.Find(name);
                if (type == typeof(Material).FullName) return Material.DefaultMaterial;
                if (type == typeof(Mesh).FullName) return Mesh.Builtin(name);
                return null;
            }
            return AssetRefReader != null ? AssetRefReader(r) : null;
        }

        static GameObject Create(JObject data, SceneData scene, Transform parent, bool keepIds, Dictionary<int, Object> idMap, List<KeyValuePair<Object, JObject>> pending)
        {
            var go = new GameObject((string)data["name"] ?? "GameObject", parent == null ? scene : null, null);
            if (parent != null)
            {
                go.transform.ParentTransform = parent;
                parent.ChildList.Add(go.transform);
                go.SceneData = parent._gameObject.SceneData;
            }
            Map(go, data["id"], keepIds, idMap);
            go._tag = (string)data["tag"] ?? "Untagged";
            go._layer = (int?)data["layer"] ?? 0;
            go._activeSelf = (bool?)data["active"] ?? true;
            go.isStatic = (bool?)data["static"] ?? false;
            var link = data["prefab"] as JObject;
            if (link != null) go.PrefabLink = (JObject)link.DeepClone();
            foreach (JObject c in (data["components"] as JArray ?? new JArray()))
            {
                var type = TypeResolver.Find((string)c["type"], (string)c["assembly"]);
                Component component;
                if (type == typeof(Transform)) component = go.transform;
                else if (type == null || !typeof(Component).IsAssignableFrom(type))
                {
                    go.MissingScripts.Add((JObject)c.DeepClone());
                    continue;
                }
                else component = go.AddComponent(type);
                if (component == null) continue;
                Map(component, c["id"], keepIds, idMap);
                pending.Add(new KeyValuePair<Object, JObject>(component, c));
            }
            foreach (JObject m in (data["missing"] as JArray ?? new JArray()))
            {
                // A script that was missing may exist again after a recompile.
                var type = TypeResolver.Find((string)m["type"], (string)m["assembly"]);
                if (type != null && typeof(Component).IsAssignableFrom(type))
                {
                    var component = go.AddComponent(type);
                    if (component == null) continue;
                    Map(component, m["id"], keepIds, idMap);
                    pending.Add(new KeyValuePair<Object, JObject>(component, m));
                }
                else go.MissingScripts.Add((JObject)m.DeepClone());
            }
            foreach (JObject child in (data["children"] as JArray ?? new JArray()))
                Create(child, scene, go.transform, keepIds, idMap, pending);
            return go;
        }

        static void Map(Object o, JToken idToken, bool keepIds, Dictionary<int, Object> idMap)
        {
            if (idToken == null) return;
            var id = (int)idToken;
            if (keepIds) ObjectRegistry.Reassign(o, id);
            idMap[id] = o;
        }

        // ---- scenes ----

        internal static JObject WriteScene(SceneData scene)
        {
            return new JObject
            {
                { "handle", scene.Handle },
                { "name", scene.Name },
                { "path", scene.Path },
                { "dirty", scene.IsDirty },
                { "loaded", scene.IsLoaded },
                { "roots", new JArray(scene.Roots.Select(r => (JToken)WriteGameObject(r))) }
            };
        }

        internal static SceneData ReadScene(JObject data, bool keepIds)
        {
            var scene = new SceneData
            {
                Handle = keepIds && data["handle"] != null ? (int)data["handle"] : SceneRegistry.NextHandle++,
                Name = (string)data["name"] ?? "",
                Path = (string)data["path"] ?? "",
                IsDirty = (bool?)data["dirty"] ?? false,
                IsLoaded = (bool?)data["loaded"] ?? true
            };
            scene.BuildIndex = SceneRegistry.BuildIndexOf(scene.Path);
            SceneRegistry.AddExisting(scene);
            RestoreGameObjects((data["roots"] as JArray ?? new JArray()).Cast<JObject>(), scene, null, keepIds);
            scene.IsDirty = (bool?)data["dirty"] ?? false;
            return scene;
        }
    }
}
