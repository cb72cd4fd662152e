using System;
using System.Linq;
using Newtonsoft.Json.Linq;
using UnityEngine;
using UnityEngine.Internal;
using Object = UnityEngine.Object;

namespace UnityEditor
{
    // One undoable change. Undo() puts the world back before the change; Redo() re-applies it.
    internal sealed class UndoRecord
    {
        enum Kind { State, Created, Destroyed, Parent }

        Kind _kind;
        internal int TargetId;
        internal string Label = "";
        JObject _before;
        JObject _after;
        int _oldParentId;
        int _oldSibling;
        int _newParentId;

        internal static UndoRecord ForState(Object o)
        {
            return new UndoRecord { _kind = Kind.State, TargetId = o._instanceId, _before = WriteState(o), Label = o.name };
        }

        internal static UndoRecord ForCreated(Object o)
        {
            return new UndoRecord { _kind = Kind.Created, TargetId = o._instanceId, Label = o.name };
        }

        internal static UndoRecord ForDestroyed(Object o)
        {
            return new UndoRecord { _kind = Kind.Destroyed, TargetId = o._instanceId, _before = WriteWhole(o), Label = o.name };
        }

        internal static UndoRecord ForParent(Transform t)
        {
            return new UndoRecord
            {
                _kind = Kind.Parent,
                TargetId = t._instanceId,
                _oldParentId = t.parent == null ? 0 : t.parent._instanceId,
                _oldSibling = t.GetSiblingIndex(),
                _before = WriteState(t),
                Label = t.name
            };
        }

        // Across a domain reload (HeadlessEditor's snapshot): Unity's undo history lives in native code (UndoManager,
        // behind UnityCsReference Editor/Mono/Undo/Undo.bindings.cs), so Ctrl+Z undoes edits made before a script
        // compile; here the stacks are managed statics of the reloaded domain and are carried as JSON.
        internal JObject ToJson()
        {
            return new JObject
            {
                { "kind", (int)_kind }, { "target", TargetId }, { "label", Label }, { "before", _before }, { "after", _after },
                { "oldParent", _oldParentId }, { "oldSibling", _oldSibling }, { "newParent", _newParentId }
            };
        }

        internal static UndoRecord FromJson(JObject j)
        {
            return new UndoRecord
            {
                _kind = (Kind)(int)j["kind"],
                TargetId = (int)j["target"],
                Label = (string)j["label"] ?? "",
                _before = j["before"] as JObject,
                _after = j["after"] as JObject,
                _oldParentId = (int?)j["oldParent"] ?? 0,
                _oldSibling = (int?)j["oldSibling"] ?? 0,
                _newParentId = (int?)j["newParent"] ?? 0
            };
        }

        internal void Undo()
        {
            var target = ObjectRegistry.Find(TargetId);
            switch (_kind)
            {
                case Kind.State:
                    if (target == null) return;
                    _after = WriteState(target);
                    ReadState(target, _before);
                    break;
                case Kind.Created:
                    if (target == null) return;
                    _after = WriteWhole(target);
                    Object.DestroyImmediate(target);
                    break;
                case Kind.Destroyed:
                    RestoreWhole(_before);
                    break;
                case Kind.Parent:
                    var t = target as Transform;
                    if (t == null) return;
                    _newParentId = t.parent == null ? 0 : t.parent._instanceId;
                    _after = WriteState(t);
                    t.SetParent(ObjectRegistry.Find(_oldParentId) as Transform, false);
                    t.SetSiblingIndex(_oldSibling);
                    ReadState(t, _before);
                    break;
            }
        }

        internal void Redo()
        {
            var target = ObjectRegistry.Find(TargetId);
            switch (_kind)
            {
                case Kind.State:
                    if (target != null && _after != null) ReadState(target, _after);
                    break;
                case Kind.Created:
                    if (_after != null) RestoreWhole(_after);
                    break;
                case Kind.Destroyed:
                    if (target != null) Object.DestroyImmediate(target);
                    break;
                case Kind.Parent:
                    var t = target as Transform;
                    if (t == null) return;
                    t.SetParent(ObjectRegistry.Find(_newParentId) as Transform, false);
                    if (_after != null) ReadState(t, _after);
                    break;
            }
        }

        static JObject WriteState(Object o)
        {
            var go = o as GameObject;
            if (go != null)
                return new JObject { { "name", go.name }, { "tag", go.tag }, { "layer", go.layer }, { "active", go.activeSelf } };
            return new JObject { { "name", o.name }, { "fields", ObjectSerializer.WriteFields(o, o.GetType()) } };
        }

        static void ReadState(Object o, JObject state)
        {
            var go = o as GameObject;
            if (go != null)
            {
                go.name = (string)state["name"];
                go.tag = (string)state["tag"];
                go.layer = (int)state["layer"];
                go.SetActive((bool)state["active"]);
            }
            else
            {
                if (!(o is Component)) o.name = (string)state["name"];
                ObjectSerializer.ReadFields(o, o.GetType(), state["fields"] as JObject, r => ObjectSerializer.ResolveRef(r, null));
            }
            EditorUtility.SetDirty(o);
        }

        // A whole game object (with its parent and position among siblings) or a single component.
        static JObject WriteWhole(Object o)
        {
            var go = o as GameObject;
            if (go != null)
            {
                return new JObject
                {
                    { "gameObject", ObjectSerializer.WriteGameObject(go) },
                    { "parent", go.transform.parent == null ? 0 : go.transform.parent._instanceId },
                    { "scene", go.scene.HandleId },
                    { "sibling", go.transform.GetSiblingIndex() }
                };
            }
            var c = o as Component;
            if (c != null)
            {
                return new JObject
                {
                    { "owner", c.gameObject._instanceId },
                    { "id", c._instanceId },
                    { "type", c.GetType().FullName },
                    { "assembly", c.GetType().Assembly.GetName().Name },
                    { "fields", ObjectSerializer.WriteFields(c, c.GetType()) }
                };
            }
            return new JObject();
        }

        static void RestoreWhole(JObject whole)
        {
            if (whole["gameObject"] != null)
            {
                var parent = ObjectRegistry.Find((int)whole["parent"]) as Transform;
                var scene = SceneRegistry.Get((int)whole["scene"]) ?? SceneRegistry.Active;
                var go = ObjectSerializer.RestoreGameObjects(new[] { (JObject)whole["gameObject"] }, scene, parent, true).First();
                go.transform.SetSiblingIndex((int)whole["sibling"]);
                SceneRegistry.MarkDirtyFor(go);
                return;
            }
            var owner = ObjectRegistry.Find((int?)whole["owner"] ?? 0) as GameObject;
            var type = TypeResolver.Find((string)whole["type"], (string)whole["assembly"]);
            if (owner == null || type == null) return;
            var component = owner.AddComponent(type);
            if (component == null) return;
            ObjectRegistry.Reassign(component, (int)whole["id"]);
            ObjectSerializer.ReadFields(component, type, whole["fields"] as JObject, r => ObjectSerializer.ResolveRef(r, null));
        }
    }
}
