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

        [Serializable]
        public class Reward { public string item = "coin"; public int count; public Drop drop; }

        public class RewardTable : MonoBehaviour
        {
            public List<Reward> rewards = new List<Reward>();
            public Bounds area;
            public BoundsInt cells;
            public RectInt rect;
            public Hash128 hash;
            public byte small;
            public ulong huge = ulong.MaxValue;
        }

        // The first element of an empty list of a [Serializable] class has its fields to write (it was a null node
        // without children, so a UnityEvent's first persistent call could not be filled in).
        [Test]
        public void AFirstElementOfAClassListHasItsFields()
        {
            var table = new GameObject("Rewards").AddComponent<RewardTable>();
            var so = new SerializedObject(table);
            var rewards = so.FindProperty("rewards");
            rewards.arraySize = 1;
            var count = rewards.GetArrayElementAtIndex(0).FindPropertyRelative("count");
            Assert.IsNotNull(count);
            count.intValue = 4;
            rewards.GetArrayElementAtIndex(0).FindPropertyRelative("drop.weight").intValue = 2;
            so.ApplyModifiedProperties();
            Assert.AreEqual(1, table.rewards.Count);
            Assert.AreEqual(4, table.rewards[0].count);
            Assert.AreEqual(2, table.rewards[0].drop.weight);
        }

        // Growing a list of a [Serializable] class, or inserting into it, copies the neighbour's values into a new
        // object (the new element had a constructor's defaults, and an inserted one was the same object as its copy).
        [Test]
        public void GrownAndInsertedClassElementsAreCopiesOfTheirNeighbour()
        {
            var table = new GameObject("Rewards").AddComponent<RewardTable>();
            table.rewards.Add(new Reward { item = "gem", count = 3, drop = new Drop { item = "shard", weight = 2 } });
            var so = new SerializedObject(table);
            var rewards = so.FindProperty("rewards");
            rewards.arraySize = 2;
            Assert.AreEqual("gem", rewards.GetArrayElementAtIndex(1).FindPropertyRelative("item").stringValue, "the new element copies the last");
            Assert.AreEqual(2, rewards.GetArrayElementAtIndex(1).FindPropertyRelative("drop.weight").intValue);
            rewards.InsertArrayElementAtIndex(0);
            rewards.GetArrayElementAtIndex(0).FindPropertyRelative("count").intValue = 7;
            rewards.GetArrayElementAtIndex(2).FindPropertyRelative("count").intValue = 9;
            so.ApplyModifiedProperties();
            Assert.AreEqual(new[] { "gem/7", "gem/3", "gem/9" }, table.rewards.Select(r => r.item + "/" + r.count).ToArray());
            Assert.AreNotSame(table.rewards[0], table.rewards[1]);
        }

        // UnityCsReference 2021.3.0f1 / 6000.5.2f1 Editor/Mono/SerializedProperty.bindings.cs: the integer kinds and
        // their values; an integer keeps the field's width (300 in a byte is 44), a ulong all 64 bits.
        [Test]
        public void IntegerBoundsRectAndHashKindsAndTheirValues()
        {
            var table = new GameObject("Rewards").AddComponent<RewardTable>();
            var so = new SerializedObject(table);
            Assert.AreEqual(SerializedPropertyType.BoundsInt, so.FindProperty("cells").propertyType);
            Assert.AreEqual(SerializedPropertyType.RectInt, so.FindProperty("rect").propertyType);
            Assert.AreEqual(SerializedPropertyType.Hash128, so.FindProperty("hash").propertyType);
            Assert.AreEqual(SerializedPropertyType.Bounds, so.FindProperty("area").propertyType);
            so.FindProperty("cells").boundsIntValue = new BoundsInt(1, 2, 3, 4, 5, 6);
            so.FindProperty("rect").rectIntValue = new RectInt(1, 2, 3, 4);
            so.FindProperty("hash").hash128Value = new Hash128(1u, 2u, 3u, 4u);
            so.FindProperty("small").intValue = 300;
            Assert.AreEqual(-1L, so.FindProperty("huge").longValue, "a ulong's 64 bits");
#if UNITY_2022_1_OR_NEWER
            Assert.AreEqual(ulong.MaxValue, so.FindProperty("huge").ulongValue);
#endif
            so.ApplyModifiedProperties();
            Assert.AreEqual(new BoundsInt(1, 2, 3, 4, 5, 6), table.cells);
            Assert.AreEqual(new RectInt(1, 2, 3, 4), table.rect);
            Assert.AreEqual("01000000020000000300000004000000", table.hash.ToString());
            Assert.AreEqual(Hash128.Parse("01000000020000000300000004000000"), table.hash);
            Assert.AreEqual(44, table.small);
            Assert.IsTrue(new RectInt(0, 0, 2, 2).Contains(new Vector2Int(1, 1)));
            Assert.IsFalse(new RectInt(0, 0, 2, 2).Contains(new Vector2Int(2, 1)), "the max edge is outside");
            Assert.AreEqual(new Vector3Int(5, 7, 9), new BoundsInt(1, 2, 3, 4, 5, 6).max);
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
