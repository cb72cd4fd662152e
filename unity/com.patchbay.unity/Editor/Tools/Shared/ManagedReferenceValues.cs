using System;
using System.Collections.Generic;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.Shared
{
    /// <summary>
    /// A [SerializeReference] field: read as {"type":"Namespace.Type", …its fields} (null when empty), written by
    /// the same shape through SerializedProperty.managedReferenceValue (UnityCsReference 2021.3.0f1 / 6000.5.2f1
    /// Editor/Mono/SerializedProperty.bindings.cs): "type" names the class to hold (a new instance when it differs
    /// from the current one), the other members set its fields, null clears the reference. The class must be a
    /// [Serializable], non-abstract class assignable to the field's type and not a UnityEngine.Object, as Unity
    /// requires; an unknown or unfit type lists the ones that fit.
    /// </summary>
    public static class ManagedReferenceValues
    {
        public const string Shape = ManagedTypes.Shape;

        public delegate void MemberWriter(SerializedProperty member, JToken value, string field);

        public static JToken Read(SerializedProperty p, Func<SerializedProperty, JToken> readChild)
        {
            var typeName = TypeName(p.managedReferenceFullTypename);
            if (string.IsNullOrEmpty(typeName))
            {
                return JValue.CreateNull();
            }

            var obj = new JObject { { "type", typeName } };
            var child = p.Copy();
            var end = p.GetEndProperty();
            if (child.NextVisible(true))
            {
                do
                {
                    if (SerializedProperty.EqualContents(child, end))
                    {
                        break;
                    }

                    obj[child.name] = readChild(child);
                }
                while (child.NextVisible(false));
            }

            return obj;
        }

        public static void Write(SerializedProperty p, JToken v, string field, MemberWriter writeMember)
        {
            if (v.Type == JTokenType.Null)
            {
                p.managedReferenceValue = null;
                return;
            }

            var fields = v as JObject;
            if (fields == null)
            {
                throw new FormatException("a [SerializeReference] field takes " + Shape);
            }

            var baseType = FieldType(p);
            var currentName = TypeName(p.managedReferenceFullTypename);
            var wanted = fields["type"];
            if (wanted != null)
            {
                var type = ManagedTypes.Resolve(baseType, wanted.Type == JTokenType.String ? (string)wanted : null, field);
                if (type.FullName != currentName)
                {
                    p.managedReferenceValue = ManagedTypes.NewInstance(type);
                }
            }
            else if (string.IsNullOrEmpty(currentName))
            {
                throw new FormatException("it holds null; give \"type\" to create one (" + ManagedTypes.Fitting(baseType) + ")");
            }

            foreach (var pair in fields)
            {
                if (pair.Key == "type")
                {
                    continue;
                }

                var member = p.FindPropertyRelative(pair.Key);
                if (member == null)
                {
                    throw new FormatException("a " + TypeName(p.managedReferenceFullTypename) + " has no field '" + pair.Key + "'");
                }

                writeMember(member, pair.Value, field + "." + pair.Key);
            }
        }

        // "Assembly-CSharp Game.Fireball" → "Game.Fireball"; Unity writes nested types with '/'.
        private static string TypeName(string assemblyAndType)
        {
            if (string.IsNullOrEmpty(assemblyAndType))
            {
                return null;
            }

            var space = assemblyAndType.IndexOf(' ');
            return (space >= 0 ? assemblyAndType.Substring(space + 1) : assemblyAndType).Replace('/', '+');
        }

        private static Type FieldType(SerializedProperty p)
        {
            var text = p.managedReferenceFieldTypename;
            var space = text.IndexOf(' ');
            var assemblyName = space >= 0 ? text.Substring(0, space) : null;
            var typeName = TypeName(text);
            foreach (var assembly in AppDomain.CurrentDomain.GetAssemblies())
            {
                if (assemblyName == null || assembly.GetName().Name == assemblyName)
                {
                    var type = assembly.GetType(typeName, false);
                    if (type != null)
                    {
                        return type;
                    }
                }
            }

            return typeof(object);
        }
    }
}
