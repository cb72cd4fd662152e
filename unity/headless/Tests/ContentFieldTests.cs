using System.IO;
using NUnit.Framework;
using Newtonsoft.Json.Linq;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Headless.Tests
{
    // AnimationCurve, Gradient and LayerMask (UnityCsReference 2021.3.0f1 Runtime/Export/Animation/AnimationCurve.bindings.cs,
    // Runtime/Export/Math/Gradient.bindings.cs, Runtime/Export/Scripting/LayerMask.bindings.cs) in memory and as
    // serialized field kinds, and [FormerlySerializedAs] honoured when a scene is read.
    [TestFixture]
    public class ContentFieldTests : ContentFixture
    {
        [Test]
        public void CurvesEvaluateAsCubicHermiteSegmentsBetweenKeys()
        {
            var linear = AnimationCurve.Linear(0f, 0f, 2f, 10f);
            Assert.AreEqual(2, linear.length);
            Assert.AreEqual(5f, linear.Evaluate(1f), 1e-4);
            Assert.AreEqual(2.5f, linear.Evaluate(0.5f), 1e-4);
            Assert.AreEqual(0f, linear.Evaluate(-1f), 1e-4, "clamped before the first key");
            Assert.AreEqual(10f, linear.Evaluate(3f), 1e-4, "clamped after the last key");

            var ease = AnimationCurve.EaseInOut(0f, 0f, 1f, 1f);
            Assert.AreEqual(0.5f, ease.Evaluate(0.5f), 1e-4);
            Assert.AreEqual(0.028f, ease.Evaluate(0.1f), 1e-3, "flat tangents: 3t² - 2t³");

            var constant = AnimationCurve.Constant(0f, 1f, 7f);
            Assert.AreEqual(7f, constant.Evaluate(0.3f), 1e-4);

            var stepped = new AnimationCurve(new Keyframe(0f, 1f, 0f, float.PositiveInfinity), new Keyframe(1f, 5f, float.PositiveInfinity, 0f));
            Assert.AreEqual(1f, stepped.Evaluate(0.99f), 1e-4, "an infinite tangent holds the value");

            var weighted = new AnimationCurve(new Keyframe(0f, 0f, 0f, 0f, 0f, 1f / 3f), new Keyframe(1f, 1f, 0f, 0f, 1f / 3f, 0f));
            Assert.AreEqual(0.5f, weighted.Evaluate(0.5f), 1e-3, "weights of a third are the unweighted curve");
            Assert.AreEqual(ease.Evaluate(0.25f), weighted.Evaluate(0.25f), 1e-3);
        }

        [Test]
        public void WrapModesRepeatMirrorOrHold()
        {
            var c = AnimationCurve.Linear(0f, 0f, 1f, 1f);
            Assert.AreEqual(WrapMode.ClampForever, c.preWrapMode);
            Assert.AreEqual(WrapMode.ClampForever, c.postWrapMode);
            c.postWrapMode = WrapMode.Loop;
            Assert.AreEqual(0.25f, c.Evaluate(1.25f), 1e-4);
            c.postWrapMode = WrapMode.PingPong;
            Assert.AreEqual(0.75f, c.Evaluate(1.25f), 1e-4);
            c.preWrapMode = WrapMode.Loop;
            Assert.AreEqual(0.75f, c.Evaluate(-0.25f), 1e-4);
        }

        [Test]
        public void KeysAreKeptSortedAndADuplicateTimeIsRefused()
        {
            var c = new AnimationCurve();
            Assert.AreEqual(0f, c.Evaluate(3f));
            Assert.AreEqual(0, c.AddKey(1f, 1f));
            Assert.AreEqual(0, c.AddKey(0f, 0f));
            Assert.AreEqual(2, c.AddKey(new Keyframe(2f, 4f)));
            Assert.AreEqual(-1, c.AddKey(1f, 9f), "a key at that time exists");
            Assert.AreEqual(new[] { 0f, 1f, 2f }, System.Array.ConvertAll(c.keys, k => k.time));
            Assert.AreEqual(2, c.MoveKey(0, new Keyframe(3f, 3f)));
            Assert.AreEqual(3f, c[2].value);
            c.RemoveKey(0);
            Assert.AreEqual(2, c.length);
            Assert.Throws<System.ArgumentException>(() => c.RemoveKey(5));
            var keys = c.keys;
            keys[0].value = 100f;
            Assert.AreNotEqual(100f, c[0].value, "keys is a copy");
        }

        [Test]
        public void GradientsBlendOrStepAndHoldAtMostEightKeys()
        {
            var g = new Gradient();
            Assert.AreEqual(Color.white, g.Evaluate(0.5f), "a new gradient is white");
            g.SetKeys(new[] { new GradientColorKey(Color.red, 0f), new GradientColorKey(Color.blue, 1f) },
                new[] { new GradientAlphaKey(1f, 0f), new GradientAlphaKey(0f, 1f) });
            var mid = g.Evaluate(0.5f);
            Assert.AreEqual(0.5f, mid.r, 1e-4);
            Assert.AreEqual(0.5f, mid.b, 1e-4);
            Assert.AreEqual(0.5f, mid.a, 1e-4);
            g.mode = GradientMode.Fixed;
            Assert.AreEqual(Color.blue.b, g.Evaluate(0.5f).b, 1e-4, "Fixed: the key at or after the time");
            Assert.AreEqual(Color.red.r, g.Evaluate(0f).r, 1e-4);

            var many = new GradientColorKey[10];
            for (var i = 0; i < many.Length; i++) many[i] = new GradientColorKey(Color.gray, i / 9f);
            g.colorKeys = many;
            Assert.AreEqual(8, g.colorKeys.Length);
            CollectionAssert.IsNotEmpty(Logs.FindAll(l => l.StartsWith("Error: Gradient")));
        }

        [Test]
        public void LayerMaskConvertsAndNamesLayers()
        {
            Assert.AreEqual(0, LayerMask.NameToLayer("Default"));
            Assert.AreEqual(4, LayerMask.NameToLayer("Water"));
            Assert.AreEqual("Water", LayerMask.LayerToName(4));
            Assert.AreEqual(-1, LayerMask.NameToLayer("No Such Layer"));
            Assert.AreEqual((1 << 4) | (1 << 5), LayerMask.GetMask("Water", "UI"));
            LayerMask m = 1 << 4;
            int asInt = m;
            Assert.AreEqual(16, asInt);
            Assert.AreEqual(16, m.value);
        }

        [Test]
        public void CurvesGradientsAndMasksRoundTripThroughASceneAndAreTheirSerializedPropertyKinds()
        {
            var go = new GameObject("Jumper");
            var jumper = go.AddComponent<CurveJumper>();
            var sensor = go.AddComponent<LayerFilteredSensor>();
            var tint = go.AddComponent<HealthBarTint>();
            var so = new SerializedObject(jumper);
            var curveProp = so.FindProperty("jumpCurve");
            Assert.AreEqual(SerializedPropertyType.AnimationCurve, curveProp.propertyType);
            var curve = new AnimationCurve(new Keyframe(0f, 0f), new Keyframe(0.25f, 2f, 1f, -1f), new Keyframe(1f, 0f));
            curve.postWrapMode = WrapMode.PingPong;
            curveProp.animationCurveValue = curve;
            so.ApplyModifiedProperties();
            Assert.AreEqual(3, jumper.JumpCurve.length);

            var sensorSo = new SerializedObject(sensor);
            var mask = sensorSo.FindProperty("detectionMask");
            Assert.AreEqual(SerializedPropertyType.LayerMask, mask.propertyType);
            mask.intValue = LayerMask.GetMask("Water");
            sensorSo.ApplyModifiedProperties();

            var tintSo = new SerializedObject(tint);
            Assert.AreEqual(SerializedPropertyType.Gradient, tintSo.FindProperty("barColors").propertyType);

            var level = Reopen("Assets/Scenes/Fields.unity", "Jumper");
            var text = JObject.Parse(File.ReadAllText(Path.Combine(Project, "Assets/Scenes/Fields.unity"))).ToString();
            StringAssert.Contains("m_Curve", text);
            StringAssert.Contains("inSlope", text);
            StringAssert.Contains("m_NumColorKeys", text);

            var j2 = level.GetComponent<CurveJumper>();
            Assert.AreEqual(3, j2.JumpCurve.length);
            Assert.AreEqual(2f, j2.JumpCurve[1].value);
            Assert.AreEqual(-1f, j2.JumpCurve[1].outTangent);
            Assert.AreEqual(WrapMode.PingPong, j2.JumpCurve.postWrapMode);
            Assert.AreEqual(curve.Evaluate(0.6f), j2.JumpCurve.Evaluate(0.6f), 1e-5);
            Assert.AreEqual(1 << 4, level.GetComponent<LayerFilteredSensor>().DetectionMask.value);
            var g = (Gradient)typeof(HealthBarTint).GetField("barColors", System.Reflection.BindingFlags.NonPublic | System.Reflection.BindingFlags.Instance).GetValue(level.GetComponent<HealthBarTint>());
            Assert.AreEqual(3, g.colorKeys.Length, "the script's red-yellow-green gradient");
            Assert.AreEqual(Color.green, g.Evaluate(1f));
        }

        [Test]
        public void AGradientFieldRoundTripsWithItsKeysAndMode()
        {
            var asset = ScriptableObject.CreateInstance<WeaponData>();
            asset.muzzleFlash.SetKeys(new[] { new GradientColorKey(Color.yellow, 0f), new GradientColorKey(Color.red, 0.5f), new GradientColorKey(Color.black, 1f) },
                new[] { new GradientAlphaKey(1f, 0f), new GradientAlphaKey(0.25f, 1f) });
            asset.muzzleFlash.mode = GradientMode.Fixed;
            asset.damageOverDistance = AnimationCurve.EaseInOut(0f, 1f, 10f, 0f);
            asset.falloff.Add(new WeaponData.DamageFalloff { distance = 5f, multiplier = 0.5f });
            asset.recoil.kick = 3f;
            asset.traits = WeaponTraits.Explosive | WeaponTraits.Silenced;
            AssetDatabase.CreateAsset(asset, "Assets/Rifle.asset");
            AssetDatabase.SaveAssets();
            var path = Path.Combine(Project, "Assets/Rifle.asset");
            var json = JObject.Parse(File.ReadAllText(path));
            Assert.AreEqual(3, (int)json["fields"]["muzzleFlash"]["m_NumColorKeys"]);

            var loaded = ReadBack(path);
            Assert.AreEqual(GradientMode.Fixed, loaded.muzzleFlash.mode);
            Assert.AreEqual(3, loaded.muzzleFlash.colorKeys.Length);
            Assert.AreEqual(0.5f, loaded.muzzleFlash.colorKeys[1].time, 1e-4, "times as Unity stores them, in 1/65535");
            Assert.AreEqual(0.25f, loaded.muzzleFlash.alphaKeys[1].alpha, 1e-4);
            Assert.AreEqual(0.5f, loaded.damageOverDistance.Evaluate(5f), 1e-4);
            Assert.AreEqual(0.5f, loaded.falloff[0].multiplier);
            Assert.AreEqual(3f, loaded.recoil.kick);
            Assert.IsTrue(loaded.Has(WeaponTraits.Explosive | WeaponTraits.Silenced));
        }

        [Test]
        public void AFieldStoredUnderItsFormerNameIsRead()
        {
            var asset = ScriptableObject.CreateInstance<WeaponData>();
            AssetDatabase.CreateAsset(asset, "Assets/Old.asset");
            var path = Path.Combine(Project, "Assets/Old.asset");
            var json = JObject.Parse(File.ReadAllText(path));
            var fields = (JObject)json["fields"];
            fields.Remove("displayName");
            fields["weaponName"] = "Old Blunderbuss";
            File.WriteAllText(path, json.ToString());
            Assert.AreEqual("Old Blunderbuss", ReadBack(path).displayName);
        }

        [Test]
        public void SerializeReferenceFieldsKeepTheirTypesSharingAndNulls()
        {
            var go = new GameObject("Hero");
            var loadout = go.AddComponent<AbilityLoadout>();
            var dash = new DashAbility { distance = 7f };
            loadout.abilities.Add(dash);
            loadout.abilities.Add(new HealAbility { amount = 40, followUp = dash });
            loadout.abilities.Add(null);
            loadout.ultimate = dash;

            var hero = Reopen("Assets/Scenes/Loadout.unity", "Hero");
            var text = File.ReadAllText(Path.Combine(Project, "Assets/Scenes/Loadout.unity"));
            StringAssert.Contains("\"rid\"", text);
            StringAssert.Contains("\"class\": \"DashAbility\"", text);
            StringAssert.Contains("\"asm\": \"Corpus.Runtime\"", text);
            var back = hero.GetComponent<AbilityLoadout>();
            Assert.AreEqual(3, back.abilities.Count);
            Assert.IsInstanceOf<DashAbility>(back.abilities[0]);
            Assert.IsInstanceOf<HealAbility>(back.abilities[1]);
            Assert.IsNull(back.abilities[2]);
            Assert.AreEqual("Dash 7m, Heal 40 then Dash 7m, empty", back.Summary());
            Assert.AreSame(back.abilities[0], ((HealAbility)back.abilities[1]).followUp, "one object referenced twice stays one");
            Assert.AreSame(back.abilities[0], back.ultimate);

            var copy = Object.Instantiate(back);
            Assert.AreNotSame(back.abilities[0], copy.abilities[0], "Instantiate copies managed references");
            Assert.AreSame(copy.abilities[0], copy.ultimate);
        }

        [Test]
        public void SerializeReferenceFieldsAreManagedReferenceProperties()
        {
            var loadout = new GameObject("Hero").AddComponent<AbilityLoadout>();
            loadout.abilities.Add(new DashAbility { distance = 2f });
            var so = new SerializedObject(loadout);
            var element = so.FindProperty("abilities.Array.data[0]");
            Assert.AreEqual(SerializedPropertyType.ManagedReference, element.propertyType);
            Assert.AreEqual("Corpus.Runtime DashAbility", element.managedReferenceFullTypename);
            Assert.AreEqual("Corpus.Runtime ILoadoutAbility", element.managedReferenceFieldTypename);
            Assert.AreEqual(2f, so.FindProperty("abilities.Array.data[0].distance").floatValue);
            var ultimate = so.FindProperty("ultimate");
            Assert.AreEqual(SerializedPropertyType.ManagedReference, ultimate.propertyType);
            Assert.IsNull(ultimate.managedReferenceValue);
            ultimate.managedReferenceValue = new HealAbility { amount = 5 };
            Assert.Throws<System.InvalidOperationException>(() => ultimate.managedReferenceValue = "not an ability");
            so.ApplyModifiedPropertiesWithoutUndo();
            Assert.IsInstanceOf<HealAbility>(loadout.ultimate);
            so.Update();
            so.FindProperty("ultimate.amount").intValue = 9;
            so.ApplyModifiedPropertiesWithoutUndo();
            Assert.AreEqual(9, ((HealAbility)loadout.ultimate).amount);
            Assert.Throws<System.InvalidOperationException>(() => { var v = so.FindProperty("abilities.Array.data[0].distance").managedReferenceValue; });
        }

        // 2023.1 added GradientMode.PerceptualBlend (Oklab) and AnimationCurve.ClearKeys/CopyFrom; the 2021.3 profile has
        // neither (UnityCsReference 2021.3.0f1 / 6000.0.0f1 Gradient.bindings.cs, AnimationCurve.bindings.cs).
        [Test]
        public void VersionDifferencesOfCurvesAndGradients()
        {
            var names = System.Enum.GetNames(typeof(GradientMode));
            var curveHasClear = typeof(AnimationCurve).GetMethod("ClearKeys") != null;
#if UNITY_2023_1_OR_NEWER
            CollectionAssert.Contains(names, "PerceptualBlend");
            Assert.IsTrue(curveHasClear);
            var g = new Gradient();
            g.SetKeys(new[] { new GradientColorKey(Color.red, 0f), new GradientColorKey(Color.green, 1f) }, new[] { new GradientAlphaKey(1f, 0f) });
            var blend = g.Evaluate(0.5f);
            g.mode = GradientMode.PerceptualBlend;
            var perceptual = g.Evaluate(0.5f);
            Assert.AreEqual(0.5f, blend.r, 1e-4);
            Assert.AreNotEqual(blend.r, perceptual.r, "Oklab interpolation is not the per-channel one");
            var c = AnimationCurve.Linear(0f, 0f, 1f, 1f);
            var copy = new AnimationCurve();
            copy.CopyFrom(c);
            Assert.AreEqual(c, copy);
            copy.ClearKeys();
            Assert.AreEqual(0, copy.length);
#else
            CollectionAssert.DoesNotContain(names, "PerceptualBlend");
            Assert.IsFalse(curveHasClear);
#endif
        }

        static WeaponData ReadBack(string path)
        {
            var json = JObject.Parse(File.ReadAllText(path));
            var copy = ScriptableObject.CreateInstance<WeaponData>();
            UnityEngine.Internal.ObjectSerializer.ReadFields(copy, typeof(WeaponData), (JObject)json["fields"], r => null);
            return copy;
        }
    }
}
