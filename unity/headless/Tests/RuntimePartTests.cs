using System;
using System.Linq;
using System.Reflection;
using System.Threading;
using NUnit.Framework;
using Patchbay.Editor.Startup;
using Patchbay.Engine.CommonTools.PlayTest;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Runtime.PlayerLink;
using Patchbay.Runtime.PlayerLoop;
using Patchbay.Runtime.PlayerStartup;
using Patchbay.Shared.Security;
using Patchbay.Shared.ToolModel;
using UnityEngine;
using UnityEngine.Internal;
using UnityEngine.SceneManagement;

namespace Patchbay.Headless.Tests
{
    // The runtime part of the package (Runtime/, Patchbay.Runtime: issue 34), as a development build compiles it
    // (unity/build.sh: no UNITY_EDITOR, DEVELOPMENT_BUILD and PATCHBAY_RUNTIME) against the engine stand-in.
    [TestFixture]
    public class RuntimePartTests : StandInFixture
    {
        [Test]
        public void HasNoEditorReference()
        {
            var names = typeof(PatchbayPlayerLoop).Assembly.GetReferencedAssemblies().Select(a => a.Name).ToArray();
            Assert.IsTrue(names.All(n => !n.StartsWith("UnityEditor", StringComparison.Ordinal)), string.Join(", ", names));
            Assert.IsTrue(names.All(n => !n.StartsWith("Patchbay.Editor", StringComparison.Ordinal)), string.Join(", ", names));
            CollectionAssert.Contains(names, "Patchbay.Shared");
        }

        [Test]
        public void IsOnlyInOptedInDevelopmentBuilds()
        {
            var asmdef = PackageAssemblyTests.Asmdef("Runtime/Patchbay.Runtime.asmdef");
            CollectionAssert.AreEqual(new[] { "Editor", "WebGL" }, asmdef["excludePlatforms"].Select(p => (string)p).ToArray(),
                "never compiled into the editor, which has the editor assembly, nor for WebGL, which has no threads or sockets (issue 43)");
            Assert.IsTrue(PackageAssemblyTests.Compatible(new[] { "DEVELOPMENT_BUILD", "PATCHBAY_RUNTIME" }, asmdef));
            Assert.IsFalse(PackageAssemblyTests.Compatible(new[] { "PATCHBAY_RUNTIME" }, asmdef), "a release build");
            Assert.IsFalse(PackageAssemblyTests.Compatible(new[] { "DEVELOPMENT_BUILD" }, asmdef), "not turned on");
        }

        [Test]
        public void StartsAfterTheFirstSceneLoadsWithOneHiddenObject()
        {
            var start = typeof(PatchbayPlayerBootstrap).GetMethod("Start", BindingFlags.Static | BindingFlags.NonPublic);
            Assert.IsNotNull(start);
            var attribute = (RuntimeInitializeOnLoadMethodAttribute)Attribute.GetCustomAttribute(start, typeof(RuntimeInitializeOnLoadMethodAttribute));
            Assert.IsNotNull(attribute, "Unity calls it as the player starts");
            Assert.AreEqual(RuntimeInitializeLoadType.AfterSceneLoad, attribute.loadType);

            var loop = PatchbayPlayerBootstrap.StartLoop();
            Assert.AreSame(loop, PatchbayPlayerBootstrap.StartLoop(), "once");
            Assert.AreEqual(HideFlags.HideAndDontSave, loop.gameObject.hideFlags);
            Assert.AreEqual("Patchbay Runtime", loop.gameObject.name);
        }

        [Test]
        public void ThePlayerDescribesItsProductAndBuild()
        {
            var metadata = Patchbay.Runtime.PlayerLink.PlayerRuntime.Describe();
            Assert.AreEqual(Application.productName, metadata.ProjectName);
            Assert.AreEqual(Application.dataPath, metadata.ProjectPath);
            Assert.AreEqual("playing", metadata.PlayMode, "a player is always playing");
            Assert.AreEqual(Application.version, metadata.Build.Version);
            Assert.AreEqual(Debug.isDebugBuild, metadata.Build.Development);
            Assert.AreEqual("player", (string)metadata.ToRegisterJson()["kind"]);
        }

        [Test]
        public void UpdateRunsWhatOtherThreadsQueuedOnItsOwnThread()
        {
            var loop = NewLoop();
            var update = UpdateOf(loop);
            int ranOn = -1;
            var poster = new Thread(() => loop.Dispatcher.Post(() => ranOn = Thread.CurrentThread.ManagedThreadId));
            poster.Start();
            poster.Join();
            Assert.AreEqual(-1, ranOn, "nothing runs before the frame");
            update();
            Assert.AreEqual(Thread.CurrentThread.ManagedThreadId, ranOn);
            Assert.IsFalse(loop.Dispatcher.HasWork);
        }

        // The idle cost per frame (issue 34: nothing allocated per frame while no call is queued), counted with the
        // runtime's per-thread allocation counter (mono has it, its 4.5 reference assemblies do not: found by reflection).
        [Test]
        public void AnIdleFrameAllocatesNothing()
        {
            var counter = typeof(GC).GetMethod("GetAllocatedBytesForCurrentThread", BindingFlags.Static | BindingFlags.Public);
            if (counter == null)
            {
                Assert.Ignore("this runtime has no GC.GetAllocatedBytesForCurrentThread");
            }

            var allocated = (Func<long>)Delegate.CreateDelegate(typeof(Func<long>), counter);
            var update = UpdateOf(NewLoop());
            for (var i = 0; i < 10; i++)
            {
                update(); // warm: the first calls may compile code
            }

            var before = allocated();
            for (var i = 0; i < 10000; i++)
            {
                update();
            }

            // Read before Assert: NUnit 3's AreEqual takes objects, and boxing its first argument allocates on this thread.
            var after = allocated();
            Assert.AreEqual(0L, after - before, "bytes allocated by 10,000 idle frames");
        }

        // The runtime subset (issue 34): the tools of Patchbay.Engine, and the player's own get_game_object,
        // set_component_field and capture_screenshot (Runtime/PlayerTools: the editor's keep SerializedObject, Undo and the
        // Scene view), all under the editor's names, schemas and descriptions; the player's settings have the play and
        // screenshots groups on, so all of them are listed and allowed.
        static readonly string[] RuntimeTools =
        {
            "capture_screenshot", "find_game_objects", "get_console_logs", "get_game_object", "get_hierarchy", "set_component_field",
            "set_time_scale", "simulate_input", "step_game", "wait_until",
        };

        [Test]
        public void ThePlayerOffersTheRuntimeToolsAsTheEditorDoes()
        {
            var player = new ToolRegistry(typeof(PlayerRuntime).Assembly, typeof(IPlayHost).Assembly);
            player.AddFromAssemblies(new[] { typeof(ToolRegistry).Assembly, typeof(IPlayHost).Assembly, typeof(PlayerRuntime).Assembly });
            CollectionAssert.IsEmpty(player.Problems);
            CollectionAssert.AreEqual(RuntimeTools, player.Tools.Select(t => t.Descriptor.Name).ToArray());
            Assert.IsTrue(player.Tools.All(t => !t.Descriptor.IsProjectDefined), "the package's own tools, from two assemblies");

            var listed = ToolListing.List(player, new SecurityPolicy(PlayerRuntime.Settings));
            CollectionAssert.AreEqual(RuntimeTools, listed.Select(t => (string)t["name"]).ToArray(), "the play group is on in a player");

            var editor = new ToolRegistry(PatchbayRuntime.PackageAssemblies);
            editor.AddFromAssemblies(PatchbayRuntime.PackageAssemblies);
            foreach (var tool in player.Tools)
            {
                RegisteredTool same;
                Assert.IsTrue(editor.TryGet(tool.Descriptor.Name, out same), tool.Descriptor.Name + " is the editor's too");
                Assert.AreEqual(same.Descriptor.InputSchema.ToString(), tool.Descriptor.InputSchema.ToString(), tool.Descriptor.Name);
                Assert.AreEqual(same.Descriptor.Description, tool.Descriptor.Description, tool.Descriptor.Name);
                Assert.IsFalse(same.Descriptor.IsProjectDefined, tool.Descriptor.Name + " counts as the package's in the editor");
            }
        }

        [Test]
        public void TheSharedToolsNeverReferenceTheEditor()
        {
            var names = typeof(IPlayHost).Assembly.GetReferencedAssemblies().Select(a => a.Name).ToArray();
            Assert.IsTrue(names.All(n => !n.StartsWith("UnityEditor", StringComparison.Ordinal)), string.Join(", ", names));
            Assert.IsTrue(names.All(n => !n.StartsWith("Patchbay.Editor", StringComparison.Ordinal)), string.Join(", ", names));
            var engine = PackageAssemblyTests.Asmdef("Engine/Patchbay.Engine.asmdef");
            var shared = PackageAssemblyTests.Asmdef("Shared/Patchbay.Shared.asmdef");
            Assert.AreEqual(shared["defineConstraints"].ToString(), engine["defineConstraints"].ToString(), "the editor, or an opted-in development build");
        }

        [Test]
        public void APlayerIsAlwaysPlayingAndWaitsOnItsFrames()
        {
            var loop = NewLoop();
            var update = UpdateOf(loop);
            var host = new PlayerPlayHost(loop);
            Assert.IsTrue(host.IsPlaying);
            Assert.IsFalse(host.IsPaused);
            Scene stage;
            string stagePath;
            Assert.IsFalse(host.TryGetPrefabStage(out stage, out stagePath), "a player has no prefab stage");

            var checks = 0;
            var wait = host.Until(() => ++checks >= 3, 600, CancellationToken.None);
            Assert.IsFalse(wait.IsCompleted, "checked once before the first frame");
            update();
            Assert.IsFalse(wait.IsCompleted);
            update();
            Assert.IsTrue(wait.IsCompleted && wait.Result, "held in the second frame");
            var cancel = new CancellationTokenSource();
            var cancelled = host.Until(() => false, 600, cancel.Token);
            cancel.Cancel();
            update();
            Assert.IsTrue(cancelled.IsCanceled);
            var bounded = host.Until(() => false, 0, CancellationToken.None);
            update();
            Assert.IsTrue(bounded.IsCompleted && !bounded.Result, "the real-time bound ends it");
        }

        [Test]
        public void APlayerFindsSceneObjectsById()
        {
            var previous = PlayHost.IsSet ? PlayHost.Current : null;
            PlayHost.Current = new PlayerPlayHost(NewLoop());
            try
            {
                var go = new GameObject("Target");
                Assert.AreSame(go, PlayHost.Current.FindObject(ObjectIds.Of(go)));
                Assert.IsNull(PlayHost.Current.FindObject("Target"), "names are SceneObjects' to resolve");
                Assert.AreSame(go, SceneObjects.Resolve(ObjectIds.Of(go), "target"));
                Assert.AreEqual(InputBackend.LegacyOnlyInPlayer, InputBackend.LegacyOnlyHere, "a player's fix is made in the editor and a new build");
                StringAssert.Contains("make a new development build", InputBackend.LegacyOnlyHere);
            }
            finally
            {
                PlayHost.Current = previous;
            }
        }

        // Unity moves what DontDestroyOnLoad keeps to a scene of its own that is not a loaded scene, so the runtime
        // part's hidden object never shows in get_hierarchy; it still runs (UnityCsReference 2021.3.0f1
        // Runtime/Export/Scripting/UnityEngineObject.bindings.cs:295-296).
        [Test]
        public void WhatDontDestroyOnLoadKeepsLeavesTheLoadedScenesButStillRuns()
        {
            Application.IsPlayingInternal = true;
            try
            {
                var loop = NewLoop();
                UnityEngine.Object.DontDestroyOnLoad(loop.gameObject);
                Assert.AreEqual("DontDestroyOnLoad", loop.gameObject.scene.name);
                Assert.IsTrue(loop.gameObject.scene.IsValid());
                for (var i = 0; i < SceneManager.sceneCount; i++)
                {
                    CollectionAssert.DoesNotContain(SceneManager.GetSceneAt(i).GetRootGameObjects(), loop.gameObject);
                }

                // What the player loop updates and FindObjectsOfType returns (the stand-in's one list of scene objects).
                CollectionAssert.Contains(ObjectRegistry.SceneObjects(typeof(MonoBehaviour), false).ToArray(), loop, "found, so its Update runs");
            }
            finally
            {
                SceneRegistry.RemoveAll();
                Application.IsPlayingInternal = false;
            }
        }

        static PatchbayPlayerLoop NewLoop()
        {
            var loop = new GameObject("loop").AddComponent<PatchbayPlayerLoop>();
            var awake = typeof(PatchbayPlayerLoop).GetMethod("Awake", BindingFlags.Instance | BindingFlags.NonPublic);
            awake.Invoke(loop, null);
            return loop;
        }

        static Action UpdateOf(PatchbayPlayerLoop loop)
        {
            var method = typeof(PatchbayPlayerLoop).GetMethod("Update", BindingFlags.Instance | BindingFlags.NonPublic);
            return (Action)Delegate.CreateDelegate(typeof(Action), loop, method);
        }
    }
}
