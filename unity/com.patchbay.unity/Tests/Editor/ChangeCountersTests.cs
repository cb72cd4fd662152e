using System;
using System.Reflection;
using System.Threading;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Shared.Link;

namespace Patchbay.Editor.Tests
{
    /// <summary>
    /// editor/changed's counters and their window (docs/protocol.md §4.9a), on a clock the test moves: nothing before the
    /// first register, a baseline at once after each, a change sent at once when the window is over and at its end when
    /// not, a burst coalesced, any other value (lower too) a change, nothing sent when nothing moved.
    /// </summary>
    public class ChangeCountersTests
    {
        private long _now;
        private long _console;
        private ChangeCounters _changes;

        [SetUp]
        public void SetUp()
        {
            _now = 10000;
            _console = 0;
            _changes = new ChangeCounters(() => _console, () => _now);
        }

        private static void AssertSays(long console, long hierarchy, JObject sent)
        {
            Assert.IsNotNull(sent, "an editor/changed is due");
            Assert.AreEqual(console, (long)sent["console"], sent.ToString());
            Assert.AreEqual(hierarchy, (long)sent["hierarchy"], sent.ToString());
            Assert.AreEqual(2, sent.Count, "both fields, nothing else: " + sent);
        }

        [Test]
        public void ChangeCountersSendNothingBeforeTheFirstRegister()
        {
            _console = 3;
            _changes.HierarchyChanged();
            _now += 5000;
            Assert.IsNull(_changes.Poll(), "the hub has nothing to compare with yet; the register's baseline will say it");
        }

        [Test]
        public void ChangeCountersGiveABaselineAtOnceAfterEachRegisterChangedOrNot()
        {
            _changes.Registered();
            AssertSays(0, 0, _changes.Poll());
            Assert.IsNull(_changes.Poll(), "once");

            // A reconnect 100 ms later: its register gets the values again, though nothing moved and the window is open.
            _now += 100;
            _changes.Registered();
            AssertSays(0, 0, _changes.Poll());
            Assert.IsNull(_changes.Poll());
        }

        [Test]
        public void ChangeCountersSendNothingWhileNothingMoved()
        {
            _changes.Registered();
            _changes.Poll();
            for (var i = 0; i < 10; i++)
            {
                _now += 1000;
                Assert.IsNull(_changes.Poll());
            }
        }

        [Test]
        public void ChangeCountersSendAChangeAtOnceWhenTheWindowIsOver()
        {
            _changes.Registered();
            _changes.Poll();
            _now += ChangeCounters.MinIntervalMs;
            _console = 1;
            AssertSays(1, 0, _changes.Poll());

            _now += 2000;
            _changes.HierarchyChanged();
            AssertSays(1, 1, _changes.Poll());
        }

        [Test]
        public void ChangeCountersHoldAChangeInsideTheWindowAndSendItWhenTheWindowEnds()
        {
            _changes.Registered();
            _changes.Poll();
            _now += 100;
            _changes.HierarchyChanged();
            Assert.IsNull(_changes.Poll(), "100 ms after the last one");
            _now += 399;
            Assert.IsNull(_changes.Poll(), "499 ms after the last one");
            _now += 1;
            AssertSays(0, 1, _changes.Poll());
            Assert.IsNull(_changes.Poll(), "sent once");
        }

        [Test]
        public void ChangeCountersCoalesceABurstOfAThousandLogs()
        {
            _changes.Registered();
            _changes.Poll();
            _now += 5000;

            // 1,000 logs in one update: one message.
            _console += 1000;
            AssertSays(1000, 0, _changes.Poll());
            for (var i = 0; i < 100; i++)
            {
                _now += 10;
                Assert.IsNull(_changes.Poll(), "nothing moved since");
            }

            // 1,000 logs spread over 400 ms of updates (one every 0.4 ms): one at the start, one when the window ends.
            var sent = 0;
            JObject last = null;
            for (var i = 0; i < 1000; i++)
            {
                _console++;
                if (i % 100 == 0)
                {
                    _now += 40;
                }

                var changed = _changes.Poll();
                if (changed != null)
                {
                    sent++;
                    last = changed;
                }
            }

            for (var i = 0; i < 100; i++)
            {
                _now += 10;
                var changed = _changes.Poll();
                if (changed != null)
                {
                    sent++;
                    last = changed;
                }
            }

            Assert.AreEqual(2, sent, "the first change of the burst, then its last at the window's end");
            AssertSays(2000, 0, last);
        }

        [Test]
        public void ChangeCountersTakeAnyOtherValueAsAChangeLowerToo()
        {
            _console = 7;
            _changes.Registered();
            AssertSays(7, 0, _changes.Poll());
            _now += 1000;
            _console = 2;
            AssertSays(2, 0, _changes.Poll());
        }

        [Test]
        public void ChangeCountersCountHierarchyChangesFromAnyThread()
        {
            var threads = new Thread[4];
            for (var t = 0; t < threads.Length; t++)
            {
                threads[t] = new Thread(() =>
                {
                    for (var i = 0; i < 1000; i++)
                    {
                        _changes.HierarchyChanged();
                    }
                });
                threads[t].Start();
            }

            foreach (var thread in threads)
            {
                thread.Join();
            }

            Assert.AreEqual(4000, _changes.Hierarchy);
            _changes.Registered();
            AssertSays(0, 4000, _changes.Poll());
        }

        // The player polls at every frame (issue 34: an idle frame allocates nothing); so does the editor at every update.
        [Test]
        public void ChangeCountersAllocateNothingWhenIdle()
        {
            var counter = typeof(GC).GetMethod("GetAllocatedBytesForCurrentThread", BindingFlags.Static | BindingFlags.Public);
            if (counter == null)
            {
                Assert.Ignore("this runtime has no GC.GetAllocatedBytesForCurrentThread");
            }

            var allocated = (Func<long>)Delegate.CreateDelegate(typeof(Func<long>), counter);
            var changes = new ChangeCounters(() => 42);
            changes.Registered();
            changes.Poll();
            for (var i = 0; i < 10; i++)
            {
                changes.Poll(); // warm: the first calls may compile code
            }

            var before = allocated();
            for (var i = 0; i < 10000; i++)
            {
                changes.Poll();
            }

            // Read before Assert: NUnit 3's AreEqual takes objects, and boxing its first argument allocates on this thread.
            var after = allocated();
            Assert.AreEqual(0L, after - before, "bytes allocated by 10,000 idle polls");
        }
    }
}
