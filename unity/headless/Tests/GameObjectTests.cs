using System.Linq;
using NUnit.Framework;
using UnityEngine;
using UnityEngine.SceneManagement;

namespace Patchbay.Headless.Tests
{
    [TestFixture]
    public class GameObjectTests : StandInFixture
    {
        [Test]
        public void HierarchyAndWorldTransforms()
        {
            var parent = new GameObject("Parent");
            var child = new GameObject("Child");
            child.transform.SetParent(parent.transform, false);
            parent.transform.position = new Vector3(1, 2, 3);
            parent.transform.rotation = Quaternion.Euler(0, 90, 0);
            child.transform.localPosition = new Vector3(0, 0, 1);
            Assert.AreEqual(1, parent.transform.childCount);
            Assert.AreSame(child.transform, parent.transform.GetChild(0));
            Assert.AreSame(child.transform, parent.transform.Find("Child"));
            Assert.That((child.transform.position - new Vector3(2, 2, 3)).magnitude, Is.LessThan(1e-4f));
            Assert.AreSame(child, GameObject.Find("/Parent/Child"));
            Assert.AreEqual(1, SceneManager.GetActiveScene().rootCount);

            child.transform.SetParent(null, true);
            Assert.That((child.transform.position - new Vector3(2, 2, 3)).magnitude, Is.LessThan(1e-4f));
            Assert.AreEqual(2, SceneManager.GetActiveScene().rootCount);
        }

        [Test]
        public void ComponentsAndActiveState()
        {
            var go = GameObject.CreatePrimitive(PrimitiveType.Cube);
            Assert.IsNotNull(go.GetComponent<MeshFilter>());
            Assert.IsNotNull(go.GetComponent<BoxCollider>());
            Assert.AreEqual("Cube", go.GetComponent<MeshFilter>().sharedMesh.name);
            var rb = go.AddComponent<Rigidbody>();
            rb.mass = 3f;
            Assert.AreEqual(3f, go.GetComponent<Rigidbody>().mass);
            Assert.AreEqual(5, go.GetComponents<Component>().Length);

            var child = new GameObject("Child", typeof(Light));
            child.transform.parent = go.transform;
            Assert.IsNotNull(go.GetComponentInChildren<Light>());
            go.SetActive(false);
            Assert.IsFalse(child.activeInHierarchy);
            Assert.IsTrue(child.activeSelf);
            Assert.IsNull(go.GetComponentInChildren<Light>());
            Assert.IsNotNull(go.GetComponentInChildren<Light>(true));
            Assert.IsNull(GameObject.Find("Child"));
        }

        [Test]
        public void DestroyedObjectsCompareEqualToNull()
        {
            var go = new GameObject("Doomed");
            var child = new GameObject("Inner");
            child.transform.SetParent(go.transform);
            Object.DestroyImmediate(go);
            Assert.IsTrue(go == null);
            Assert.IsTrue(child == null);
            Assert.IsFalse(go);
            Assert.AreEqual(0, SceneManager.GetActiveScene().rootCount);
            Assert.Throws<MissingReferenceException>(() => { var unused = go.transform; });
        }

        [Test]
        public void FindObjectsOfTypeSkipsInactiveUnlessAsked()
        {
            new GameObject("A", typeof(Camera));
            var b = new GameObject("B", typeof(Camera));
            b.SetActive(false);
#if UNITY_6000_4_OR_NEWER
            Assert.AreEqual(1, Object.FindObjectsByType<Camera>().Length);
            Assert.AreEqual(1, Object.FindObjectsByType<Camera>(FindObjectsInactive.Exclude).Length);
            Assert.AreEqual(2, Object.FindObjectsByType<Camera>(FindObjectsInactive.Include).Length);
#else
            Assert.AreEqual(1, Object.FindObjectsOfType<Camera>().Length);
            Assert.AreEqual(2, Object.FindObjectsOfType<Camera>(true).Length);
#endif
        }

        [Test]
        public void InstantiateClonesHierarchyAndRemapsReferences()
        {
            var original = new GameObject("Orig");
            var child = new GameObject("Kid");
            child.transform.SetParent(original.transform);
            original.AddComponent<BoxCollider>().size = new Vector3(2, 3, 4);
            var clone = Object.Instantiate(original);
            Assert.AreEqual("Orig(Clone)", clone.name);
            Assert.IsTrue(ProfileIds.Of(original) != ProfileIds.Of(clone));
            Assert.AreEqual(new Vector3(2, 3, 4), clone.GetComponent<BoxCollider>().size);
            Assert.AreEqual(1, clone.transform.childCount);
            Assert.AreNotSame(child.transform, clone.transform.GetChild(0));
        }

        [Test]
        public void EulerAnglesRoundTrip()
        {
            foreach (var e in new[] { new Vector3(10, 20, 30), new Vector3(80, 300, 5), new Vector3(0, 0, 0) })
            {
                var back = Quaternion.Euler(e).eulerAngles;
                Assert.That((back - e).magnitude, Is.LessThan(1e-2f), e + " -> " + back);
            }
            var q = Quaternion.Euler(0, 90, 0);
            Assert.That(((q * Vector3.forward) - Vector3.right).magnitude, Is.LessThan(1e-5f));
        }

        [Test]
        public void LayersAndTags()
        {
            Assert.AreEqual(0, LayerMask.NameToLayer("Default"));
            Assert.AreEqual("Water", LayerMask.LayerToName(4));
            var go = new GameObject("Tagged") { tag = "Player" };
            Assert.AreSame(go, GameObject.FindWithTag("Player"));
            Assert.Throws<UnityException>(() => go.tag = "NoSuchTag");
        }
    }
}
