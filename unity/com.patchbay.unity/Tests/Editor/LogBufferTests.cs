using System;
using NUnit.Framework;
using Patchbay.Engine.CommonTools.Console;

namespace Patchbay.Editor.Tests
{
    public class LogBufferTests
    {
        [Test]
        public void CompilerErrorsGoOtherEntriesStay()
        {
            var buffer = new LogBuffer();
            var now = DateTime.UtcNow;
            buffer.Add("error", "Assets/Scripts/Broken.cs(3,27): error CS1002: ; expected", "", now);
            buffer.Add("warning", "Assets/Scripts/Old.cs(9,5): warning CS0618: 'X' is obsolete", "", now);
            buffer.Add("error", "NullReferenceException: Object reference not set", "at Foo.Bar()", now);
            buffer.Add("log", "Assets/Notes.cs(1,1): error CS0001 quoted in a plain log", "", now);

            Assert.AreEqual(1, buffer.RemoveCompilerErrors());
            Assert.AreEqual(1, buffer.Count(new[] { "error" }), "the runtime error stays");
            Assert.AreEqual(1, buffer.Count(new[] { "warning" }), "compiler warnings stay, as in Unity");
            Assert.AreEqual(1, buffer.Count(new[] { "log" }));
            Assert.AreEqual(0, buffer.RemoveCompilerErrors());
        }

        // editor/changed's console counter (docs/protocol.md §4.9a): it moves whenever get_console_logs could answer
        // differently, and only then.
        [Test]
        public void TheVersionMovesWithEveryChangeAQueryCouldSee()
        {
            var buffer = new LogBuffer();
            var now = DateTime.UtcNow;
            Assert.AreEqual(0, buffer.Version);
            buffer.Clear();
            Assert.AreEqual(0, buffer.Version, "clearing an empty buffer changes nothing");

            buffer.Add("log", "one", "", now);
            buffer.Add("error", "Assets/A.cs(1,1): error CS1002: ; expected", "", now);
            Assert.AreEqual(2, buffer.Version);
            Assert.AreEqual(0, buffer.Count(new[] { "warning" }));
            int matched;
            buffer.Query(null, null, 0, 10, out matched);
            Assert.AreEqual(2, buffer.Version, "reading is no change");

            buffer.RemoveCompilerErrors();
            Assert.AreEqual(3, buffer.Version);
            buffer.RemoveCompilerErrors();
            Assert.AreEqual(3, buffer.Version, "nothing removed");

            buffer.Clear();
            Assert.AreEqual(4, buffer.Version, "clear_console");
            Assert.AreEqual(2, buffer.LastId, "ids go on after a clear");

            var saved = buffer.Save(10);
            var next = new LogBuffer();
            next.Restore(saved);
            Assert.AreEqual(1, next.Version, "the entries saved before a reload are back: a change (the counter starts again in each domain)");
            next.Restore("not json");
            Assert.AreEqual(1, next.Version);
        }

        [Test]
        public void TheVersionCountsEveryAddFromAnyThreadPastTheCapacity()
        {
            var buffer = new LogBuffer();
            var threads = new System.Threading.Thread[4];
            for (var t = 0; t < threads.Length; t++)
            {
                threads[t] = new System.Threading.Thread(() =>
                {
                    for (var i = 0; i < 1000; i++)
                    {
                        buffer.Add("log", "x", "", DateTime.UtcNow);
                    }
                });
                threads[t].Start();
            }

            foreach (var thread in threads)
            {
                thread.Join();
            }

            Assert.AreEqual(4000, buffer.Version);
            Assert.AreEqual(4000, buffer.LastId);
        }
    }
}
