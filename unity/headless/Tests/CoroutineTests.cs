using System;
using System.Collections;
using System.Collections.Generic;
using NUnit.Framework;
using UnityEngine;
using UnityEngine.Internal;

namespace Patchbay.Headless.Tests
{
    // A behaviour whose messages and coroutines write to one log, to check Unity's order of execution.
    public class OrderProbe : MonoBehaviour
    {
        public static readonly List<string> Log = new List<string>();
        public int Calls;
        public string Received;

        void FixedUpdate() { Log.Add("FixedUpdate"); }
        void Update() { Log.Add("Update"); }
        void LateUpdate() { Log.Add("LateUpdate"); }

        public IEnumerator Yielding(object instruction, string name)
        {
            Log.Add(name + ":start");
            yield return instruction;
            Log.Add(name + ":resumed");
        }

        public IEnumerator Forever(string name)
        {
            while (true) { Log.Add(name); yield return null; }
        }

        public IEnumerator Named() { while (true) { Calls++; yield return null; } }

        public IEnumerator WithArgument(string value) { Received = value; yield return null; Received += "!"; }

        public IEnumerator Throws()
        {
            yield return null;
            throw new InvalidOperationException("boom in coroutine");
        }

        public IEnumerator Outer(IEnumerator inner)
        {
            Log.Add("outer:start");
            yield return inner;
            Log.Add("outer:after-inner");
        }

        public IEnumerator Inner(int frames)
        {
            Log.Add("inner:start");
            for (var i = 0; i < frames; i++) yield return null;
            Log.Add("inner:end");
        }

        public IEnumerator WaitsOn(Coroutine other)
        {
            yield return other;
            Log.Add("waited");
        }

        void Ping() { Calls++; Log.Add("Ping@" + Time.frameCount); }
        void Boom() { throw new InvalidOperationException("boom in invoke"); }
    }

    // Makes a StartProbe in its first Update.
    public class MakesOneInUpdate : MonoBehaviour
    {
        public StartProbe Made;
        void Update() { if (Made == null) Made = new GameObject("made").AddComponent<StartProbe>(); }
    }

    public class StartProbe : MonoBehaviour
    {
        public readonly List<string> Log = new List<string>();
        void Start() { Log.Add("Start"); }
        void Update() { Log.Add("Update"); }
        void LateUpdate() { Log.Add("LateUpdate"); }
    }

    public class FixedPhaseTicks : CustomYieldInstruction
    {
        public int Asked;
        public int Until;
        public override bool keepWaiting { get { Asked++; return Asked < Until; } }
    }

    [TestFixture]
    public class CoroutineTests : StandInFixture
    {
        readonly List<string> _errors = new List<string>();

        void OnLog(string condition, string stack, LogType type)
        {
            if (type == LogType.Error || type == LogType.Exception) _errors.Add(condition);
        }

        [SetUp]
        public void EnterPlay()
        {
            Application.IsPlayingInternal = true;
            Time.ResetPlayClocks();
            Time.timeScale = 1f;
            Time.fixedDeltaTime = 0.02f;
            Time.maximumDeltaTime = 1f / 3f;
            Time.captureDeltaTime = 0f;
            CoroutineScheduler.Clear();
            Invokes.Clear();
            OrderProbe.Log.Clear();
            _errors.Clear();
            Application.logMessageReceived += OnLog;
        }

        [TearDown]
        public void LeavePlay()
        {
            Application.logMessageReceived -= OnLog;
            Application.IsPlayingInternal = false;
            Time.timeScale = 1f;
            Time.captureDeltaTime = 0f;
            Time.fixedDeltaTime = 0.02f;
            CoroutineScheduler.Clear();
            Invokes.Clear();
        }

        static OrderProbe NewProbe(string name = "probe")
        {
            var probe = new GameObject(name).AddComponent<OrderProbe>();
            Lifecycle.Frame(0f); // Start runs; no time passes
            OrderProbe.Log.Clear();
            return probe;
        }

        [Test]
        public void ACoroutineRunsToItsFirstYieldAtOnceAndResumesAfterUpdateInTheNextFrame()
        {
            var probe = NewProbe();
            probe.StartCoroutine(probe.Yielding(null, "null"));
            CollectionAssert.AreEqual(new[] { "null:start" }, OrderProbe.Log);
            Lifecycle.Frame(0.01f);
            CollectionAssert.AreEqual(new[] { "null:start", "Update", "null:resumed", "LateUpdate" }, OrderProbe.Log);
        }

        [Test]
        public void WaitForEndOfFrameResumesAfterLateUpdateAndWaitForFixedUpdateAfterTheFixedStep()
        {
            var probe = NewProbe();
            var steps = new List<float>();
            Action<float> physics = dt => { steps.Add(dt); OrderProbe.Log.Add("physics"); };
            PlayerLoopHooks.FixedStep += physics;
            try
            {
                probe.StartCoroutine(probe.Yielding(new WaitForEndOfFrame(), "eof"));
                probe.StartCoroutine(probe.Yielding(new WaitForFixedUpdate(), "fixed"));
                OrderProbe.Log.Clear();
                Lifecycle.Frame(0.02f);
                CollectionAssert.AreEqual(new[] { "FixedUpdate", "physics", "fixed:resumed", "Update", "LateUpdate", "eof:resumed" }, OrderProbe.Log);
                CollectionAssert.AreEqual(new[] { 0.02f }, steps, "FixedStep gets the fixed delta");
            }
            finally { PlayerLoopHooks.FixedStep -= physics; }
        }

        [Test]
        public void WaitForSecondsFollowsScaledTimeAndNeverEndsWithTimeScaleZero()
        {
            var probe = NewProbe();
            probe.StartCoroutine(probe.Yielding(new WaitForSeconds(1f), "s"));
            for (var i = 0; i < 9; i++) Lifecycle.Frame(0.1f);
            CollectionAssert.DoesNotContain(OrderProbe.Log, "s:resumed", "0.9 s of game time");
            Lifecycle.Frame(0.1f);
            CollectionAssert.Contains(OrderProbe.Log, "s:resumed", "1 s of game time");

            OrderProbe.Log.Clear();
            Time.timeScale = 0f;
            probe.StartCoroutine(probe.Yielding(new WaitForSeconds(0.5f), "paused"));
            probe.StartCoroutine(probe.Yielding(new WaitForSecondsRealtime(0.5f), "real"));
            for (var i = 0; i < 20; i++) Lifecycle.Frame(0.1f);
            CollectionAssert.DoesNotContain(OrderProbe.Log, "paused:resumed");
            Time.StartupOffset += 1.0; // a second of wall time passes
            Lifecycle.Frame(0.1f);
            CollectionAssert.Contains(OrderProbe.Log, "real:resumed", "WaitForSecondsRealtime is unscaled");
            CollectionAssert.DoesNotContain(OrderProbe.Log, "paused:resumed");
            Time.timeScale = 2f;
            for (var i = 0; i < 3; i++) Lifecycle.Frame(0.1f);
            CollectionAssert.Contains(OrderProbe.Log, "paused:resumed", "0.6 s of game time at scale 2");
        }

        [Test]
        public void WaitForSecondsRealtimeCanBeYieldedAgainAndItsWaitTimeSet()
        {
            var wait = new WaitForSecondsRealtime(2f);
            Assert.IsTrue(wait.keepWaiting);
            wait.waitTime = 0.5f;
            Time.StartupOffset += 3.0;
            Assert.IsFalse(wait.keepWaiting, "the deadline passed");
            Assert.IsTrue(wait.keepWaiting, "a new wait starts at the next use");
        }

        [Test]
        public void YieldingAnEnumeratorOrACoroutineWaitsForItToEnd()
        {
            var probe = NewProbe();
            probe.StartCoroutine(probe.Outer(probe.Inner(2)));
            CollectionAssert.AreEqual(new[] { "outer:start", "inner:start" }, OrderProbe.Log, "the nested one starts at once");
            Lifecycle.Frame(0.01f);
            CollectionAssert.DoesNotContain(OrderProbe.Log, "outer:after-inner");
            Lifecycle.Frame(0.01f);
            var log = OrderProbe.Log;
            Assert.AreEqual(log.IndexOf("inner:end") + 1, log.IndexOf("outer:after-inner"), "the outer one resumes as the inner one ends");

            OrderProbe.Log.Clear();
            var inner = probe.StartCoroutine(probe.Inner(3));
            probe.StartCoroutine(probe.WaitsOn(inner));
            Lifecycle.Frame(0.01f);
            Lifecycle.Frame(0.01f);
            CollectionAssert.DoesNotContain(OrderProbe.Log, "waited");
            Lifecycle.Frame(0.01f);
            CollectionAssert.Contains(OrderProbe.Log, "waited");

            OrderProbe.Log.Clear();
            probe.StartCoroutine(probe.WaitsOn(inner));
            CollectionAssert.AreEqual(new[] { "waited" }, OrderProbe.Log, "a finished coroutine is no wait");
        }

        [Test]
        public void WaitUntilWaitWhileAndCustomInstructionsAreAskedOnceAFrame()
        {
            var probe = NewProbe();
            var go = false;
            probe.StartCoroutine(probe.Yielding(new WaitUntil(() => go), "until"));
            probe.StartCoroutine(probe.Yielding(new WaitWhile(() => !go), "while"));
            var custom = new FixedPhaseTicks { Until = 3 };
            probe.StartCoroutine(probe.Yielding(custom, "custom"));
            Assert.AreEqual(1, custom.Asked, "asked when yielded");
            Lifecycle.Frame(0.01f);
            Lifecycle.Frame(0.01f);
            Assert.AreEqual(3, custom.Asked);
            CollectionAssert.Contains(OrderProbe.Log, "custom:resumed");
            CollectionAssert.DoesNotContain(OrderProbe.Log, "until:resumed");
            go = true;
            Lifecycle.Frame(0.01f);
            CollectionAssert.Contains(OrderProbe.Log, "until:resumed");
            CollectionAssert.Contains(OrderProbe.Log, "while:resumed");
        }

        [Test]
        public void StopCoroutineByEnumeratorHandleOrNameAndStopAll()
        {
            var probe = NewProbe();
            var a = probe.Forever("a");
            probe.StartCoroutine(a);
            var b = probe.StartCoroutine(probe.Forever("b"));
            probe.StartCoroutine("Named");
            probe.StartCoroutine(probe.Forever("d"));
            Lifecycle.Frame(0.01f);
            probe.StopCoroutine(a);
            probe.StopCoroutine(b);
            probe.StopCoroutine("Named");
            var named = probe.Calls;
            OrderProbe.Log.Clear();
            Lifecycle.Frame(0.01f);
            CollectionAssert.AreEqual(new[] { "Update", "d", "LateUpdate" }, OrderProbe.Log.FindAll(m => m != "FixedUpdate"));
            Assert.AreEqual(named, probe.Calls, "stopped by name");
            probe.StopAllCoroutines();
            OrderProbe.Log.Clear();
            Lifecycle.Frame(0.01f);
            CollectionAssert.AreEqual(new[] { "Update", "LateUpdate" }, OrderProbe.Log.FindAll(m => m != "FixedUpdate"));
            Assert.Throws<NullReferenceException>(() => probe.StopCoroutine((Coroutine)null));
            Assert.Throws<NullReferenceException>(() => probe.StartCoroutine((IEnumerator)null));
        }

        [Test]
        public void DeactivatingTheGameObjectOrDestroyingStopsCoroutinesButDisablingTheBehaviourDoesNot()
        {
            var probe = NewProbe();
            probe.StartCoroutine(probe.Forever("c"));
            probe.enabled = false;
            OrderProbe.Log.Clear();
            Lifecycle.Frame(0.01f);
            CollectionAssert.AreEqual(new[] { "c" }, OrderProbe.Log, "disabled: no Update, the coroutine goes on");
            probe.enabled = true;
            probe.gameObject.SetActive(false);
            probe.gameObject.SetActive(true);
            OrderProbe.Log.Clear();
            Lifecycle.Frame(0.01f);
            CollectionAssert.DoesNotContain(OrderProbe.Log, "c", "deactivation ended it");

            probe.StartCoroutine(probe.Forever("e"));
            UnityEngine.Object.Destroy(probe);
            Lifecycle.Frame(0.01f);
            OrderProbe.Log.Clear();
            Lifecycle.Frame(0.01f);
            CollectionAssert.DoesNotContain(OrderProbe.Log, "e");
        }

        [Test]
        public void StartingOnAnInactiveGameObjectLogsUnitysErrorAndReturnsNull()
        {
            var probe = NewProbe("Sleeper");
            probe.gameObject.SetActive(false);
            Assert.IsNull(probe.StartCoroutine(probe.Forever("x")));
            CollectionAssert.Contains(_errors, "Coroutine couldn't be started because the the game object 'Sleeper' is inactive!");
        }

        [Test]
        public void AnExceptionIsLoggedAndEndsOnlyThatCoroutine()
        {
            var probe = NewProbe();
            probe.StartCoroutine(probe.Throws());
            probe.StartCoroutine(probe.Forever("alive"));
            Lifecycle.Frame(0.01f);
            Assert.IsTrue(_errors.Exists(e => e.Contains("boom in coroutine")), string.Join("\n", _errors.ToArray()));
            OrderProbe.Log.Clear();
            Lifecycle.Frame(0.01f);
            CollectionAssert.Contains(OrderProbe.Log, "alive");
        }

        [Test]
        public void StartCoroutineByNameTakesOneArgumentAndAnUnknownNameIsAnError()
        {
            var probe = NewProbe();
            Assert.IsNotNull(probe.StartCoroutine("WithArgument", "hi"));
            Assert.AreEqual("hi", probe.Received);
            Lifecycle.Frame(0.01f);
            Assert.AreEqual("hi!", probe.Received);
            Assert.IsNull(probe.StartCoroutine("NoSuchRoutine"));
            CollectionAssert.Contains(_errors, "Coroutine 'NoSuchRoutine' couldn't be started!");
            Assert.Throws<NullReferenceException>(() => probe.StartCoroutine(""));
        }

        [Test]
        public void InvokeAndInvokeRepeatingFollowScaledTime()
        {
            var probe = NewProbe();
            probe.Invoke("Ping", 0.5f);
            Assert.IsTrue(probe.IsInvoking("Ping"));
            Assert.IsTrue(probe.IsInvoking());
            for (var i = 0; i < 4; i++) Lifecycle.Frame(0.1f);
            Assert.AreEqual(0, probe.Calls);
            Lifecycle.Frame(0.1f);
            Assert.AreEqual(1, probe.Calls);
            Assert.IsFalse(probe.IsInvoking());

            probe.InvokeRepeating("Ping", 0.2f, 0.2f);
            for (var i = 0; i < 10; i++) Lifecycle.Frame(0.1f);
            Assert.AreEqual(6, probe.Calls, "at 0.2, 0.4 … 1.0 s");
            Time.timeScale = 0f;
            for (var i = 0; i < 10; i++) Lifecycle.Frame(0.1f);
            Assert.AreEqual(6, probe.Calls, "with timeScale 0 nothing comes");
            Time.timeScale = 1f;
            probe.CancelInvoke("Ping");
            Assert.IsFalse(probe.IsInvoking("Ping"));
            for (var i = 0; i < 5; i++) Lifecycle.Frame(0.1f);
            Assert.AreEqual(6, probe.Calls);
        }

        [Test]
        public void InvokesSurviveDisablingAndDeactivationButNotDestroy()
        {
            var probe = NewProbe();
            probe.InvokeRepeating("Ping", 0.1f, 0.1f);
            probe.enabled = false;
            probe.gameObject.SetActive(false);
            Lifecycle.Frame(0.1f);
            Lifecycle.Frame(0.1f);
            Assert.AreEqual(2, probe.Calls);
            UnityEngine.Object.DestroyImmediate(probe.gameObject);
            Assert.IsFalse(Invokes.IsInvoking(probe, null));
        }

        [Test]
        public void InvokeRepeatingChecksTheRateAsUnityDoes()
        {
            var probe = NewProbe();
            var e = Assert.Throws<UnityException>(() => probe.InvokeRepeating("Ping", 0f, -1f));
            Assert.AreEqual("Invoke repeat rate has to be larger than 0.00001F)", e.Message);
            probe.InvokeRepeating("Ping", 0f, 0f); // a rate of 0 is a single call
            for (var i = 0; i < 3; i++) Lifecycle.Frame(0.1f);
            Assert.AreEqual(1, probe.Calls);
            probe.Invoke("Nope", 0f);
            CollectionAssert.Contains(_errors, "Trying to Invoke method: OrderProbe.Nope couldn't be called.");
            probe.Invoke("Boom", 0f);
            Lifecycle.Frame(0.1f);
            Assert.IsTrue(_errors.Exists(m => m.Contains("boom in invoke")));
        }

        [Test]
        public void FixedUpdateRunsInFixedStepsThatFollowGameTime()
        {
            var probe = NewProbe();
            var times = new List<float>();
            Action<float> physics = dt => times.Add(Time.time);
            PlayerLoopHooks.FixedStep += physics;
            try
            {
                Lifecycle.Frame(0.05f);
                Assert.AreEqual(2, OrderProbe.Log.FindAll(s => s == "FixedUpdate").Count, "0.05 s: two 0.02 steps");
                Assert.AreEqual(0.04f, Time.fixedTime, 1e-5);
                Assert.AreEqual(0.02f, times[0], 1e-5, "Time.time in a fixed step is the fixed time");
                Assert.AreEqual(0.04f, times[1], 1e-5);
                Assert.IsFalse(Time.inFixedTimeStep);
                Assert.AreEqual(0.05f, Time.time, 1e-5);
                OrderProbe.Log.Clear();
                Lifecycle.Frame(0.01f);
                Assert.AreEqual(1, OrderProbe.Log.FindAll(s => s == "FixedUpdate").Count, "0.06 s: the third step");

                OrderProbe.Log.Clear();
                Time.timeScale = 0f;
                Lifecycle.Frame(0.1f);
                Assert.AreEqual(0, OrderProbe.Log.FindAll(s => s == "FixedUpdate").Count, "no fixed steps while paused");
                Time.timeScale = 1f;

                OrderProbe.Log.Clear();
                Time.maximumDeltaTime = 0.1f;
                Lifecycle.Frame(1f);
                Assert.AreEqual(0.1f, Time.deltaTime, 1e-6, "capped by maximumDeltaTime");
                Assert.AreEqual(5, OrderProbe.Log.FindAll(s => s == "FixedUpdate").Count, "so are the fixed steps");

                OrderProbe.Log.Clear();
                Time.fixedDeltaTime = 0.05f;
                Lifecycle.Frame(0.1f);
                Assert.AreEqual(2, OrderProbe.Log.FindAll(s => s == "FixedUpdate").Count);
            }
            finally { PlayerLoopHooks.FixedStep -= physics; }
        }

        [Test]
        public void ABehaviourMadeDuringUpdateStartsBeforeTheLateUpdateOfThatFrame()
        {
            var maker = new GameObject("maker").AddComponent<MakesOneInUpdate>();
            Lifecycle.Frame(0.01f);
            Assert.IsNotNull(maker.Made);
            CollectionAssert.AreEqual(new[] { "Start", "LateUpdate" }, maker.Made.Log);
            Lifecycle.Frame(0.01f);
            CollectionAssert.AreEqual(new[] { "Start", "LateUpdate", "Update", "LateUpdate" }, maker.Made.Log);
        }

        [Test]
        public void TimeIgnoresANegativeScaleAndHonoursCaptureFramerate()
        {
            Time.timeScale = 0.5f;
            Time.timeScale = -1f;
            Assert.AreEqual(0.5f, Time.timeScale, "negative values are ignored");
            Time.timeScale = 1f;
            Time.captureFramerate = 25;
            Assert.AreEqual(0.04f, Time.captureDeltaTime, 1e-6);
            var frames = Time.frameCount;
            Lifecycle.Frame(0.5f);
            Assert.AreEqual(0.04f, Time.deltaTime, 1e-6, "a captured frame lasts 1/captureFramerate");
            Assert.AreEqual(0.04f, Time.unscaledDeltaTime, 1e-6);
            Assert.AreEqual(frames + 1, Time.frameCount);
            Assert.AreEqual(Time.time, Time.timeSinceLevelLoad, 1e-6);
            Assert.Greater(Time.smoothDeltaTime, 0f);
        }
    }
}
