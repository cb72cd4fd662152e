using System;
using System.Collections.Generic;
using System.Reflection;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.Objects
{
    /// <summary>
    /// A component's fields in a player, where SerializedObject does not exist: what Unity serializes of a script
    /// (public fields and [SerializeField] private ones, base class first; not properties, static, readonly or
    /// [NonSerialized] fields, and not [HideInInspector] ones, which the Inspector hides too), found by reflection,
    /// and the engine components of <see cref="BuiltInFields"/>. Names and values as the editor's get_game_object
    /// shows them, so an agent reads a script's field the same way in play mode and in a development build.
    /// Main thread only (the cache is unguarded, like the Unity API the values come from).
    /// </summary>
    public static class RuntimeFields
    {
        private static readonly Dictionary<Type, RuntimeField[]> s_scripts = new Dictionary<Type, RuntimeField[]>();

        /// <summary>The component's fields, or null when a player cannot read them (an engine component not in the table).</summary>
        public static IList<RuntimeField> Of(Component component)
        {
            var behaviour = component as MonoBehaviour;
            return behaviour != null ? ScriptFields(behaviour.GetType()) : BuiltInFields.For(component);
        }

        public static JObject Read(Component component, IList<RuntimeField> fields)
        {
            var result = new JObject();
            foreach (var field in fields)
            {
                result[field.Name] = ReflectedValues.Read(field.Get(component), field.Type, field.Managed);
            }

            return result;
        }

        public static List<string> Names(IList<RuntimeField> fields)
        {
            var names = new List<string>();
            foreach (var field in fields)
            {
                names.Add(field.Name);
            }

            return names;
        }

        /// <summary>By exact name, else as the editor matches: case, spaces, underscores and Unity's "m_" ignored ("Jump Speed", "localPosition").</summary>
        public static RuntimeField Find(IList<RuntimeField> fields, string name)
        {
            return FieldNames.Find(fields, field => field.Name, name);
        }

        private static RuntimeField[] ScriptFields(Type type)
        {
            RuntimeField[] fields;
            if (s_scripts.TryGetValue(type, out fields))
            {
                return fields;
            }

            var chain = new List<Type>();
            for (var t = type; t != null && t != typeof(MonoBehaviour); t = t.BaseType)
            {
                chain.Insert(0, t);
            }

            var list = new List<RuntimeField>();
            foreach (var t in chain)
            {
                foreach (var info in t.GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
                {
                    if (ReflectedValues.IsSerialized(info) && !info.IsDefined(typeof(HideInInspector), true))
                    {
                        var captured = info;
                        list.Add(new RuntimeField(info.Name, info.FieldType, c => captured.GetValue(c), (c, v) => captured.SetValue(c, v), ReflectedValues.IsManaged(info)));
                    }
                }
            }

            fields = list.ToArray();
            s_scripts[type] = fields;
            return fields;
        }
    }
}
