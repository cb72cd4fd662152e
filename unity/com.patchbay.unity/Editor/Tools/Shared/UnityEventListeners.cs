using System;
using System.Collections.Generic;
using System.Reflection;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using UnityEditor;
using UnityEngine;
using UnityEngine.Events;

namespace Patchbay.Editor.Tools.Shared
{
    /// <summary>
    /// Writes a UnityEvent's persistent listeners as the Inspector's UnityEventDrawer does (UnityCsReference
    /// 2021.3.0f1 / 6000.5.2f1 Editor/Mono/Inspector/UnityEventDrawer.cs): into m_PersistentCalls.m_Calls through
    /// SerializedProperty, each listener a target (the GameObject or one of its components, or an asset), a method
    /// the drawer would offer for it (public, not obsolete, returning void, or a public property setter) and a mode
    /// that method's parameters fit: Void (none), Int / Float / String / Bool / Object (one, called with the
    /// listener's argument) or EventDefined (the event's own arguments). The given list replaces the event's
    /// persistent listeners. Every listener is checked before any is written; a method that does not fit lists the
    /// ones that do on that target.
    /// </summary>
    public static class UnityEventListeners
    {
        private sealed class Listener
        {
            public UnityEngine.Object Target;
            public MethodInfo Method;
            public PersistentListenerMode Mode;
            public JToken Argument;
            public UnityEventCallState CallState = UnityEventCallState.RuntimeOnly;
        }

        private static readonly string[] Members = { "target", "method", "mode", "argument", "callState", "targetType" };

        public static void Write(SerializedProperty p, JToken v, string field)
        {
            var obj = v as JObject;
            var items = obj != null ? obj["listeners"] as JArray : v as JArray;
            if (items == null || (obj != null && obj.Count != 1))
            {
                throw new FormatException("a UnityEvent takes " + UnityEventValues.Shape + " (the list replaces its persistent listeners; [] removes them)");
            }

            var eventArguments = EventArguments(PropertyFieldType.Of(p));
            var calls = p.FindPropertyRelative("m_PersistentCalls.m_Calls");
            var planned = new List<Listener>();
            for (var i = 0; i < items.Count; i++)
            {
                planned.Add(Plan(calls, items[i], eventArguments, field + ".listeners[" + i + "]"));
            }

            calls.arraySize = planned.Count;
            for (var i = 0; i < planned.Count; i++)
            {
                Fill(calls.GetArrayElementAtIndex(i), planned[i], field + ".listeners[" + i + "]");
            }
        }

        private static Listener Plan(SerializedProperty calls, JToken item, Type[] eventArguments, string field)
        {
            var obj = item as JObject;
            if (obj == null || obj["target"] == null || obj["method"] == null)
            {
                throw new FormatException(field + " must be {\"target\":…,\"method\":\"Name\"} with optional mode, argument, callState");
            }

            foreach (var pair in obj)
            {
                if (Array.IndexOf(Members, pair.Key) < 0)
                {
                    throw new FormatException(field + " has no member '" + pair.Key + "' (a listener has target, method, mode, argument, callState)");
                }
            }

            var methodText = obj["method"].Type == JTokenType.String ? ((string)obj["method"]).Trim() : null;
            if (string.IsNullOrEmpty(methodText))
            {
                throw new FormatException(field + ".method must be a method name, e.g. \"Jump\" or \"AudioSource.Play\"");
            }

            // "AudioSource.Play" names the component; a target read back ({"name","type","id","path"}) names it by type.
            string typeName = null;
            var dot = methodText.LastIndexOf('.');
            if (dot > 0)
            {
                typeName = methodText.Substring(0, dot);
                methodText = methodText.Substring(dot + 1);
            }
            else if (obj["target"] is JObject && obj["target"]["type"] != null && obj["target"]["asset"] == null)
            {
                typeName = (string)obj["target"]["type"];
            }

            PersistentListenerMode? mode = null;
            if (obj["mode"] != null)
            {
                PersistentListenerMode parsed;
                if (obj["mode"].Type != JTokenType.String || !Enum.TryParse((string)obj["mode"], true, out parsed) || !Enum.IsDefined(typeof(PersistentListenerMode), parsed))
                {
                    throw new FormatException(field + ".mode must be one of " + string.Join(", ", Enum.GetNames(typeof(PersistentListenerMode))));
                }

                mode = parsed;
            }

            var listener = new Listener { Argument = obj["argument"] };
            if (obj["callState"] != null)
            {
                UnityEventCallState state;
                if (obj["callState"].Type != JTokenType.String || !Enum.TryParse((string)obj["callState"], true, out state) || !Enum.IsDefined(typeof(UnityEventCallState), state))
                {
                    throw new FormatException(field + ".callState must be one of " + string.Join(", ", Enum.GetNames(typeof(UnityEventCallState))));
                }

                listener.CallState = state;
            }

            var resolved = SerializedValues.ObjectFor(obj["target"], typeof(UnityEngine.Object), calls.propertyPath, field + ".target");
            if (resolved == null)
            {
                throw new FormatException(field + ".target is null; a listener needs an object to call");
            }

            var offered = new List<string>();
            foreach (var target in Targets(resolved))
            {
                if (typeName != null && target.GetType().Name != typeName && target.GetType().FullName != typeName)
                {
                    continue;
                }

                foreach (var method in Offered(target.GetType()))
                {
                    var fits = Modes(method, eventArguments);
                    foreach (var m in fits)
                    {
                        offered.Add(target.GetType().Name + "." + method.Name + " (" + m + ")");
                    }

                    if (method.Name != methodText || fits.Count == 0)
                    {
                        continue;
                    }

                    var chosen = Choose(fits, mode, listener.Argument);
                    if (chosen == null)
                    {
                        continue;
                    }

                    if (listener.Method != null && (listener.Target != target || listener.Mode != chosen.Value))
                    {
                        throw new FormatException(field + ": '" + methodText + "' fits several targets or overloads; name it as Type.Method and give mode");
                    }

                    listener.Target = target;
                    listener.Method = method;
                    listener.Mode = chosen.Value;
                }
            }

            if (listener.Method == null)
            {
                throw new FormatException(field + ": no method '" + methodText + "'" + (mode != null ? " for mode " + mode : string.Empty)
                    + (listener.Argument != null && mode == null ? " taking that argument" : string.Empty) + " on " + Label(resolved)
                    + (typeName != null ? " (" + typeName + ")" : string.Empty) + ". It offers: " + ToolErrors.List(offered, 20));
            }

            if (listener.Argument == null && IsStatic(listener.Mode))
            {
                throw new FormatException(field + ": " + listener.Method.Name + " takes one " + listener.Method.GetParameters()[0].ParameterType.Name
                    + "; give it as \"argument\"");
            }

            return listener;
        }

        private static void Fill(SerializedProperty call, Listener listener, string field)
        {
            call.FindPropertyRelative("m_Target").objectReferenceValue = listener.Target;
            call.FindPropertyRelative("m_TargetAssemblyTypeName").stringValue = listener.Method.DeclaringType.AssemblyQualifiedName;
            call.FindPropertyRelative("m_MethodName").stringValue = listener.Method.Name;
            call.FindPropertyRelative("m_Mode").enumValueIndex = (int)listener.Mode;
            call.FindPropertyRelative("m_CallState").enumValueIndex = (int)listener.CallState;
            var arguments = call.FindPropertyRelative("m_Arguments");
            var objectArgument = arguments.FindPropertyRelative("m_ObjectArgument");
            var objectType = arguments.FindPropertyRelative("m_ObjectArgumentAssemblyTypeName");
            objectArgument.objectReferenceValue = null;
            objectType.stringValue = typeof(UnityEngine.Object).AssemblyQualifiedName;
            var where = field + ".argument";
            try
            {
                switch (listener.Mode)
                {
                    case PersistentListenerMode.Int:
                        var number = JsonValues.Number(listener.Argument);
                        if (number != Math.Floor(number) || number < int.MinValue || number > int.MaxValue)
                        {
                            throw new FormatException("must be a whole number in the int range");
                        }

                        arguments.FindPropertyRelative("m_IntArgument").intValue = (int)number;
                        break;
                    case PersistentListenerMode.Float:
                        arguments.FindPropertyRelative("m_FloatArgument").floatValue = (float)JsonValues.Number(listener.Argument);
                        break;
                    case PersistentListenerMode.String:
                        arguments.FindPropertyRelative("m_StringArgument").stringValue = listener.Argument.Type == JTokenType.String
                            ? (string)listener.Argument : listener.Argument.ToString(Newtonsoft.Json.Formatting.None);
                        break;
                    case PersistentListenerMode.Bool:
                        arguments.FindPropertyRelative("m_BoolArgument").boolValue = JsonValues.Bool(listener.Argument);
                        break;
                    case PersistentListenerMode.Object:
                        var wanted = listener.Method.GetParameters()[0].ParameterType;
                        objectType.stringValue = wanted.AssemblyQualifiedName;
                        objectArgument.objectReferenceValue = ArgumentObject(listener.Argument, objectArgument, wanted, where);
                        break;
                }
            }
            catch (FormatException e)
            {
                throw new FormatException(where + " for " + listener.Method.Name + " (" + listener.Mode + "): " + e.Message);
            }
        }

        private static UnityEngine.Object ArgumentObject(JToken v, SerializedProperty property, Type wanted, string field)
        {
            var value = SerializedValues.ObjectFor(v, typeof(UnityEngine.Object), property.propertyPath, field);
            if (value == null || wanted.IsInstanceOfType(value))
            {
                return value;
            }

            var go = value as GameObject;
            var component = go != null && typeof(Component).IsAssignableFrom(wanted) ? go.GetComponent(wanted) : null;
            if (component == null)
            {
                throw new FormatException("must be a " + wanted.Name + ", got " + Label(value));
            }

            return component;
        }

        // The targets the drawer offers for an object: a GameObject and each of its components, or the object itself.
        private static IEnumerable<UnityEngine.Object> Targets(UnityEngine.Object resolved)
        {
            var component = resolved as Component;
            var go = component != null ? component.gameObject : resolved as GameObject;
            if (go == null)
            {
                yield return resolved;
                yield break;
            }

            yield return go;
            foreach (var c in go.GetComponents<Component>())
            {
                if (c != null)
                {
                    yield return c;
                }
            }
        }

        private static IEnumerable<MethodInfo> Offered(Type type)
        {
            foreach (var method in type.GetMethods())
            {
                if (!method.IsSpecialName && method.ReturnType == typeof(void) && !method.IsDefined(typeof(ObsoleteAttribute), true) && !method.IsGenericMethodDefinition)
                {
                    yield return method;
                }
            }

            foreach (var property in type.GetProperties())
            {
                var setter = property.GetSetMethod();
                if (setter != null && !property.IsDefined(typeof(ObsoleteAttribute), true))
                {
                    yield return setter;
                }
            }
        }

        // The modes a method fits, as UnityEventDrawer.CalculateMethodMap matches them.
        private static List<PersistentListenerMode> Modes(MethodInfo method, Type[] eventArguments)
        {
            var modes = new List<PersistentListenerMode>();
            var parameters = method.GetParameters();
            if (eventArguments != null && parameters.Length == eventArguments.Length)
            {
                var match = true;
                for (var i = 0; i < parameters.Length; i++)
                {
                    match &= parameters[i].ParameterType.IsAssignableFrom(eventArguments[i]);
                }

                if (match && parameters.Length > 0)
                {
                    modes.Add(PersistentListenerMode.EventDefined);
                }
            }

            if (parameters.Length == 0)
            {
                modes.Add(PersistentListenerMode.Void);
            }
            else if (parameters.Length == 1)
            {
                var type = parameters[0].ParameterType;
                if (type.IsAssignableFrom(typeof(float))) modes.Add(PersistentListenerMode.Float);
                if (type.IsAssignableFrom(typeof(int))) modes.Add(PersistentListenerMode.Int);
                if (type.IsAssignableFrom(typeof(string))) modes.Add(PersistentListenerMode.String);
                if (type.IsAssignableFrom(typeof(bool))) modes.Add(PersistentListenerMode.Bool);
                if (typeof(UnityEngine.Object).IsAssignableFrom(type) || type.IsAssignableFrom(typeof(UnityEngine.Object))) modes.Add(PersistentListenerMode.Object);
            }

            return modes;
        }

        // The given mode when the method fits it; else, with an argument, the mode its JSON type names; else the
        // event's own arguments or none.
        private static PersistentListenerMode? Choose(List<PersistentListenerMode> fits, PersistentListenerMode? mode, JToken argument)
        {
            if (mode != null)
            {
                return fits.Contains(mode.Value) ? mode : null;
            }

            if (argument == null)
            {
                if (fits.Contains(PersistentListenerMode.Void)) return PersistentListenerMode.Void;
                if (fits.Contains(PersistentListenerMode.EventDefined)) return PersistentListenerMode.EventDefined;
                return fits.Count == 1 && IsStatic(fits[0]) ? fits[0] : (PersistentListenerMode?)null;
            }

            var byJson = argument.Type == JTokenType.Integer ? new[] { PersistentListenerMode.Int, PersistentListenerMode.Float }
                : argument.Type == JTokenType.Float ? new[] { PersistentListenerMode.Float }
                : argument.Type == JTokenType.Boolean ? new[] { PersistentListenerMode.Bool }
                : argument.Type == JTokenType.String ? new[] { PersistentListenerMode.String, PersistentListenerMode.Object }
                : new[] { PersistentListenerMode.Object };
            foreach (var candidate in byJson)
            {
                if (fits.Contains(candidate))
                {
                    return candidate;
                }
            }

            return null;
        }

        private static bool IsStatic(PersistentListenerMode mode)
        {
            return mode != PersistentListenerMode.Void && mode != PersistentListenerMode.EventDefined;
        }

        // UnityEvent<T0…>'s type arguments; none for UnityEvent.
        private static Type[] EventArguments(Type eventType)
        {
            for (var t = eventType; t != null && t != typeof(object); t = t.BaseType)
            {
                if (t.IsGenericType && t.Namespace == "UnityEngine.Events" && t.Name.StartsWith("UnityEvent`", StringComparison.Ordinal))
                {
                    return t.GetGenericArguments();
                }
            }

            return new Type[0];
        }

        private static string Label(UnityEngine.Object o)
        {
            var component = o as Component;
            var go = component != null ? component.gameObject : o as GameObject;
            return go != null ? "'" + SceneObjects.PathOf(go) + "'" : "'" + o.name + "' (" + o.GetType().Name + ")";
        }
    }
}
