using System;
using System.Collections.Generic;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using UnityEditor;
using UnityEngine;
using UnityEngine.SceneManagement;

namespace Patchbay.Editor.Tools.Objects
{
    /// <summary>
    /// Creates one GameObject from <see cref="CreateGameObjectParams"/>: everything that can fail (parent,
    /// scene, component types) is resolved before anything is created, and the object is fully set up before
    /// it is registered with Undo, so one undo step removes it and a failure leaves nothing behind.
    /// </summary>
    public static class GameObjectFactory
    {
        public sealed class Plan
        {
            public CreateGameObjectParams Spec;
            public GameObject Parent;
            public Scene Scene;
            public List<Type> Components = new List<Type>();
            public string Prefix;

            /// <summary>The fields set, once the object is created (null without fields).</summary>
            public FieldChanges Set;
        }

        public static Plan Prepare(CreateGameObjectParams spec, string prefix)
        {
            var plan = new Plan { Spec = spec, Prefix = prefix };
            GameObjectNames.Check(spec.Name, prefix + "name");
            CheckVector(spec.Position, prefix + "position");
            CheckVector(spec.Rotation, prefix + "rotation");
            CheckVector(spec.Scale, prefix + "scale");
            if (!string.IsNullOrEmpty(spec.Parent))
            {
                plan.Parent = SceneObjects.Resolve(spec.Parent, prefix + "parent");
            }
            else if (string.IsNullOrEmpty(spec.Scene) && UnityEditor.SceneManagement.PrefabStageUtility.GetCurrentPrefabStage() != null)
            {
                // A prefab has one root: in the prefab stage, new objects go under it (as Unity's menus do).
                plan.Parent = UnityEditor.SceneManagement.PrefabStageUtility.GetCurrentPrefabStage().prefabContentsRoot;
            }

            plan.Scene = plan.Parent != null ? plan.Parent.scene : SceneObjects.ResolveScene(spec.Scene, prefix + "scene");
            foreach (var name in spec.Components ?? new string[0])
            {
                var type = TypeLookup.Resolve(typeof(Component), name, prefix + "components");
                if (type == typeof(Transform))
                {
                    continue;
                }

                plan.Components.Add(type);
            }

            return plan;
        }

        private static void CheckVector(float[] vector, string field)
        {
            if (vector != null && vector.Length != 3)
            {
                throw ToolErrors.Invalid(field, "[x,y,z]", "Argument '" + field + "' must be [x,y,z] (3 numbers); got " + vector.Length + ".");
            }
        }

        public static GameObject Create(Plan plan)
        {
            var spec = plan.Spec;
            PrefabModeExit.RefuseEditIfAutoSaveWouldWriteOutside(plan.Parent != null ? plan.Parent.scene : plan.Scene, "creating '" + spec.Name + "'");
            var go = spec.Primitive == PrimitiveShape.None
                ? new GameObject(spec.Name)
                : GameObject.CreatePrimitive((PrimitiveType)Enum.Parse(typeof(PrimitiveType), spec.Primitive.ToString()));
            try
            {
                go.name = spec.Name;
                if (plan.Parent != null)
                {
                    go.transform.SetParent(plan.Parent.transform, false);
                }
                else if (go.scene != plan.Scene)
                {
                    SceneManager.MoveGameObjectToScene(go, plan.Scene);
                }

                if (spec.Position != null) go.transform.localPosition = new Vector3(spec.Position[0], spec.Position[1], spec.Position[2]);
                if (spec.Rotation != null) go.transform.localEulerAngles = new Vector3(spec.Rotation[0], spec.Rotation[1], spec.Rotation[2]);
                if (spec.Scale != null) go.transform.localScale = new Vector3(spec.Scale[0], spec.Scale[1], spec.Scale[2]);
                if (!string.IsNullOrEmpty(spec.Tag))
                {
                    try
                    {
                        go.tag = spec.Tag;
                    }
                    catch (UnityException)
                    {
                        throw ToolErrors.Missing("tag", "Tag '" + spec.Tag + "' is not defined; add it in Tags and Layers or use an existing tag such as Untagged, Player, MainCamera.");
                    }
                }

                AddComponents(go, plan, spec);
                if (spec.Fields != null)
                {
                    // After the components, which the fields may belong to; without Undo, as the object is
                    // registered whole below. A wrong field throws, and the object is destroyed.
                    plan.Set = FieldChanges.Prepare(go, null, null, null, spec.Fields, plan.Prefix + "fields.");
                    plan.Set.Apply(false);
                }
            }
            catch
            {
                UnityEngine.Object.DestroyImmediate(go);
                throw;
            }

            Undo.RegisterCreatedObjectUndo(go, "Create " + spec.Name);
            SceneObjects.MarkDirty(go.scene);
            return go;
        }

        private static void AddComponents(GameObject go, Plan plan, CreateGameObjectParams spec)
        {
            foreach (var type in plan.Components)
            {
                var existing = go.GetComponent(type);
                if (existing != null && Attribute.IsDefined(type, typeof(DisallowMultipleComponent), true))
                {
                    continue;
                }

                if (go.AddComponent(type) == null && existing == null)
                {
                    throw ToolErrors.State("Unity could not add " + type.Name + " to '" + spec.Name + "' (a conflicting component?).");
                }
            }
        }
    }
}
