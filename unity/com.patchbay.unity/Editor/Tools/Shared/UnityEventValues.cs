using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using UnityEditor;

namespace Patchbay.Editor.Tools.Shared
{
    /// <summary>
    /// A UnityEvent field as its persistent listeners, read from where Unity keeps them
    /// (m_PersistentCalls.m_Calls[] with m_Target, m_TargetAssemblyTypeName, m_MethodName, m_Mode, m_Arguments and
    /// m_CallState; UnityCsReference 2021.3.0f1 / 6000.5.2f1 Runtime/Export/UnityEvent/UnityEvent.cs, as Unity's
    /// UnityEventDrawer reads them), in the shape <see cref="UnityEventListeners"/> writes back. Listeners added in
    /// code (AddListener) are not serialized and so not shown.
    /// </summary>
    public static class UnityEventValues
    {
        public const string Shape = "{\"listeners\":[{\"target\":…,\"method\":\"Name\",\"mode\":\"Void\",\"argument\":…,\"callState\":\"RuntimeOnly\"}]}";

        public static bool Is(SerializedProperty p)
        {
            return p.propertyType == SerializedPropertyType.Generic && !p.isArray && p.FindPropertyRelative("m_PersistentCalls.m_Calls") != null;
        }

        public static JObject Read(SerializedProperty p)
        {
            var calls = p.FindPropertyRelative("m_PersistentCalls.m_Calls");
            var listeners = new JArray();
            for (var i = 0; i < calls.arraySize; i++)
            {
                var call = calls.GetArrayElementAtIndex(i);
                var target = call.FindPropertyRelative("m_Target");
                var listener = new JObject
                {
                    { "target", SerializedValues.Reference(target.objectReferenceValue) },
                    { "method", call.FindPropertyRelative("m_MethodName").stringValue },
                };

                var typeName = call.FindPropertyRelative("m_TargetAssemblyTypeName");
                if (target.objectReferenceValue == null && typeName != null && !string.IsNullOrEmpty(typeName.stringValue))
                {
                    listener["targetType"] = typeName.stringValue;
                }

                var mode = EnumName(call.FindPropertyRelative("m_Mode"));
                listener["mode"] = mode;
                var argument = Argument(call.FindPropertyRelative("m_Arguments"), mode);
                if (argument != null)
                {
                    listener["argument"] = argument;
                }

                listener["callState"] = EnumName(call.FindPropertyRelative("m_CallState"));
                listeners.Add(listener);
            }

            return new JObject { { "listeners", listeners } };
        }

        private static string EnumName(SerializedProperty p)
        {
            var names = p.enumNames;
            return p.enumValueIndex >= 0 && p.enumValueIndex < names.Length ? names[p.enumValueIndex] : p.intValue.ToString();
        }

        // The argument a listener of that mode is called with (PersistentListenerMode); none for Void and EventDefined.
        private static JToken Argument(SerializedProperty arguments, string mode)
        {
            switch (mode)
            {
                case "Object":
                    return SerializedValues.Reference(arguments.FindPropertyRelative("m_ObjectArgument").objectReferenceValue);
                case "Int":
                    return arguments.FindPropertyRelative("m_IntArgument").intValue;
                case "Float":
                    return ValueShapes.Float(arguments.FindPropertyRelative("m_FloatArgument").floatValue);
                case "String":
                    return arguments.FindPropertyRelative("m_StringArgument").stringValue;
                case "Bool":
                    return arguments.FindPropertyRelative("m_BoolArgument").boolValue;
                default:
                    return null;
            }
        }
    }
}
