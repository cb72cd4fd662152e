using System;
using System.Linq;
using System.Reflection;
using System.Threading;
using NUnit.Framework;
using Patchbay.Runtime.PlayerLoop;
using Patchbay.Runtime.Startup;
using UnityEngine;

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
            CollectionAssert.AreEqual(new[] { "Editor" }, asmdef["excludePlatforms"].Select(p => (string)p).ToArray(),
                "never compiled into the editor, which has the editor assembly");
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
            var metadata = Patchbay.Runtime.Link.PlayerRuntime.Describe();
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

            Assert.AreEqual(0, allocated() - before, "bytes allocated by 10,000 idle frames");
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
