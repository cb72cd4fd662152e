using System;
using System.Linq;
using System.Reflection;
using NUnit.Framework;
using UnityEditor;
using UnityEngine;
using Object = UnityEngine.Object;

namespace Patchbay.Headless.Tests
{
    // The last members the surface report listed as declared otherwise than Unity does (issue 42): each as the profile's
    // Unity declares it (UnityCsReference tags in the stand-in's comments), with the behaviour behind it.
    [TestFixture]
    public class Physics2DAndEditorSurfaceTests : StandInFixture
    {
        static ObsoleteAttribute ObsoleteOf(MemberInfo member) { return (ObsoleteAttribute)member.GetCustomAttributes(typeof(ObsoleteAttribute), false).FirstOrDefault(); }

        [Test]
        public void EditorGUIUtilityIsASealedGUIUtility()
        {
            Assert.AreEqual(typeof(GUIUtility), typeof(EditorGUIUtility).BaseType);
            Assert.IsTrue(typeof(EditorGUIUtility).IsSealed);
            GUIUtility.systemCopyBuffer = null;
            Assert.AreEqual("", GUIUtility.systemCopyBuffer);
            EditorGUIUtility.systemCopyBuffer = "copied";
            Assert.AreEqual("copied", GUIUtility.systemCopyBuffer, "the members are GUIUtility's, reached through EditorGUIUtility too");
        }

        [Test]
        public void OverlapPointIsCollider2DsOnly()
        {
            Assert.IsNull(typeof(PolygonCollider2D).GetMethod("OverlapPoint", BindingFlags.Public | BindingFlags.Instance | BindingFlags.DeclaredOnly));
            var method = typeof(Collider2D).GetMethod("OverlapPoint", new[] { typeof(Vector2) });
            Assert.IsFalse(method.IsVirtual);
            var triangle = new GameObject("Triangle").AddComponent<PolygonCollider2D>();
            triangle.points = new[] { new Vector2(0, 0), new Vector2(2, 0), new Vector2(0, 2) };
            Collider2D asCollider = triangle;
            Assert.IsTrue(asCollider.OverlapPoint(new Vector2(0.5f, 0.5f)));
            Assert.IsFalse(asCollider.OverlapPoint(new Vector2(1.8f, 1.8f)), "inside the bounds, outside the polygon");
        }

        [Test]
        public void DefaultParametersAreTheProfilesUnitys()
        {
            var addForce = typeof(Rigidbody2D).GetMethod("AddForce", new[] { typeof(Vector2), typeof(ForceMode2D) });
            var layers = typeof(Rigidbody2D).GetMethod("IsTouchingLayers", new[] { typeof(int) });
            var ray = typeof(Physics2D).GetMethod("GetRayIntersection", new[] { typeof(Ray), typeof(float), typeof(int) });
#if UNITY_2023_1_OR_NEWER
            Assert.AreEqual(ForceMode2D.Force, addForce.GetParameters()[1].DefaultValue);
            Assert.AreEqual(Physics2D.AllLayers, layers.GetParameters()[0].DefaultValue);
#else
            Assert.IsFalse(addForce.GetParameters()[1].HasDefaultValue);
            Assert.IsFalse(layers.GetParameters()[0].HasDefaultValue);
#endif
#if UNITY_6000_2_OR_NEWER
            Assert.AreEqual(Physics2D.DefaultRaycastLayers, ray.GetParameters()[2].DefaultValue);
#else
            Assert.IsFalse(ray.GetParameters()[2].HasDefaultValue);
#endif
        }

        [Test]
        public void NoFilterLetsEverythingThrough()
        {
            var method = typeof(ContactFilter2D).GetMethod("NoFilter");
            var filter = new ContactFilter2D { useTriggers = false, useLayerMask = true, layerMask = 1 };
#if UNITY_6000_2_OR_NEWER
            StringAssert.Contains("static ContactFilter2D.noFilter", ObsoleteOf(method).Message);
            var none = ContactFilter2D.noFilter;
            Assert.IsTrue(none.useTriggers);
            Assert.IsFalse(none.isFiltering);
#else
            Assert.IsNull(ObsoleteOf(method));
            Assert.IsNull(typeof(ContactFilter2D).GetProperty("noFilter"));
#endif
            method.Invoke(filter, null);
            var boxed = (object)filter;
            method.Invoke(boxed, null);
            Assert.IsFalse(((ContactFilter2D)boxed).isFiltering, "NoFilter() sets the filter it is called on");
        }

        [Test]
        public void UsedByCompositeIsCompositeOperationFrom2023_1()
        {
            var box = new GameObject("Box").AddComponent<BoxCollider2D>();
            var property = typeof(Collider2D).GetProperty("usedByComposite");
#if UNITY_2023_1_OR_NEWER
#if UNITY_6000_2_OR_NEWER
            Assert.AreEqual("usedByComposite has been deprecated. Please use compositeOperation.", ObsoleteOf(property).Message);
#else
            Assert.AreEqual("usedByComposite has been deprecated. Use Collider2D.compositeOperation instead", ObsoleteOf(property).Message);
#endif
            property.SetValue(box, true);
            Assert.AreEqual(Collider2D.CompositeOperation.Merge, box.compositeOperation);
            box.compositeOperation = Collider2D.CompositeOperation.None;
            Assert.AreEqual(false, property.GetValue(box));
#else
            Assert.IsNull(ObsoleteOf(property));
            Assert.IsNull(typeof(Collider2D).GetProperty("compositeOperation"));
            box.usedByComposite = true;
            Assert.IsTrue(box.usedByComposite);
#endif
        }

        [Test]
        public void SelectionAndDirtinessTakeEntityIdsFrom6000_3()
        {
            var a = new GameObject("A");
            var b = new GameObject("B");
            var contains = typeof(Selection).GetMethod("Contains", new[] { typeof(int) });
            var isDirty = typeof(EditorUtility).GetMethod("IsDirty", new[] { typeof(int) });
#if UNITY_6000_3_OR_NEWER
            var error =
#if UNITY_6000_5_OR_NEWER
                true;
#else
                false;
#endif
            foreach (var member in new MemberInfo[] { contains, isDirty, typeof(Selection).GetProperty("instanceIDs"), typeof(Selection).GetProperty("activeInstanceID") })
                Assert.AreEqual(error, ObsoleteOf(member).IsError, member.Name);
            Selection.entityIds = new[] { a.GetEntityId(), b.GetEntityId() };
            Assert.AreEqual(new[] { a, b }, Selection.objects);
            Assert.IsTrue(Selection.Contains(b.GetEntityId()));
            Assert.IsTrue(a.GetEntityId() == Selection.activeEntityId);
            Selection.activeEntityId = b.GetEntityId();
            Assert.AreEqual(new[] { b.GetEntityId() }, Selection.entityIds);
            Assert.IsFalse(Selection.Contains(a.GetEntityId()));
            Assert.IsFalse(EditorUtility.IsDirty(a.GetEntityId()));
            EditorUtility.SetDirty(a);
            Assert.IsTrue(EditorUtility.IsDirty(a.GetEntityId()));
            Assert.Throws<ArgumentNullException>(() => Selection.entityIds = null);
            Assert.AreEqual(new[] { b }, Selection.objects, "a refused selection changes nothing");
#else
            foreach (var member in new MemberInfo[] { contains, isDirty, typeof(Selection).GetProperty("instanceIDs"), typeof(Selection).GetProperty("activeInstanceID") })
                Assert.IsNull(ObsoleteOf(member), member.Name);
            Assert.IsNull(typeof(Selection).GetProperty("entityIds"));
            Selection.objects = new Object[] { a, b };
            Assert.IsTrue(Selection.Contains(b.GetInstanceID()));
            EditorUtility.SetDirty(a);
            Assert.IsTrue(EditorUtility.IsDirty(a.GetInstanceID()));
#endif
            Selection.objects = new Object[0];
        }
    }
}
