using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using Patchbay.Editor.Tools.Shared;

namespace Patchbay.Editor.Tools.PlayTest
{
    /// <summary>
    /// A dotted path of fields and properties read by reflection from a live object ("position.y", "score",
    /// "velocity.magnitude"): what a running game holds, properties included, not only serialized fields. Resolved
    /// once against the types, so a wrong name fails before the wait starts, listing what exists.
    /// </summary>
    public sealed class MemberPath
    {
        private readonly List<MemberInfo> _members;

        private MemberPath(List<MemberInfo> members)
        {
            _members = members;
        }

        public static MemberPath Resolve(Type type, string path, string field)
        {
            if (string.IsNullOrEmpty(path))
            {
                throw ToolErrors.Missing(field, "Give " + field + ": a field or property of " + type.Name + ", e.g. " + string.Join(", ", Names(type).Take(5)) + ".");
            }

            var members = new List<MemberInfo>();
            var current = type;
            foreach (var part in path.Split('.'))
            {
                var member = Find(current, part);
                if (member == null)
                {
                    var names = Names(current);
                    var nearest = NameMatcher.Suggest(part, names, 5);
                    throw ToolErrors.Missing(field, type.Name + (members.Count > 0 ? "." + string.Join(".", members.Select(m => m.Name)) : string.Empty)
                        + " (" + current.Name + ") has no field or property '" + part + "'; "
                        + (nearest.Count > 0 ? "nearest: " + string.Join(", ", nearest) + "; " : string.Empty)
                        + "it has: " + string.Join(", ", names.Take(25)) + ".");
                }

                members.Add(member);
                current = member is FieldInfo ? ((FieldInfo)member).FieldType : ((PropertyInfo)member).PropertyType;
            }

            return new MemberPath(members);
        }

        public object Read(object target)
        {
            var value = target;
            foreach (var member in _members)
            {
                if (value == null)
                {
                    return null;
                }

                var asField = member as FieldInfo;
                value = asField != null ? asField.GetValue(value) : ((PropertyInfo)member).GetValue(value, null);
            }

            return value;
        }

        private static MemberInfo Find(Type type, string name)
        {
            const BindingFlags flags = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.IgnoreCase;
            for (var t = type; t != null; t = t.BaseType)
            {
                var f = t.GetField(name, flags | BindingFlags.DeclaredOnly);
                if (f != null)
                {
                    return f;
                }

                var p = t.GetProperty(name, flags | BindingFlags.DeclaredOnly);
                if (p != null && p.CanRead && p.GetIndexParameters().Length == 0)
                {
                    return p;
                }
            }

            return null;
        }

        private static List<string> Names(Type type)
        {
            var names = new List<string>();
            foreach (var f in type.GetFields(BindingFlags.Instance | BindingFlags.Public))
            {
                names.Add(f.Name);
            }

            foreach (var f in type.GetFields(BindingFlags.Instance | BindingFlags.NonPublic).Where(f => f.IsDefined(typeof(UnityEngine.SerializeField), true)))
            {
                names.Add(f.Name);
            }

            foreach (var p in type.GetProperties(BindingFlags.Instance | BindingFlags.Public).Where(p => p.CanRead && p.GetIndexParameters().Length == 0))
            {
                names.Add(p.Name);
            }

            return names.Distinct().ToList();
        }
    }
}
