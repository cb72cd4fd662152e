using System;
using UnityEngine;
using UnityEngine.Events;
using Object = UnityEngine.Object;

namespace UnityEditor.Events
{
    // Signatures: UnityCsReference 2021.3.0f1 / 6000.5.0f1 Editor/Mono/Utils/UnityEventTools.cs. Each edits the
    // event's serialized m_PersistentCalls (Add* appends a listener, Register* fills the one at index).
    public static class UnityEventTools
    {
        public static void AddPersistentListener(UnityEventBase unityEvent) { unityEvent.AddPersistentListener(); }

        public static void RemovePersistentListener(UnityEventBase unityEvent, int index) { unityEvent.RemovePersistentListener(index); }

        public static void AddPersistentListener(UnityEvent unityEvent, UnityAction call) { unityEvent.AddPersistentListener(call); }
        public static void AddPersistentListener<T0>(UnityEvent<T0> unityEvent, UnityAction<T0> call) { unityEvent.AddPersistentListener(call); }
        public static void AddPersistentListener<T0, T1>(UnityEvent<T0, T1> unityEvent, UnityAction<T0, T1> call) { unityEvent.AddPersistentListener(call); }
        public static void AddPersistentListener<T0, T1, T2>(UnityEvent<T0, T1, T2> unityEvent, UnityAction<T0, T1, T2> call) { unityEvent.AddPersistentListener(call); }
        public static void AddPersistentListener<T0, T1, T2, T3>(UnityEvent<T0, T1, T2, T3> unityEvent, UnityAction<T0, T1, T2, T3> call) { unityEvent.AddPersistentListener(call); }

        public static void RegisterPersistentListener(UnityEvent unityEvent, int index, UnityAction call) { unityEvent.RegisterPersistentListener(index, call); }
        public static void RegisterPersistentListener<T0>(UnityEvent<T0> unityEvent, int index, UnityAction<T0> call) { unityEvent.RegisterPersistentListener(index, call); }
        public static void RegisterPersistentListener<T0, T1>(UnityEvent<T0, T1> unityEvent, int index, UnityAction<T0, T1> call) { unityEvent.RegisterPersistentListener(index, call); }
        public static void RegisterPersistentListener<T0, T1, T2>(UnityEvent<T0, T1, T2> unityEvent, int index, UnityAction<T0, T1, T2> call) { unityEvent.RegisterPersistentListener(index, call); }
        public static void RegisterPersistentListener<T0, T1, T2, T3>(UnityEvent<T0, T1, T2, T3> unityEvent, int index, UnityAction<T0, T1, T2, T3> call) { unityEvent.RegisterPersistentListener(index, call); }

        public static void RemovePersistentListener(UnityEventBase unityEvent, UnityAction call) { Remove(unityEvent, call); }
        public static void RemovePersistentListener<T0>(UnityEventBase unityEvent, UnityAction<T0> call) { Remove(unityEvent, call); }
        public static void RemovePersistentListener<T0, T1>(UnityEventBase unityEvent, UnityAction<T0, T1> call) { Remove(unityEvent, call); }
        public static void RemovePersistentListener<T0, T1, T2>(UnityEventBase unityEvent, UnityAction<T0, T1, T2> call) { Remove(unityEvent, call); }
        public static void RemovePersistentListener<T0, T1, T2, T3>(UnityEventBase unityEvent, UnityAction<T0, T1, T2, T3> call) { Remove(unityEvent, call); }

        static void Remove(UnityEventBase unityEvent, Delegate call)
        {
            unityEvent.RemovePersistentListener(call.Target as Object, call.Method);
        }

        public static void UnregisterPersistentListener(UnityEventBase unityEvent, int index) { unityEvent.UnregisterPersistentListener(index); }

        public static void AddVoidPersistentListener(UnityEventBase unityEvent, UnityAction call) { Add(unityEvent, call, PersistentListenerMode.Void, null, null); }
        public static void RegisterVoidPersistentListener(UnityEventBase unityEvent, int index, UnityAction call) { unityEvent.RegisterArgumentPersistentListener(index, call, PersistentListenerMode.Void, null, null); }

        public static void AddIntPersistentListener(UnityEventBase unityEvent, UnityAction<int> call, int argument) { Add(unityEvent, call, PersistentListenerMode.Int, argument, null); }
        public static void RegisterIntPersistentListener(UnityEventBase unityEvent, int index, UnityAction<int> call, int argument) { unityEvent.RegisterArgumentPersistentListener(index, call, PersistentListenerMode.Int, argument, null); }

        public static void AddFloatPersistentListener(UnityEventBase unityEvent, UnityAction<float> call, float argument) { Add(unityEvent, call, PersistentListenerMode.Float, argument, null); }
        public static void RegisterFloatPersistentListener(UnityEventBase unityEvent, int index, UnityAction<float> call, float argument) { unityEvent.RegisterArgumentPersistentListener(index, call, PersistentListenerMode.Float, argument, null); }

        public static void AddBoolPersistentListener(UnityEventBase unityEvent, UnityAction<bool> call, bool argument) { Add(unityEvent, call, PersistentListenerMode.Bool, argument, null); }
        public static void RegisterBoolPersistentListener(UnityEventBase unityEvent, int index, UnityAction<bool> call, bool argument) { unityEvent.RegisterArgumentPersistentListener(index, call, PersistentListenerMode.Bool, argument, null); }

        public static void AddStringPersistentListener(UnityEventBase unityEvent, UnityAction<string> call, string argument) { Add(unityEvent, call, PersistentListenerMode.String, argument, null); }
        public static void RegisterStringPersistentListener(UnityEventBase unityEvent, int index, UnityAction<string> call, string argument) { unityEvent.RegisterArgumentPersistentListener(index, call, PersistentListenerMode.String, argument, null); }

        public static void AddObjectPersistentListener<T>(UnityEventBase unityEvent, UnityAction<T> call, T argument) where T : Object { Add(unityEvent, call, PersistentListenerMode.Object, argument, typeof(T)); }
        public static void RegisterObjectPersistentListener<T>(UnityEventBase unityEvent, int index, UnityAction<T> call, T argument) where T : Object { unityEvent.RegisterArgumentPersistentListener(index, call, PersistentListenerMode.Object, argument, typeof(T)); }

        static void Add(UnityEventBase unityEvent, Delegate call, PersistentListenerMode mode, object argument, Type argumentType)
        {
            var index = unityEvent.AddPersistentListener();
            unityEvent.RegisterArgumentPersistentListener(index, call, mode, argument, argumentType);
        }
    }
}
