using System;
using System.Threading;
using NUnit.Framework;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Headless.Tests
{
    // Unity's native API throws "<name> can only be called from the main thread" off the main thread; the
    // stand-in does too for what the package uses, and its thread-safe wake (SignalTick) does not (issue 27).
    [TestFixture]
    public class MainThreadTests : StandInFixture
    {
        static Exception OffTheMainThread(Action action)
        {
            Exception caught = null;
            var thread = new Thread(() =>
            {
                try { action(); }
                catch (Exception e) { caught = e; }
            });
            thread.Start();
            thread.Join();
            return caught;
        }

        [Test]
        public void UnityApiThrowsOffTheMainThread()
        {
            var calls = new Action[]
            {
                () => SessionState.GetInt("k", 0),
                () => EditorPrefs.GetInt("k", 0),
                () => new GameObject("off"),
                () => { var playing = EditorApplication.isPlaying; },
                () => { var t = EditorApplication.timeSinceStartup; },
                () => EditorApplication.QueuePlayerLoopUpdate(),
                () => AssetDatabase.Refresh(),
                () => AssetDatabase.FindAssets("t:Scene"),
                () => EditorUtility.DisplayDialog("t", "m", "ok"),
                () => { var e = EditorSettings.enterPlayModeOptionsEnabled; },
            };
            for (var i = 0; i < calls.Length; i++)
            {
                var e = OffTheMainThread(calls[i]);
                Assert.IsInstanceOf<UnityException>(e, "call " + i);
                StringAssert.Contains("can only be called from the main thread", e.Message, "call " + i);
            }

            Assert.AreEqual(0, SessionState.GetInt("k", 0), "on the main thread it works");
            Assert.IsNotNull(new GameObject("on"));
        }

        [Test]
        public void SignalTickIsThreadSafe()
        {
            var signal = typeof(EditorApplication).GetMethod("SignalTick", System.Reflection.BindingFlags.Static | System.Reflection.BindingFlags.NonPublic);
            Assert.IsNotNull(signal, "internal static void SignalTick(), as in Unity");
            var host = (InMemoryHostServices)HeadlessEditor.Host;
            var before = host.TickSignals;
            Assert.IsNull(OffTheMainThread(() => signal.Invoke(null, null)));
            Assert.AreEqual(before + 1, host.TickSignals);
        }

        // Issue 43: Unity ignores a SignalTick the main thread makes inside its update (another bridge measured it on
        // Unity 2022.3); the same call from another thread, during that update, still wakes the loop.
        [Test]
        public void SignalTickFromTheMainThreadDuringAnUpdateIsIgnored()
        {
            var signal = typeof(EditorApplication).GetMethod("SignalTick", System.Reflection.BindingFlags.Static | System.Reflection.BindingFlags.NonPublic);
            var host = (InMemoryHostServices)HeadlessEditor.Host;
            var before = host.TickSignals;
            var ignoredBefore = EditorApplication.IgnoredTickSignals;
            Exception offThread = null;
            EditorApplication.CallbackFunction update = () =>
            {
                signal.Invoke(null, null);
                offThread = OffTheMainThread(() => signal.Invoke(null, null));
            };
            EditorApplication.update += update;
            try { HeadlessEditor.Tick(); }
            finally { EditorApplication.update -= update; }

            Assert.IsNull(offThread);
            Assert.AreEqual(before + 1, host.TickSignals, "only the wake from the other thread reached the loop");
            Assert.AreEqual(ignoredBefore + 1, EditorApplication.IgnoredTickSignals, "the main thread's was ignored");
        }
    }
}
