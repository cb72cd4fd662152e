using System.Linq;
using NUnit.Framework;
using UnityEditor;
using UnityEditor.Events;
using UnityEngine;

namespace Patchbay.Headless.Tests
{
    // The Content corpus scripts (Corpus/Assets/Corpus/Content) run in play mode on the stand-in, and their state
    // checked as a game would see it.
    [TestFixture]
    public class CorpusContentTests : ContentFixture
    {
        [Test]
        public void HealthRaisesDamagedWithTheAmountAndDiedOnce()
        {
            var health = new GameObject("Enemy").AddComponent<DamageableHealth>();
            EnterPlayMode();
            var damage = 0;
            var deaths = 0;
            health.onDamaged.AddListener(d => damage += d);
            health.onDied.AddListener(() => deaths++);
            health.TakeDamage(30);
            health.TakeDamage(80);
            health.TakeDamage(5);
            Assert.AreEqual(110, damage);
            Assert.AreEqual(1, deaths);
            Assert.IsTrue(health.IsDead);
        }

        [Test]
        public void ADoorWiredInTheEditorOpensWhenItsPlateIsPressed()
        {
            var level = new GameObject("Dungeon");
            var plate = new GameObject("Plate").AddComponent<PressurePlate>();
            var door = new GameObject("Door").AddComponent<EventDoor>();
            plate.transform.SetParent(level.transform);
            door.transform.SetParent(level.transform);
            DoorWiringTool.Wire(plate, door);
            level = Reopen("Assets/Scenes/Dungeon.unity", "Dungeon");
            plate = level.GetComponentInChildren<PressurePlate>();
            door = level.GetComponentInChildren<EventDoor>();
            EnterPlayMode();
            var opened = 0;
            door.onOpened.AddListener(() => opened++);
            plate.Press(null);
            plate.Press(null);
            Assert.IsTrue(door.IsOpen);
            Assert.AreEqual(1, opened, "single use");
            Frames(10, 0.1f);
            Assert.AreEqual(2f, door.transform.position.y, 1e-3, "moving up at 2 units/s");
        }

        [Test]
        public void TheJumpHeightFollowsTheCurve()
        {
            var jumper = new GameObject("Jumper").AddComponent<CurveJumper>();
            EnterPlayMode();
            Frames(1, 0.1f);
            jumper.Jump();
            Frames(3, 0.1f);
            Assert.AreEqual(jumper.JumpCurve.Evaluate(0.5f) * 2f, jumper.transform.position.y, 1e-3, "0.3 s of 0.6 s: the curve's top");
            Assert.AreEqual(2f, jumper.transform.position.y, 1e-3);
            Frames(4, 0.1f);
            Assert.IsFalse(jumper.IsJumping);
            Assert.AreEqual(0f, jumper.transform.position.y, 1e-3);
        }

        [Test]
        public void TheHealthBarColourComesFromTheGradient()
        {
            var go = new GameObject("Bar");
            var health = go.AddComponent<DamageableHealth>();
            var tint = go.AddComponent<HealthBarTint>();
            tint.Bind(health);
            EnterPlayMode();
            Frames(1);
            Assert.AreEqual(Color.green, tint.currentColor);
            health.TakeDamage(50);
            Frames(1);
            Assert.AreEqual(Color.yellow, tint.currentColor);
            health.TakeDamage(25);
            Frames(1);
            Assert.AreEqual(1f, tint.currentColor.r, 1e-4);
            Assert.AreEqual(Color.yellow.g / 2f, tint.currentColor.g, 1e-4, "halfway from red to Unity's yellow");
        }

        [Test]
        public void TheSensorSeesOnlyItsLayers()
        {
            var sensor = new GameObject("Sensor").AddComponent<LayerFilteredSensor>();
            var fish = new GameObject("Fish") { layer = LayerMask.NameToLayer("Water") };
            var crate = new GameObject("Crate");
            var farFish = new GameObject("FarFish") { layer = 4 };
            farFish.transform.position = new Vector3(100, 0, 0);
            sensor.UseLayers("Water");
            EnterPlayMode();
            sensor.Scan(new[] { fish, crate, farFish, sensor.gameObject });
            CollectionAssert.AreEqual(new[] { fish }, sensor.Detected.ToArray());
            Assert.IsTrue(LayerFilteredSensor.InMask(sensor.DetectionMask, 4));
            Assert.IsFalse(LayerFilteredSensor.InMask(sensor.DetectionMask, 0));
        }

        [Test]
        public void TheAnimatorDriverFeedsSpeedAndTheJumpTrigger()
        {
            var controller = DoorWiringTool.CreateCharacterController("Assets/Driver.controller");
            var go = new GameObject("Player");
            go.AddComponent<Animator>().runtimeAnimatorController = controller;
            var driver = go.AddComponent<CharacterAnimatorDriver>();
            EnterPlayMode();
            driver.Speed = 4f;
            Frames(1);
            var animator = go.GetComponent<Animator>();
            Assert.AreEqual(4f, animator.GetFloat("Speed"));
            Assert.IsTrue(animator.GetBool("Grounded"));
            driver.Jump();
            Assert.IsTrue(animator.GetBool("Jump"));
            Assert.IsTrue(driver.IsInState("Idle"));
            Assert.IsEmpty(Warnings);
        }

        [Test]
        public void FootstepsArePlayedAsOneShotsWithAPitchInRange()
        {
            var go = new GameObject("Walker");
            var steps = go.AddComponent<FootstepAudio>();
            EnterPlayMode();
            var a = AudioClip.Create("StepA", 4410, 1, 44100, false);
            var b = AudioClip.Create("StepB", 4410, 1, 44100, false);
            steps.SetClips(a, b);
            var source = go.GetComponent<AudioSource>();
            Assert.IsFalse(source.playOnAwake);
            for (var i = 0; i < 20; i++) steps.Step();
            Assert.AreEqual(20, steps.StepsPlayed);
            Assert.AreEqual(20, source.OneShots.Count);
            Assert.IsTrue(source.OneShots.All(s => s.Clip == a || s.Clip == b));
            Assert.IsTrue(source.OneShots.All(s => s.VolumeScale == 0.8f));
            Assert.IsTrue(source.OneShots.All(s => s.Pitch >= 0.9f && s.Pitch <= 1.1f));
            Assert.IsTrue(source.isPlaying, "one-shots sounding");
            Assert.IsNull(source.clip, "PlayOneShot leaves the clip alone");
            Frames(3, 0.1f);
            Assert.IsFalse(source.isPlaying, "0.1 s steps are over");
        }

        [Test]
        public void MusicLoopsAndFadesInAndOut()
        {
            var go = new GameObject("Music");
            var player = go.AddComponent<LoopingMusicPlayer>();
            EnterPlayMode();
            player.SetMusic(AudioClip.Create("Theme", 44100, 2, 44100, false));
            player.FadeIn();
            Frames(5, 0.1f);
            Assert.AreEqual(0.3f, player.Source.volume, 1e-3, "halfway up to 0.6 over one second");
            Frames(10, 0.1f);
            Assert.AreEqual(0.6f, player.Source.volume, 1e-3);
            Assert.IsTrue(player.Source.isPlaying, "1.5 s into a 1 s clip: looping");
            Assert.AreEqual(0.5f, player.Source.time, 1e-3);
            player.FadeOut();
            Frames(11, 0.1f);
            Assert.IsFalse(player.Source.isPlaying);
            Assert.AreEqual(0f, player.Source.volume);
        }

        [Test]
        public void WeaponDataKeepsItsCurveGradientFlagsAndNestedData()
        {
            var weapon = ScriptableObject.CreateInstance<WeaponData>();
            Assert.AreEqual(10f, weapon.DamageAt(0f), 1e-4);
            Assert.AreEqual(2.5f, weapon.DamageAt(50f), 1e-4);
            Assert.IsTrue(weapon.Has(WeaponTraits.Piercing));
            var so = new SerializedObject(weapon);
            Assert.AreEqual(SerializedPropertyType.AnimationCurve, so.FindProperty("damageOverDistance").propertyType);
            Assert.AreEqual(SerializedPropertyType.Gradient, so.FindProperty("muzzleFlash").propertyType);
            Assert.AreEqual(SerializedPropertyType.Float, so.FindProperty("recoil.kick").propertyType);
            Assert.AreEqual(SerializedPropertyType.Vector2, so.FindProperty("recoil.spread").propertyType);
            so.FindProperty("falloff").arraySize = 1;
            so.FindProperty("falloff.Array.data[0].multiplier").floatValue = 0.5f;
            so.ApplyModifiedPropertiesWithoutUndo();
            Assert.AreEqual(0.5f, weapon.falloff[0].multiplier);
            var former = typeof(WeaponData).GetField("displayName").GetCustomAttributes(typeof(UnityEngine.Serialization.FormerlySerializedAsAttribute), false);
            Assert.AreEqual("weaponName", ((UnityEngine.Serialization.FormerlySerializedAsAttribute)former[0]).oldName);
        }
    }
}
