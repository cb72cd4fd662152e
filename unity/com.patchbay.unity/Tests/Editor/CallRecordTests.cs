using NUnit.Framework;
using Patchbay.Shared.Calls;

namespace Patchbay.Editor.Tests
{
    public class CallRecordTests
    {
        [Test]
        public void SurvivesAReloadThroughTheStore()
        {
            var store = new MemoryKeyValueStore();
            var record = new CallRecord(store, 1);
            record.MarkStarted("\"h-1\"", "ping");
            record.MarkFinished("\"h-1\"", "ping", "{\"r\":1}");
            record.MarkStarted("\"h-2\"", "compile");
            record.SetResumeState("\"h-2\"", "state");

            var next = new CallRecord(store, 2);
            Assert.AreEqual(2, next.Count);
            var first = next.Find("\"h-1\"");
            Assert.AreEqual(CallState.Finished, first.State);
            Assert.AreEqual("{\"r\":1}", first.Response);
            var second = next.Find("\"h-2\"");
            Assert.AreEqual(CallState.Started, second.State);
            Assert.AreEqual("state", second.ResumeState);
            Assert.IsTrue(next.IsOrphaned(second));
            next.Claim("\"h-2\"");
            Assert.IsFalse(next.IsOrphaned(next.Find("\"h-2\"")));
        }

        [Test]
        public void EvictsOldestFinishedFirst()
        {
            var record = new CallRecord(new MemoryKeyValueStore(), 1, 3, 1000, 100);
            record.MarkStarted("a", "t");
            record.MarkStarted("b", "t");
            record.MarkFinished("b", "t", "x");
            record.MarkStarted("c", "t");
            record.MarkFinished("c", "t", "x");
            record.MarkStarted("d", "t");
            Assert.AreEqual(3, record.Count);
            Assert.IsNotNull(record.Find("a"), "running call kept");
            Assert.IsNull(record.Find("b"));
            Assert.IsNotNull(record.Find("d"));
        }

        [Test]
        public void BoundsStoredBytesAndDropsHugeResponses()
        {
            var store = new MemoryKeyValueStore();
            var record = new CallRecord(store, 1, 100, 25, 10);
            record.MarkFinished("big", "t", new string('x', 11));
            Assert.IsTrue(record.Find("big").ResponseDropped);
            Assert.IsNull(record.Find("big").Response);
            record.MarkFinished("a", "t", new string('a', 10));
            record.MarkFinished("b", "t", new string('b', 10));
            record.MarkFinished("c", "t", new string('c', 10));
            Assert.IsNull(record.Find("a"), "oldest response evicted to stay under the total");
            Assert.IsNotNull(record.Find("c"));

            var reloaded = new CallRecord(store, 2, 100, 25, 10);
            Assert.AreEqual(record.Count, reloaded.Count);
        }

        [Test]
        public void DamagedEntriesAreForgotten()
        {
            var store = new MemoryKeyValueStore();
            store.SetString("Patchbay.CallRecord.Index", "[\"a\",\"b\"]");
            store.SetString("Patchbay.CallRecord.Entry.a", "{not json");
            store.SetString("Patchbay.CallRecord.Entry.b", "{\"t\":\"x\",\"s\":\"f\",\"d\":1,\"r\":\"ok\"}");
            var record = new CallRecord(store, 2);
            Assert.AreEqual(1, record.Count);
            Assert.AreEqual("ok", record.Find("b").Response);
        }
    }
}
