using System;
using System.Collections.Generic;
using System.Linq;
using NUnit.Framework;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Headless.Tests
{
    [TestFixture]
    public class SerializedObjectTests : StandInFixture
    {
        [Test]
        public void IteratesVisibleFields()
        {
            var light = new GameObject("L").AddComponent<Light>();
            var names = new List<string>();
            var it = new SerializedObject(light).GetIterator();
            while (it.NextVisible(true)) names.Add(it.propertyPath + ":" + it.propertyType);
            CollectionAssert.Contains(names, "m_Type:Enum");
            CollectionAssert.Contains(names, "m_Color:Color");
            CollectionAssert.Contains(names, "m_Intensity:Float");
            CollectionAssert.DoesNotContain(names, "m_Enabled:Boolean");
        }

        [Test]
        public void SetsValuesAndApplies()
        {
            var go = new GameObject("S");
            var box = go.AddComponent<BoxCollider>();
            var light = go.AddComponent<Light>();
            var so = new SerializedObject(box);
            so.FindProperty("m_Size").vector3Value = new Vector3(1, 2, 3);
            so.FindProperty("m_IsTrigger").boolValue = true;
            Assert.AreEqual(Vector3.one, box.size, "not applied yet");
            Assert.IsTrue(so.ApplyModifiedProperties());
            Assert.AreEqual(new Vector3(1, 2, 3), box.size);
            Assert.IsTrue(box.isTrigger);

            var lso = new SerializedObject(light);
            var type = lso.FindProperty("m_Type");
            type.enumValueIndex = System.Array.IndexOf(type.enumNames, "Spot");
            lso.FindProperty("m_Color").colorValue = Color.blue;
            lso.FindProperty("m_Intensity").floatValue = 2.5f;
            lso.ApplyModifiedProperties();
            Assert.AreEqual(LightType.Spot, light.type);
            Assert.AreEqual(Color.blue, light.color);
            Assert.AreEqual(2.5f, light.intensity);

            Undo.PerformUndo();
            Assert.AreEqual(1f, light.intensity, "ApplyModifiedProperties records undo");
        }

        [Serializable]
        public struct Drop { public string item; public int weight; }

        public class DropTable : MonoBehaviour
        {
            public List<Drop> drops = new List<Drop> { new Drop { item = "coin", weight = 3 } };
        }

        // Growing a list of structs copies the last element (as Unity does); writing one copy leaves the other alone
        // (the copies shared one box, so set_component_field wrote [coin/5, coin/5] for [gem/1, coin/5]).
        [Test]
        public void GrownStructElementsAreCopiesNotTheSameValue()
        {
            var table = new GameObject("Table").AddComponent<DropTable>();
            var so = new SerializedObject(table);
            var drops = so.FindProperty("drops");
            drops.arraySize = 3;
            Assert.AreEqual("coin", drops.GetArrayElementAtIndex(2).FindPropertyRelative("item").stringValue, "the new element copies the last");
            drops.GetArrayElementAtIndex(0).FindPropertyRelative("item").stringValue = "gem";
            drops.GetArrayElementAtIndex(0).FindPropertyRelative("weight").intValue = 1;
            drops.GetArrayElementAtIndex(1).FindPropertyRelative("weight").intValue = 5;
            so.ApplyModifiedProperties();
            Assert.AreEqual(new[] { "gem/1", "coin/5", "coin/3" }, table.drops.Select(d => d.item + "/" + d.weight).ToArray());
        }

        [Test]
        public void ArraysAndObjectReferences()
        {
            var go = GameObject.CreatePrimitive(PrimitiveType.Sphere);
            var renderer = go.GetComponent<MeshRenderer>();
            var so = new SerializedObject(renderer);
            var materials = so.FindProperty("m_Materials");
            Assert.IsTrue(materials.isArray);
            Assert.AreEqual(1, materials.arraySize);
            materials.arraySize = 2;
            var mat = new Material(Shader.Find("Standard")) { name = "Extra" };
            materials.GetArrayElementAtIndex(1).objectReferenceValue = mat;
            Assert.AreEqual("m_Materials.Array.data[1]", materials.GetArrayElementAtIndex(1).propertyPath);
            so.ApplyModifiedProperties();
            Assert.AreEqual(2, renderer.sharedMaterials.Length);
            Assert.AreSame(mat, renderer.sharedMaterials[1]);

            var gso = new SerializedObject(go);
            gso.FindProperty("m_Name").stringValue = "Renamed";
            gso.ApplyModifiedProperties();
            Assert.AreEqual("Renamed", go.name);
        }
    }
}
