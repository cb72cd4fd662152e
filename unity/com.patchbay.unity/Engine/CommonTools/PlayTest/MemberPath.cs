using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using Patchbay.Engine.CommonTools.Objects;
using Patchbay.Engine.CommonTools.Shared;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    /// <summary>
    /// A dotted path into one field of a live component, as wait_until reads it ("m_LocalPosition.y", "localPosition.y",
    /// "score", "stats.hp"): the first name is one of the fields get_game_object shows, found by <see cref="RuntimeFields"/>
    /// (the reader a player's get_game_object uses, pinned to the editor's SerializedObject view by the headless
    /// RuntimeFieldsTests) with the same name matching as get_game_object and set_component_field; each further name is a
    /// member of that value as get_game_object's JSON shows it (<see cref="ReflectedValues.MembersOf"/>). So a condition
    /// reads what Unity serializes — a script's public and [SerializeField] fields of serializable types, and the engine
    /// components' documented properties behind the fields get_game_object shows — and runs no code of the project's: no
    /// property getter, no private field Unity does not serialize, no constructor. Resolved once, before the wait, so a
    /// name that is not such a field fails before anything is read, saying what can be waited on. An Animator's
    /// parameters, which live in the running controller rather than in a field, are read as "parameters.Name"
    /// (<see cref="AnimatorParameters"/>).
    /// </summary>
    public sealed class MemberPath
    {
        private const int MaxListed = 25;

        private readonly Func<Component, object> _read;

        private MemberPath(Func<Component, object> read, Type type)
        {
            _read = read;
            Type = type;
        }

        /// <summary>The type of the value the path ends at.</summary>
        public Type Type { get; private set; }

        public static MemberPath Resolve(Component component, string path, string field)
        {
            var type = component.GetType();
            var animator = component as Animator;
            if (animator != null && AnimatorParameters.IsParameterPath(path))
            {
                var parameter = AnimatorParameters.Resolve(animator, path, field);
                return new MemberPath(c => AnimatorParameters.Read((Animator)c, parameter), AnimatorParameters.ValueType(parameter));
            }

            var fields = RuntimeFields.Of(component);
            if (fields == null)
            {
                throw ToolErrors.Invalid(field, "a field get_game_object shows", type.Name + " keeps its fields in Unity's native code, and wait_until reads "
                    + "only the fields it can read in the editor and in a player alike: those of scripts, Transform, Rigidbody and the box, sphere and "
                    + "capsule colliders" + (animator != null ? ", and an Animator's parameters (Animator.parameters.Speed > 0)" : string.Empty)
                    + ". Nothing was read. Wait on one of those (e.g. Transform.localPosition.y > 1), or on a log message.");
            }

            if (string.IsNullOrEmpty(path))
            {
                throw ToolErrors.Missing(field, "Give " + field + ": a field of " + type.Name + ", e.g. " + string.Join(", ", RuntimeFields.Names(fields).Take(5).ToArray()) + ".");
            }

            var parts = path.Split('.');
            var top = RuntimeFields.Find(fields, parts[0]);
            if (top == null)
            {
                throw NotWaitable(type, parts[0], fields, field);
            }

            var members = new List<ValueMember>();
            var current = top.Type;
            var shown = type.Name + "." + top.Name;
            for (var i = 1; i < parts.Length; i++)
            {
                var choices = ReflectedValues.MembersOf(current);
                var member = choices == null ? null : FieldNames.Find(choices, m => m.Name, parts[i]);
                if (member == null)
                {
                    var names = choices == null ? new List<string>() : choices.Select(c => c.Name).ToList();
                    var nearest = NameMatcher.Suggest(parts[i], names, 5);
                    throw ToolErrors.Missing(field, shown + " (" + current.Name + ") has no field or property '" + parts[i] + "'; "
                        + (nearest.Count > 0 && nearest.Count < names.Count ? "nearest: " + string.Join(", ", nearest.ToArray()) + "; " : string.Empty)
                        + (names.Count > 0 ? "it has: " + string.Join(", ", names.ToArray()) + "." : "it is one value, with no members to wait on.")
                        + " wait_until reads a field's value as get_game_object shows it. Nothing was read.");
                }

                members.Add(member);
                current = member.Type;
                shown += "." + member.Name;
            }

            return new MemberPath(c => ReadAlong(c, top, members), current);
        }

        /// <summary>The value at the path now (null when a value on the way is null); only fields and engine accessors are read.</summary>
        public object Read(Component component)
        {
            return _read(component);
        }

        private static object ReadAlong(Component component, RuntimeField field, List<ValueMember> members)
        {
            var value = field.Get(component);
            foreach (var member in members)
            {
                if (value == null)
                {
                    return null;
                }

                value = member.Get(value);
            }

            return value;
        }

        // Why a name is no field wait_until reads, said from the type's metadata alone (nothing is read or run).
        private static Exception NotWaitable(Type type, string name, IList<RuntimeField> fields, string field)
        {
            var names = RuntimeFields.Names(fields);
            var listed = names.Count == 0 ? type.Name + " has no field get_game_object shows."
                : "The fields of " + type.Name + " wait_until can read, as get_game_object shows them: " + ToolErrors.List(names, MaxListed) + ".";
            var property = FindProperty(type, name);
            var member = FindField(type, name);
            string why = null;
            if (member != null)
            {
                why = "'" + member.Name + "' is a " + (member.IsPublic ? "public" : "private") + " field of " + type.Name + " that Unity does not serialize ("
                    + (member.IsStatic ? "it is static" : member.IsInitOnly ? "it is readonly" : member.IsNotSerialized ? "it is [NonSerialized]"
                        : member.IsDefined(typeof(HideInInspector), true) ? "it is [HideInInspector], so the Inspector hides it too"
                        : !member.IsPublic && !member.IsDefined(typeof(SerializeField), false) ? "it is private without [SerializeField]"
                        : "its type, " + member.FieldType.Name + ", is not one Unity serializes")
                    + "), so get_game_object does not show it and wait_until does not read it";
            }
            else if (property != null)
            {
                why = "'" + property.Name + "' is a property of " + type.Name + ", not a field get_game_object shows; "
                    + (typeof(MonoBehaviour).IsAssignableFrom(property.DeclaringType) && property.DeclaringType != typeof(MonoBehaviour) ? "reading it would run the script's own code (its getter), and wait_until runs none"
                        : "wait_until reads only the fields get_game_object shows (Unity's serialized names, e.g. m_LocalPosition, also written localPosition)");
            }

            if (why != null)
            {
                return ToolErrors.Invalid(field, "a field get_game_object shows", why + ". Nothing was read and none of the project's code ran. " + listed);
            }

            var nearest = NameMatcher.Suggest(name, names, 5);
            return ToolErrors.Missing(field, type.Name + " has no field or property '" + name + "'; "
                + (nearest.Count > 0 ? "nearest: " + string.Join(", ", nearest.ToArray()) + "; " : string.Empty)
                + "it has: " + string.Join(", ", names.Take(MaxListed).ToArray()) + " (the fields get_game_object shows, which wait_until reads). Nothing was read.");
        }

        private static FieldInfo FindField(Type type, string name)
        {
            const BindingFlags flags = BindingFlags.Instance | BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.IgnoreCase | BindingFlags.DeclaredOnly;
            for (var t = type; t != null && t != typeof(MonoBehaviour) && t != typeof(Component); t = t.BaseType)
            {
                var f = t.GetField(name, flags);
                if (f != null)
                {
                    return f;
                }
            }

            return null;
        }

        private static PropertyInfo FindProperty(Type type, string name)
        {
            const BindingFlags flags = BindingFlags.Instance | BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.IgnoreCase | BindingFlags.DeclaredOnly;
            for (var t = type; t != null && t != typeof(UnityEngine.Object); t = t.BaseType)
            {
                foreach (var p in t.GetProperties(flags))
                {
                    if (string.Equals(p.Name, name, StringComparison.OrdinalIgnoreCase))
                    {
                        return p;
                    }
                }
            }

            return null;
        }
    }
}
