using System;
using System.Linq;
using NUnit.Framework;
using UnityEngine;

namespace SampleProject.Tests
{
    public class SceneTests
    {
        GameObject _go;

        [SetUp]
        public void CreateObject()
        {
            _go = new GameObject("Test Object");
        }

        [TearDown]
        public void DestroyObject()
        {
            if (_go != null) UnityEngine.Object.DestroyImmediate(_go);
        }

        [Test]
        public void NewGameObjectHasTransform()
        {
            Assert.IsNotNull(_go.transform);
            Assert.AreEqual(Vector3.zero, _go.transform.position);
        }

        [Test]
        public void ChildFollowsParent()
        {
            var child = new GameObject("Child");
            child.transform.SetParent(_go.transform, false);
            _go.transform.position = new Vector3(1, 2, 3);
            Assert.AreEqual(new Vector3(1, 2, 3), child.transform.position);
        }

        [Test]
        public void SpinnerIsAComponent()
        {
            var spinnerType = AppDomain.CurrentDomain.GetAssemblies()
                .Select(a => a.GetType("SampleGame.Spinner", false)).FirstOrDefault(t => t != null);
            Assert.IsNotNull(spinnerType, "Spinner script is compiled into Assembly-CSharp");
            Assert.IsNotNull(_go.AddComponent(spinnerType));
        }

        [TestCase(1, 2, 3)]
        [TestCase(-4, 5, 1)]
        public void SumIsCommutative(int a, int b, int expected)
        {
            Assert.AreEqual(a + b, b + a);
        }
    }
}
