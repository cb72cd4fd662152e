using NUnit.Framework;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tests
{
    public class MainThreadHealthTests
    {
        private long _now;
        private MainThreadHealth _health;

        [SetUp]
        public void SetUp()
        {
            _now = 1000;
            _health = new MainThreadHealth(() => _now);
        }

        [Test]
        public void AnIdleEditorSaysWhenItLastUpdated()
        {
            _health.Updated();
            _now += 250;
            var s = _health.Snapshot();
            Assert.AreEqual(250, (long)s["lastUpdateMsAgo"]);
            Assert.AreEqual("edit", (string)s["playMode"]);
            Assert.AreEqual(0, (int)s["queued"]);
            Assert.IsNull(s["call"]);
            Assert.IsNull(s["compilingForMs"]);
            Assert.IsNull(s["importingForMs"]);
        }

        [Test]
        public void NoUpdateYetIsLeftOut()
        {
            Assert.IsNull(_health.Snapshot()["lastUpdateMsAgo"]);
        }

        [Test]
        public void TheOldestRunningCallIsReportedUntilItFinishes()
        {
            _health.CallStarted("\"h-1-3\"", "run_tests");
            _now += 100;
            _health.CallStarted("\"h-1-4\"", "get_logs");
            _now += 2000;
            var call = _health.Snapshot()["call"];
            Assert.AreEqual("run_tests", (string)call["tool"]);
            Assert.AreEqual("h-1-3", (string)call["id"]);
            Assert.AreEqual(2100, (long)call["forMs"]);
            _health.CallFinished("\"h-1-3\"");
            Assert.AreEqual("get_logs", (string)_health.Snapshot()["call"]["tool"]);
            _health.CallFinished("\"h-1-4\"");
            Assert.IsNull(_health.Snapshot()["call"]);
        }

        [Test]
        public void CompilingAndImportingCountFromTheirStart()
        {
            _health.SetCompiling(true);
            _now += 500;
            _health.SetCompiling(true); // published again at each update: keeps its start
            _health.SetImporting(true);
            _now += 14000;
            var s = _health.Snapshot();
            Assert.AreEqual(14500, (long)s["compilingForMs"]);
            Assert.AreEqual(14000, (long)s["importingForMs"]);
            _health.SetCompiling(false);
            _health.SetImporting(false);
            s = _health.Snapshot();
            Assert.IsNull(s["compilingForMs"]);
            Assert.IsNull(s["importingForMs"]);
        }

        [Test]
        public void PlayModeChangesRestartItsClock()
        {
            _health.SetPlayMode(MainThreadHealth.Entering);
            _now += 300;
            _health.SetPlayMode(MainThreadHealth.Playing);
            _now += 40000;
            _health.SetPlayMode(MainThreadHealth.Playing);
            var s = _health.Snapshot();
            Assert.AreEqual("playing", (string)s["playMode"]);
            Assert.AreEqual(40000, (long)s["playModeForMs"]);
        }

        // Issue 45: the jobs finished lately, so the hub can end a lease held for one whose agent never asks get_job.
        [Test]
        public void FinishedJobsAreNamedWhenKnown()
        {
            Assert.IsNull(_health.Snapshot()["finishedJobs"], "not known: not said");
            string[] finished = { "compile-abc123-1" };
            _health.FinishedJobs = () => finished;
            CollectionAssert.AreEqual(new[] { "compile-abc123-1" }, _health.Snapshot()["finishedJobs"].ToObject<string[]>());
            finished = new string[0];
            CollectionAssert.IsEmpty(_health.Snapshot()["finishedJobs"].ToObject<string[]>());
        }

        [Test]
        public void TheQueueIsReadAtEachSnapshot()
        {
            var queued = 3;
            _health.Queued = () => queued;
            Assert.AreEqual(3, (int)_health.Snapshot()["queued"]);
            queued = 0;
            Assert.AreEqual(0, (int)_health.Snapshot()["queued"]);
        }

        [Test]
        public void TheWindowLineSaysWhatTheMainThreadDoes()
        {
            _health.Updated();
            _health.CallStarted("\"h-1-3\"", "run_tests");
            _health.SetPlayMode(MainThreadHealth.Playing);
            _now += 40000;
            Assert.AreEqual("main thread updated 40 s ago; running run_tests for 40 s; play mode: playing", _health.Describe());
        }

        [Test]
        public void ASnapshotIsTakenWhileAnotherThreadPublishes()
        {
            var health = new MainThreadHealth();
            var writer = new System.Threading.Thread(() =>
            {
                for (var i = 0; i < 20000; i++)
                {
                    health.Updated();
                    health.CallStarted("c" + (i % 7), "t");
                    health.CallFinished("c" + ((i + 3) % 7));
                }
            });
            writer.Start();
            for (var i = 0; i < 2000; i++)
            {
                Assert.IsNotNull(health.Snapshot()["playMode"]);
            }

            writer.Join();
        }
    }
}
