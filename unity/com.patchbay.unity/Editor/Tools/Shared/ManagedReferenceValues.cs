using System;
using System.Collections.Generic;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Core;
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
        public const string Shape = "{\"type\":\"Namespace.Type\", …fields} or null";

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
                var type = Resolve(baseType, wanted.Type == JTokenType.String ? (string)wanted : null, field);
                if (type.FullName != currentName)
                {
                    p.managedReferenceValue = NewInstance(type);
                }
            }
            else if (string.IsNullOrEmpty(currentName))
            {
                throw new FormatException("it holds null; give \"type\" to create one (" + Fitting(baseType) + ")");
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

        private static Type Resolve(Type baseType, string name, string field)
        {
            if (string.IsNullOrEmpty(name))
            {
                throw new FormatException("\"type\" must be a class name (" + Fitting(baseType) + ")");
            }

            Type type;
            try
            {
                type = TypeLookup.Resolve(baseType, name, field + ".type");
            }
            catch (ToolException e)
            {
                throw new FormatException(e.Message + " (" + Fitting(baseType) + ")");
            }

            if (!Fits(type))
            {
                throw new FormatException(type.FullName + " cannot be held by a [SerializeReference] field: Unity needs a [Serializable], "
                    + "non-abstract class that is not a UnityEngine.Object (" + Fitting(baseType) + ")");
            }

            return type;
        }

        private static bool Fits(Type type)
        {
            return type.IsClass && !type.IsAbstract && !type.IsGenericTypeDefinition && !typeof(UnityEngine.Object).IsAssignableFrom(type)
                && type.IsDefined(typeof(SerializableAttribute), false);
        }

        private static string Fitting(Type baseType)
        {
            var names = new List<string>();
            foreach (var type in TypeLookup.Candidates(baseType))
            {
                if (Fits(type))
                {
                    names.Add(type.FullName);
                }
            }

            return names.Count == 0 ? "no loaded type fits " + baseType.FullName : "types that fit " + baseType.Name + ": " + ToolErrors.List(names, 12);
        }

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
    }
}
