using System.IO;
using NUnit.Framework;
using UnityEditor;
using UnityEditor.Events;
using UnityEngine;
using UnityEngine.Events;

namespace Patchbay.Headless.Tests
{
    // UnityEngine.Events (UnityCsReference 2021.3.0f1 Runtime/Export/UnityEvent/UnityEvent.cs) and the editor's
    // UnityEventTools: runtime listeners, persistent listeners as Unity serializes them (m_PersistentCalls.m_Calls[]),
    // which survive a scene file and are called in play mode (RuntimeOnly) but not in edit mode.
    [TestFixture]
    public class UnityEventTests : ContentFixture
    {
        [Test]
        public void RuntimeListenersAreCalledInOrderAndRemovedOneByOne()
        {
            var calls = "";
            var e = new UnityEvent<int, string>();
            UnityAction<int, string> a = (i, s) => calls += "a" + i + s;
            UnityAction<int, string> b = (i, s) => calls += "b" + i + s;
            e.AddListener(a);
            e.AddListener(b);
            e.Invoke(1, "x");
            Assert.AreEqual("a1xb1x", calls);
            e.RemoveListener(a);
            e.Invoke(2, "y");
            Assert.AreEqual("a1xb1xb2y", calls);
            e.RemoveAllListeners();
            e.Invoke(3, "z");
            Assert.AreEqual("a1xb1xb2y", calls);

            var four = 0;
            var e4 = new UnityEvent<int, int, int, int>();
            e4.AddListener((w, x, y, z) => four = w + x + y + z);
            e4.Invoke(1, 2, 3, 4);
            Assert.AreEqual(10, four);
        }

        [Test]
        public void AListenerOfADestroyedObjectIsSkipped()
        {
            var door = new GameObject("Door").AddComponent<EventDoor>();
            var e = new UnityEvent();
            e.AddListener(door.Close);
            e.AddListener(door.Open);
            Object.DestroyImmediate(door.gameObject);
            Assert.DoesNotThrow(() => e.Invoke());
        }

        [Test]
        public void PersistentListenersRunInPlayModeOnlyUnlessEditorAndRuntime()
        {
            var plate = new GameObject("Plate").AddComponent<PressurePlate>();
            var door = new GameObject("Door").AddComponent<EventDoor>();
            UnityEventTools.AddPersistentListener(plate.onPressed, door.Open);
            Assert.AreEqual(1, plate.onPressed.GetPersistentEventCount());
            Assert.AreSame(door, plate.onPressed.GetPersistentTarget(0));
            Assert.AreEqual("Open", plate.onPressed.GetPersistentMethodName(0));
            Assert.AreEqual(UnityEventCallState.RuntimeOnly, plate.onPressed.GetPersistentListenerState(0));

            plate.onPressed.Invoke();
            Assert.IsFalse(door.IsOpen, "RuntimeOnly: not called in edit mode");

            plate.onPressed.SetPersistentListenerState(0, UnityEventCallState.EditorAndRuntime);
            plate.onPressed.Invoke();
            Assert.IsTrue(door.IsOpen);

            door.Close();
            plate.onPressed.SetPersistentListenerState(0, UnityEventCallState.Off);
            plate.onPressed.Invoke();
            Assert.IsFalse(door.IsOpen, "Off: never called");

            plate.onPressed.SetPersistentListenerState(0, UnityEventCallState.RuntimeOnly);
            plate.onPressed.RemoveAllListeners();
            EnterPlayMode();
            plate.onPressed.Invoke();
            Assert.IsTrue(door.IsOpen, "RemoveAllListeners leaves persistent listeners; RuntimeOnly runs in play mode");
        }

        [Test]
        public void PersistentListenersAreSerializedAsUnityDoesAndRoundTripThroughASceneFile()
        {
            var plate = new GameObject("Plate").AddComponent<PressurePlate>();
            var door = new GameObject("Door").AddComponent<EventDoor>();
            var health = new GameObject("Health").AddComponent<DamageableHealth>();
            UnityEventTools.AddPersistentListener(plate.onPressed, door.Open);
            UnityEventTools.AddIntPersistentListener(plate.onPressed, health.TakeDamage, 25);

            var so = new SerializedObject(plate);
            var calls = so.FindProperty("onPressed.m_PersistentCalls.m_Calls");
            Assert.IsNotNull(calls);
            Assert.AreEqual(2, calls.arraySize);
            var first = calls.GetArrayElementAtIndex(0);
            Assert.AreSame(door, first.FindPropertyRelative("m_Target").objectReferenceValue);
            Assert.AreEqual("EventDoor, Corpus.Runtime", first.FindPropertyRelative("m_TargetAssemblyTypeName").stringValue);
            Assert.AreEqual("Open", first.FindPropertyRelative("m_MethodName").stringValue);
            Assert.AreEqual((int)PersistentListenerMode.EventDefined, first.FindPropertyRelative("m_Mode").intValue);
            Assert.AreEqual((int)UnityEventCallState.RuntimeOnly, first.FindPropertyRelative("m_CallState").intValue);
            var second = calls.GetArrayElementAtIndex(1);
            Assert.AreEqual((int)PersistentListenerMode.Int, second.FindPropertyRelative("m_Mode").intValue);
            Assert.AreEqual(25, second.FindPropertyRelative("m_Arguments.m_IntArgument").intValue);

            var root = new GameObject("Level");
            plate.transform.SetParent(root.transform);
            door.transform.SetParent(root.transform);
            health.transform.SetParent(root.transform);
            var level = Reopen("Assets/Scenes/Events.unity", "Level");
            var text = File.ReadAllText(Path.Combine(Project, "Assets/Scenes/Events.unity"));
            StringAssert.Contains("m_PersistentCalls", text);
            StringAssert.Contains("m_TargetAssemblyTypeName", text);
            StringAssert.Contains("m_IntArgument", text);

            var plate2 = level.GetComponentInChildren<PressurePlate>();
            var door2 = level.GetComponentInChildren<EventDoor>();
            var health2 = level.GetComponentInChildren<DamageableHealth>();
            Assert.AreEqual(2, plate2.onPressed.GetPersistentEventCount());
            Assert.AreSame(door2, plate2.onPressed.GetPersistentTarget(0), "the target is the reopened door");
            Assert.AreSame(health2, plate2.onPressed.GetPersistentTarget(1));

            EnterPlayMode();
            plate2.Press(null);
            Assert.IsTrue(door2.IsOpen);
            Assert.AreEqual(75, health2.CurrentHealth, "the int argument stored with the listener");
        }

        [Test]
        public void RemovingAndUnregisteringPersistentListeners()
        {
            var plate = new GameObject("Plate").AddComponent<PressurePlate>();
            var door = new GameObject("Door").AddComponent<EventDoor>();
            UnityEventTools.AddPersistentListener(plate.onPressed, door.Open);
            UnityEventTools.AddVoidPersistentListener(plate.onPressed, door.Close);
            UnityEventTools.RemovePersistentListener(plate.onPressed, (UnityAction)door.Open);
            Assert.AreEqual(1, plate.onPressed.GetPersistentEventCount());
            Assert.AreEqual("Close", plate.onPressed.GetPersistentMethodName(0));
            UnityEventTools.UnregisterPersistentListener(plate.onPressed, 0);
            Assert.AreEqual(1, plate.onPressed.GetPersistentEventCount());
            Assert.AreEqual("", plate.onPressed.GetPersistentMethodName(0));
            Assert.IsNull(plate.onPressed.GetPersistentTarget(0));
            UnityEventTools.RemovePersistentListener(plate.onPressed, 0);
            Assert.AreEqual(0, plate.onPressed.GetPersistentEventCount());
        }

        [Test]
        public void ALambdaCannotBeAPersistentListener()
        {
            var e = new UnityEvent();
            Assert.Throws<System.ArgumentException>(() => UnityEventTools.AddPersistentListener(e, () => { }));
        }
    }
}
