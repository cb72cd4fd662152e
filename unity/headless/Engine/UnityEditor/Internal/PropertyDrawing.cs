using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using UnityEngine;
using UnityEngine.Internal;

namespace UnityEditor
{
    // What PropertyField does with a property (UnityCsReference 2021.3.0f1 Editor/Mono/ScriptAttributeGUI/
    // PropertyHandler.cs, ScriptAttributeUtility.cs): the [CustomPropertyDrawer] of the field's PropertyAttribute, else
    // of its type (or a base type with useForChildren), draws it with attribute and fieldInfo set; otherwise the
    // default control is recorded. Answers, as Unity's PropertyField does, whether the property has visible children
    // and is expanded while its children were not drawn.
    internal static class PropertyDrawing
    {
        internal static bool Field(Rect position, SerializedProperty property, GUIContent label, bool includeChildren)
        {
            if (property == null) throw new ArgumentNullException("property");
            var shown = label ?? new GUIContent(property.displayName);
            var drawer = DrawerFor(property);
            if (drawer != null)
            {
                ImguiLog.Control("PropertyDrawer", drawer.GetType().Name + ":" + property.propertyPath, 0);
                drawer.OnGUI(position, property, shown);
                return false;
            }

            ImguiLog.Control("PropertyField", shown.text, 0);
            return !includeChildren && property.hasVisibleChildren && property.isExpanded;
        }

        internal static float Height(SerializedProperty property, GUIContent label, bool includeChildren)
        {
            var drawer = DrawerFor(property);
            if (drawer != null) return drawer.GetPropertyHeight(property, label ?? new GUIContent(property.displayName));
            return EditorGUIUtility.singleLineHeight;
        }

        private static PropertyDrawer DrawerFor(SerializedProperty property)
        {
            var field = FieldOf(property);
            if (field == null) return null;
            foreach (PropertyAttribute attribute in field.GetCustomAttributes(typeof(PropertyAttribute), true).OrderBy(a => ((PropertyAttribute)a).order))
            {
                var type = DrawerType(attribute.GetType());
                if (type != null) return Create(type, field, attribute);
            }

            var valueType = field.FieldType;
            if (property.propertyPath.EndsWith("]", StringComparison.Ordinal))
                valueType = valueType.IsArray ? valueType.GetElementType() : valueType.IsGenericType ? valueType.GetGenericArguments()[0] : valueType;
            var drawerType = DrawerType(valueType);
            return drawerType == null ? null : Create(drawerType, field, null);
        }

        private static PropertyDrawer Create(Type drawerType, FieldInfo field, PropertyAttribute attribute)
        {
            var drawer = (PropertyDrawer)Activator.CreateInstance(drawerType, true);
            drawer.m_FieldInfo = field;
            drawer.m_Attribute = attribute;
            return drawer;
        }

        private static Type DrawerType(Type target)
        {
            Type best = null;
            var bestDistance = int.MaxValue;
            foreach (var drawerType in TypeCache.GetTypesWithAttribute<CustomPropertyDrawer>())
            {
                if (drawerType.IsAbstract || !typeof(PropertyDrawer).IsAssignableFrom(drawerType)) continue;
                foreach (CustomPropertyDrawer attr in drawerType.GetCustomAttributes(typeof(CustomPropertyDrawer), false))
                {
                    if (attr.m_Type == null) continue;
                    var distance = 0;
                    var t = target;
                    while (t != null && t != attr.m_Type)
                    {
                        t = t.BaseType;
                        distance++;
                    }

                    if (t == null || distance > 0 && !attr.m_UseForChildren || distance >= bestDistance) continue;
                    best = drawerType;
                    bestDistance = distance;
                }
            }

            return best;
        }

        // The field a property path names, from the target's type ("stats.health", "items.Array.data[2].name").
        private static FieldInfo FieldOf(SerializedProperty property)
        {
            var target = property.serializedObject == null ? null : property.serializedObject.targetObject;
            if (target == null) return null;
            var type = target.GetType();
            FieldInfo field = null;
            var parts = property.propertyPath.Split('.');
            for (var i = 0; i < parts.Length; ++i)
            {
                if (parts[i] == "Array" && i + 1 < parts.Length && parts[i + 1].StartsWith("data[", StringComparison.Ordinal))
                {
                    type = type.IsArray ? type.GetElementType() : type.IsGenericType ? type.GetGenericArguments()[0] : type;
                    ++i;
                    continue;
                }

                field = Find(type, parts[i]);
                if (field == null) return null;
                type = field.FieldType;
            }

            return field;
        }

        private static FieldInfo Find(Type type, string name)
        {
            for (var t = type; t != null; t = t.BaseType)
            {
                var f = t.GetField(name, BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly);
                if (f != null) return f;
            }

            return null;
        }
    }
}
