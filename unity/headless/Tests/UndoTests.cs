using NUnit.Framework;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Headless.Tests
{
    [TestFixture]
    public class UndoTests : StandInFixture
    {
        [Test]
        public void RecordObjectUndoRedo()
        {
            var go = new GameObject("Mover");
            Undo.RecordObject(go.transform, "Move");
            go.transform.position = new Vector3(5, 0, 0);
            Undo.PerformUndo();
            Assert.AreEqual(Vector3.zero, go.transform.position);
            Undo.PerformRedo();
            Assert.AreEqual(new Vector3(5, 0, 0), go.transform.position);
        }

        [Test]
        public void CreatedObjectsAreDestroyedAndRecreatedWithTheirIds()
        {
            var go = new GameObject("Created");
            var id = ProfileIds.Of(go);
            Undo.RegisterCreatedObjectUndo(go, "Create");
            Undo.PerformUndo();
            Assert.IsTrue(go == null);
            Undo.PerformRedo();
            var back = ProfileIds.Find(id) as GameObject;
            Assert.IsNotNull(back);
            Assert.AreEqual("Created", back.name);
        }

        [Test]
        public void DestroyedHierarchyComesBack()
        {
            var parent = new GameObject("P");
            var child = new GameObject("C");
            child.transform.SetParent(parent.transform);
            child.AddComponent<BoxCollider>().size = new Vector3(7, 7, 7);
            var childId = ProfileIds.Of(child);
            Undo.DestroyObjectImmediate(parent);
            Assert.IsTrue(parent == null);
            Undo.PerformUndo();
            var restored = ProfileIds.Find(childId) as GameObject;
            Assert.IsNotNull(restored);
            Assert.AreEqual("P", restored.transform.parent.name);
            Assert.AreEqual(new Vector3(7, 7, 7), restored.GetComponent<BoxCollider>().size);
        }

        [Test]
        public void CollapsedGroupUndoesAsOneStep()
        {
            Undo.IncrementCurrentGroup();
            Undo.SetCurrentGroupName("Build Things");
            var group = Undo.GetCurrentGroup();
            var a = new GameObject("A");
            Undo.RegisterCreatedObjectUndo(a, "A");
            Undo.IncrementCurrentGroup();
            var c = Undo.AddComponent<Rigidbody>(a);
            Undo.IncrementCurrentGroup();
            Undo.RecordObject(c, "mass");
            c.mass = 9;
            Undo.CollapseUndoOperations(group);
            Undo.PerformUndo();
            Assert.IsTrue(a == null);
        }
    }
}
