using System;
using System.Collections.Generic;
using NUnit.Framework;
using UnityEditor;
using UnityEngine;
using UnityEngine.SceneManagement;
using RunnerStatus = UnityEditor.TestTools.TestRunner.Api.TestStatus;

namespace Patchbay.Headless.Tests
{
    // The stand-in plays the Unity its build profile names (unity/build.sh, PATCHBAY_UNITY_PROFILE): these pin
    // the shapes that differ between versions, and the ones that must match Unity on every version.
    [TestFixture]
    public class UnityProfileTests : StandInFixture
    {
        [Test]
        public void ReportsTheProfilesVersion()
        {
#if UNITY_6000_5_OR_NEWER
            StringAssert.StartsWith("6000.5.", Application.unityVersion);
#else
            StringAssert.StartsWith("2021.3.", Application.unityVersion);
#endif
        }

        [Test]
        public void TestStatusHasTheTestFrameworksValues()
        {
            Assert.AreEqual(0, (int)RunnerStatus.Inconclusive);
            Assert.AreEqual(1, (int)RunnerStatus.Skipped);
            Assert.AreEqual(2, (int)RunnerStatus.Passed);
            Assert.AreEqual(3, (int)RunnerStatus.Failed);
        }

        [Test]
        public void TypeCacheCollectionsEnumerateWithAStructEnumerator()
        {
            Assert.IsTrue(typeof(TypeCache.TypeCollection.Enumerator).IsValueType);
            Assert.AreEqual(typeof(TypeCache.TypeCollection.Enumerator), typeof(TypeCache.TypeCollection).GetMethod("GetEnumerator", Type.EmptyTypes).ReturnType);
            Assert.AreEqual(typeof(TypeCache.MethodCollection.Enumerator), typeof(TypeCache.MethodCollection).GetMethod("GetEnumerator", Type.EmptyTypes).ReturnType);
            var seen = new List<Type>();
            foreach (var type in TypeCache.GetTypesDerivedFrom<Component>())
            {
                seen.Add(type);
            }

            CollectionAssert.Contains(seen, typeof(Transform));
            IEnumerable<Type> boxed = TypeCache.GetTypesDerivedFrom<Component>();
            CollectionAssert.AreEquivalent(seen, boxed);
        }

        [Test]
        public void SearchProviderActiveIsAField()
        {
            Assert.IsNotNull(typeof(UnityEditor.Search.SearchProvider).GetField("active"));
        }

        [Test]
        public void ScenesCompareByValue()
        {
            var scene = SceneManager.GetActiveScene();
            Assert.IsTrue(scene == SceneManager.GetActiveScene());
            Assert.IsFalse(scene == default(Scene));
        }

#if UNITY_6000_5_OR_NEWER
        [Test]
        public void EntityIdsDoNotFitAnIntAndFindTheirObject()
        {
            var go = new GameObject("Entity");
            var id = go.GetEntityId();
            Assert.IsTrue(id.IsValid());
            Assert.Greater(EntityId.ToULong(id), (ulong)uint.MaxValue, "64-bit ids catch code that truncates them");
            Assert.AreSame(go, EditorUtility.EntityIdToObject(EntityId.FromULong(EntityId.ToULong(id))));
            Assert.AreEqual(EntityId.ToULong(id).ToString(), id.ToString());
            Assert.IsNull(EditorUtility.EntityIdToObject(EntityId.FromULong(EntityId.ToULong(id) & 0xFFFFFFFF)));
            Assert.IsFalse(EntityId.None.IsValid());
        }

        [Test]
        public void RemovedApisAreCompileErrorsAsInUnity()
        {
            AssertObsoleteError(typeof(UnityEngine.Object).GetMethod("GetInstanceID"));
            AssertObsoleteError(typeof(EditorUtility).GetMethod("InstanceIDToObject"));
            Assert.AreEqual(typeof(SceneHandle), typeof(Scene).GetProperty("handle").PropertyType);
            foreach (var op in typeof(SceneHandle).GetMethods())
            {
                if (op.Name == "op_Implicit")
                {
                    AssertObsoleteError(op);
                }
            }
        }

        private static void AssertObsoleteError(System.Reflection.MemberInfo member)
        {
            var obsolete = (ObsoleteAttribute)Attribute.GetCustomAttribute(member, typeof(ObsoleteAttribute));
            Assert.IsNotNull(obsolete, member + " should be obsolete");
            Assert.IsTrue(obsolete.IsError, member + " should be an error");
        }
#else
        [Test]
        public void SceneHandleIsAnInt()
        {
            Assert.AreEqual(typeof(int), typeof(Scene).GetProperty("handle").PropertyType);
            Assert.IsNull(Attribute.GetCustomAttribute(typeof(UnityEngine.Object).GetMethod("GetInstanceID"), typeof(ObsoleteAttribute)));
        }
#endif
    }
}
