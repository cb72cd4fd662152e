using System.IO;
using System.Linq;
using NUnit.Framework;
using UnityEditor;
using UnityEditor.Animations;
using UnityEngine;

namespace Patchbay.Headless.Tests
{
    // The Animator as data (UnityCsReference 2021.3.0f1 Modules/Animation/ScriptBindings/Animator.bindings.cs) with a
    // controller built by UnityEditor.Animations.AnimatorController, and audio as state
    // (Modules/Audio/Public/ScriptBindings/Audio.bindings.cs), in play mode frames.
    [TestFixture]
    public class AnimatorAudioTests : ContentFixture
    {
        [Test]
        public void StringToHashIsTheCrc32OfTheName()
        {
            Assert.AreEqual(unchecked((int)0xCBF43926u), Animator.StringToHash("123456789"), "the CRC-32 check value");
            Assert.AreEqual(0, Animator.StringToHash(""));
            Assert.AreEqual(Animator.StringToHash("Speed"), new AnimatorControllerParameter { name = "Speed" }.nameHash);
        }

        AnimatorController MakeController(string path)
        {
            var controller = DoorWiringTool.CreateCharacterController(path);
            var clip = new AnimationClip();
            clip.SetCurve("", typeof(Transform), "localPosition.y", AnimationCurve.Linear(0f, 0f, 2f, 1f));
            AssetDatabase.CreateAsset(clip, "Assets/Run.anim");
            controller.layers[0].stateMachine.states.First(s => s.state.name == "Run").state.motion = clip;
            AssetDatabase.SaveAssets();
            return controller;
        }

        [Test]
        public void AControllerAssetKeepsItsParametersLayersAndStates()
        {
            MakeController("Assets/Character.controller");
            Assert.IsTrue(File.Exists(Path.Combine(Project, "Assets/Character.controller")));
            AssetDatabase.Forget("Assets/Character.controller");
            var loaded = AssetDatabase.LoadAssetAtPath<AnimatorController>("Assets/Character.controller");
            Assert.IsNotNull(loaded);
            CollectionAssert.AreEqual(new[] { "Speed", "Jump", "Grounded" }, loaded.parameters.Select(p => p.name).ToArray());
            Assert.AreEqual(AnimatorControllerParameterType.Trigger, loaded.parameters[1].type);
            CollectionAssert.AreEqual(new[] { "Base Layer", "Upper Body" }, loaded.layers.Select(l => l.name).ToArray());
            var machine = loaded.layers[0].stateMachine;
            CollectionAssert.AreEqual(new[] { "Idle", "Run", "Jump" }, machine.states.Select(s => s.state.name).ToArray());
            Assert.AreEqual("Idle", machine.defaultState.name);
            Assert.AreEqual(2f, ((AnimationClip)machine.states[1].state.motion).length, 1e-4);
            Assert.AreEqual(1, loaded.animationClips.Length);
            loaded.AddParameter("Speed", AnimatorControllerParameterType.Float);
            Assert.AreEqual("Speed 0", loaded.parameters[3].name, "a unique name, as MakeUniqueParameterName gives");
        }

        [Test]
        public void AnAnimatorInPlayModeHoldsParametersStatesAndTime()
        {
            var controller = MakeController("Assets/Hero.controller");
            var go = new GameObject("Hero");
            var animator = go.AddComponent<Animator>();
            animator.runtimeAnimatorController = controller;
            Assert.IsFalse(animator.isInitialized, "edit mode: no controller is playing");
            animator.SetFloat("Speed", 1f);
            CollectionAssert.Contains(Warnings, "Animator is not playing an AnimatorController");

            EnterPlayMode();
            Assert.IsTrue(animator.isInitialized);
            Assert.AreEqual(3, animator.parameterCount);
            Assert.AreEqual("Jump", animator.GetParameter(1).name);
            Assert.AreEqual(2, animator.layerCount);
            Assert.AreEqual("Upper Body", animator.GetLayerName(1));
            Assert.AreEqual(1, animator.GetLayerIndex("Upper Body"));
            animator.SetLayerWeight(1, 0.5f);
            Assert.AreEqual(0.5f, animator.GetLayerWeight(1));

            animator.SetFloat("Speed", 3.5f);
            Assert.AreEqual(3.5f, animator.GetFloat(Animator.StringToHash("Speed")));
            animator.SetTrigger("Jump");
            Assert.IsTrue(animator.GetBool("Jump"), "a trigger reads as a bool");
            animator.ResetTrigger(Animator.StringToHash("Jump"));
            Assert.IsFalse(animator.GetBool("Jump"));
            Warnings.Clear();
            animator.SetFloat("Sped", 1f);
            CollectionAssert.AreEqual(new[] { "Parameter 'Sped' does not exist." }, Warnings);

            Assert.IsTrue(animator.GetCurrentAnimatorStateInfo(0).IsName("Idle"), "the default state");
            Assert.IsTrue(animator.GetCurrentAnimatorStateInfo(0).IsName("Base Layer.Idle"));
            animator.Play("Run");
            Assert.IsTrue(animator.GetCurrentAnimatorStateInfo(0).IsName("Idle"), "Play takes effect at the next update");
            Frames(1);
            var run = animator.GetCurrentAnimatorStateInfo(0);
            Assert.IsTrue(run.IsName("Run"));
            Assert.AreEqual(Animator.StringToHash("Base Layer.Run"), run.fullPathHash);
            Assert.AreEqual(Animator.StringToHash("Run"), run.shortNameHash);
            Assert.AreEqual(2f, run.length, 1e-4);
            Assert.AreEqual(0f, run.normalizedTime, 1e-4);
            Frames(5, 0.1f);
            Assert.AreEqual(0.25f, animator.GetCurrentAnimatorStateInfo(0).normalizedTime, 1e-3, "0.5 s of a 2 s clip");
            animator.speed = 2f;
            Frames(1, 0.1f);
            Assert.AreEqual(0.35f, animator.GetCurrentAnimatorStateInfo(0).normalizedTime, 1e-3);

            Assert.AreEqual("Run", animator.GetCurrentAnimatorClipInfo(0).Single().clip.name);
            Assert.AreEqual(1f, animator.GetCurrentAnimatorClipInfo(0)[0].weight);
            Assert.AreEqual(Vector3.zero, animator.deltaPosition, "no root motion is produced");
            Warnings.Clear();
            animator.SetIKPosition(AvatarIKGoal.LeftHand, Vector3.one);
            CollectionAssert.AreEqual(new[] { "Setting and getting Body Position/Rotation, IK Goals, Lookat and BoneLocalRotation should only be done in OnAnimatorIK or OnStateIK" }, Warnings, "never in an IK pass");

            Warnings.Clear();
            animator.CrossFade("Nowhere", 0.2f);
            CollectionAssert.Contains(Warnings, "Animator.GotoState: State could not be found");
            animator.CrossFadeInFixedTime("Jump", 0.1f, 0, 0.5f);
            Frames(1);
            Assert.IsTrue(animator.GetCurrentAnimatorStateInfo(0).IsName("Jump"));
            Assert.AreEqual(0.5f, animator.GetCurrentAnimatorStateInfo(0).normalizedTime, 1e-3, "0.5 s into a 1 s state without motion");
        }

        // 2022.2 renamed keepAnimatorControllerStateOnDisable to keepAnimatorStateOnDisable (the old name obsolete), and
        // disabling an Animator forgets its state unless it is set (UnityCsReference 2021.3.0f1 / 6000.5.0f1 Animator.bindings.cs).
        [Test]
        public void DisablingAnAnimatorForgetsItsStateUnlessKept()
        {
            var controller = DoorWiringTool.CreateCharacterController("Assets/Keep.controller");
            var animator = new GameObject("Keeper").AddComponent<Animator>();
            animator.runtimeAnimatorController = controller;
            EnterPlayMode();
            animator.SetFloat("Speed", 2f);
            animator.enabled = false;
            Frames(1);
            animator.enabled = true;
            Assert.AreEqual(0f, animator.GetFloat("Speed"), "reinitialized with the controller's defaults");
#if UNITY_2022_2_OR_NEWER
            animator.keepAnimatorStateOnDisable = true;
            Assert.AreEqual(1, typeof(Animator).GetProperty("keepAnimatorControllerStateOnDisable").GetCustomAttributes(typeof(System.ObsoleteAttribute), false).Length, "the old name is obsolete");
#else
            animator.keepAnimatorControllerStateOnDisable = true;
            Assert.IsNull(typeof(Animator).GetProperty("keepAnimatorStateOnDisable"));
#endif
            animator.SetFloat("Speed", 2f);
            animator.enabled = false;
            Frames(1);
            animator.enabled = true;
            Assert.AreEqual(2f, animator.GetFloat("Speed"), "kept");
        }

        [Test]
        public void AnAudioClipHoldsItsSamples()
        {
            var clip = AudioClip.Create("Beep", 4410, 2, 44100, false);
            Assert.AreEqual("Beep", clip.name);
            Assert.AreEqual(0.1f, clip.length, 1e-5);
            Assert.AreEqual(4410, clip.samples);
            Assert.AreEqual(2, clip.channels);
            Assert.AreEqual(AudioDataLoadState.Loaded, clip.loadState);
            Assert.IsTrue(clip.SetData(new[] { 0.5f, -0.5f, 0.25f, -0.25f }, 10));
            var back = new float[4];
            Assert.IsTrue(clip.GetData(back, 10));
            CollectionAssert.AreEqual(new[] { 0.5f, -0.5f, 0.25f, -0.25f }, back);
            Assert.Throws<System.ArgumentException>(() => clip.SetData(new float[2], 5000));
            var ex = Assert.Throws<System.ArgumentException>(() => AudioClip.Create("x", 0, 1, 44100, false));
            Assert.AreEqual("Length of created clip must be larger than 0", ex.Message);
            var generated = AudioClip.Create("Sine", 8, 1, 8, false, data => { for (var i = 0; i < data.Length; i++) data[i] = i; });
            var samples = new float[8];
            generated.GetData(samples, 0);
            Assert.AreEqual(7f, samples[7]);
        }

        static byte[] Wav(short[] samples, int channels, int rate)
        {
            var data = new byte[samples.Length * 2];
            System.Buffer.BlockCopy(samples, 0, data, 0, data.Length);
            var ms = new MemoryStream();
            var w = new BinaryWriter(ms);
            w.Write(System.Text.Encoding.ASCII.GetBytes("RIFF")); w.Write(36 + data.Length); w.Write(System.Text.Encoding.ASCII.GetBytes("WAVE"));
            w.Write(System.Text.Encoding.ASCII.GetBytes("fmt ")); w.Write(16); w.Write((short)1); w.Write((short)channels); w.Write(rate);
            w.Write(rate * channels * 2); w.Write((short)(channels * 2)); w.Write((short)16);
            w.Write(System.Text.Encoding.ASCII.GetBytes("data")); w.Write(data.Length); w.Write(data);
            return ms.ToArray();
        }

        [Test]
        public void AWavFileIsAnAudioClipAssetThatASceneReferences()
        {
            var samples = new short[8000 * 2];
            samples[0] = 16384;
            samples[1] = -16384;
            File.WriteAllBytes(Path.Combine(Project, "Assets/Step.wav"), Wav(samples, 2, 8000));
            AssetDatabase.ImportAsset("Assets/Step.wav");
            Assert.AreEqual(typeof(AudioClip), AssetDatabase.GetMainAssetTypeAtPath("Assets/Step.wav"));
            var clip = AssetDatabase.LoadAssetAtPath<AudioClip>("Assets/Step.wav");
            Assert.IsNotNull(clip);
            Assert.AreEqual("Step", clip.name);
            Assert.AreEqual(2, clip.channels);
            Assert.AreEqual(8000, clip.frequency);
            Assert.AreEqual(8000, clip.samples);
            Assert.AreEqual(1f, clip.length, 1e-5);
            var first = new float[2];
            clip.GetData(first, 0);
            CollectionAssert.AreEqual(new[] { 0.5f, -0.5f }, first);

            var source = new GameObject("Speaker").AddComponent<AudioSource>();
            source.clip = clip;
            var back = Reopen("Assets/Scenes/Audio.unity", "Speaker").GetComponent<AudioSource>();
            Assert.AreSame(clip, back.clip, "the clip asset by its GUID");
        }

        [Test]
        public void ASourcePlaysForItsClipsLengthAndStopsOrLoops()
        {
            var clip = AudioClip.Create("Tone", 44100, 1, 44100, false);
            var source = new GameObject("Speaker").AddComponent<AudioSource>();
            source.playOnAwake = false;
            source.clip = clip;
            EnterPlayMode();
            Frames(1);
            Assert.IsFalse(source.isPlaying);
            source.Play();
            Assert.IsTrue(source.isPlaying);
            Frames(5, 0.1f);
            Assert.AreEqual(0.5f, source.time, 1e-3);
            source.Pause();
            Assert.IsFalse(source.isPlaying);
            Frames(3, 0.1f);
            Assert.AreEqual(0.5f, source.time, 1e-3, "paused: time holds");
            source.UnPause();
            source.pitch = 2f;
            Frames(3, 0.1f);
            Assert.IsFalse(source.isPlaying, "0.5 s + 0.6 s at double pitch passes the end of a 1 s clip");
            Assert.AreEqual(0f, source.time);

            source.loop = true;
            source.pitch = 1f;
            source.Play();
            Frames(12, 0.1f);
            Assert.IsTrue(source.isPlaying);
            Assert.AreEqual(0.2f, source.time, 1e-3, "a looping clip wraps");
            source.Stop();
            Assert.IsFalse(source.isPlaying);

            AudioListener.pause = true;
            source.Play();
            Frames(2, 0.1f);
            Assert.AreEqual(0f, source.time, 1e-4, "the listener's pause holds every source");
            AudioListener.pause = false;
        }

        [Test]
        public void PlayOnAwakeDelayedAndScheduledStarts()
        {
            var clip = AudioClip.Create("Tone", 44100, 1, 44100, false);
            var go = new GameObject("Ambience");
            var source = go.AddComponent<AudioSource>();
            source.clip = clip;
            Assert.IsTrue(source.playOnAwake, "Unity's default");
            var delayed = go.AddComponent<AudioSource>();
            delayed.playOnAwake = false;
            delayed.clip = clip;
            EnterPlayMode();
            Frames(1);
            Assert.IsTrue(source.isPlaying, "playOnAwake in play mode");

            delayed.PlayDelayed(0.3f);
            Frames(2, 0.1f);
            Assert.AreEqual(0f, delayed.time, 1e-4, "still waiting");
            Frames(2, 0.1f);
            Assert.AreEqual(0.1f, delayed.time, 1e-3);
            delayed.Stop();
            delayed.PlayScheduled(AudioSettings.dspTime + 0.2);
            Frames(3, 0.1f);
            Assert.AreEqual(0.1f, delayed.time, 1e-3);
        }

        [Test]
        public void PlayClipAtPointMakesATemporaryObjectDestroyedAfterTheClip()
        {
            var clip = AudioClip.Create("Boom", 22050, 1, 44100, false);
            EnterPlayMode();
            AudioSource.PlayClipAtPoint(clip, new Vector3(1, 2, 3), 0.7f);
            var shot = GameObject.Find("One shot audio");
            Assert.IsNotNull(shot);
            Assert.AreEqual(new Vector3(1, 2, 3), shot.transform.position);
            var source = shot.GetComponent<AudioSource>();
            Assert.AreEqual(1f, source.spatialBlend);
            Assert.AreEqual(0.7f, source.volume, 1e-5);
            Assert.IsTrue(source.isPlaying);
            Frames(4, 0.1f);
            Assert.IsTrue(shot != null, "0.4 s of a 0.5 s clip");
            Frames(2, 0.1f);
            Assert.IsTrue(shot == null, "destroyed after the clip's length");
        }
    }
}
