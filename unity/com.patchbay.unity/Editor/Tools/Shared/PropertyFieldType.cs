using System;
using System.Collections;
using System.Collections.Generic;
using System.Reflection;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.Shared
{
    /// <summary>
    /// The C# type of the field behind a serialized property, found by walking its property path
    /// ("stats.Array.data[2].powers") through the target's fields, as Unity's own drawers do (the Inspector's
    /// ScriptAttributeUtility.GetFieldInfoFromProperty is internal). SerializedProperty gives an enum's names but
    /// not whether it is [Flags] nor its values, nor whether an integer is unsigned; this type does. A
    /// [SerializeReference] step follows the referenced object's own type. Null when the path leaves C# fields
    /// (an engine component's native properties).
    /// </summary>
    public static class PropertyFieldType
    {
        public static Type Of(SerializedProperty p)
        {
            var target = p.serializedObject.targetObject;
            if (target == null || target is GameObject)
            {
                return null;
            }

            object value = target;
            var type = target.GetType();
            var parts = p.propertyPath.Split('.');
            for (var i = 0; i < parts.Length; i++)
            {
                if (parts[i] == "Array" && i + 1 < parts.Length && parts[i + 1].StartsWith("data[", StringComparison.Ordinal))
                {
                    var element = ElementType(type);
                    if (element == null)
                    {
                        return null;
                    }

                    int index;
                    var list = value as IList;
                    value = list != null && int.TryParse(parts[i + 1].Substring(5).TrimEnd(']'), out index) && index >= 0 && index < list.Count ? list[index] : null;
                    type = value != null && !element.IsValueType ? value.GetType() : element;
                    i++;
                    continue;
                }

                var field = Field(type, parts[i]);
                if (field == null)
                {
                    return null;
                }

                value = value != null ? field.GetValue(value) : null;
                type = value != null && field.IsDefined(typeof(SerializeReference), false) ? value.GetType() : field.FieldType;
            }

            return type;
        }

        private static FieldInfo Field(Type type, string name)
        {
            for (var t = type; t != null && t != typeof(object); t = t.BaseType)
            {
                var field = t.GetField(name, BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly);
                if (field != null)
                {
                    return field;
                }
            }

            return null;
        }

        private static Type ElementType(Type type)
        {
            if (type.IsArray)
            {
                return type.GetElementType();
            }

            return type.IsGenericType && type.GetGenericTypeDefinition() == typeof(List<>) ? type.GetGenericArguments()[0] : null;
        }
    }
}
