using System;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using NUnit.Framework;
using Patchbay.Editor.Startup;

namespace Patchbay.Editor.Tests
{
    /// <summary>Issue 45: Patchbay's own notes go to Library/Patchbay/Patchbay.log, bounded, from any thread.</summary>
    public class PackageLogTests
    {
        private string _root;

        [SetUp]
        public void SetUp()
        {
            _root = Path.Combine(Path.GetTempPath(), "patchbay-log-" + Guid.NewGuid().ToString("N"));
            Directory.CreateDirectory(_root);
        }

        [TearDown]
        public void TearDown()
        {
            Directory.Delete(_root, true);
        }

        [Test]
        public void NotesAreLinesInTheProjectsLibraryWithNewlinesFolded()
        {
            var log = new PackageLog(_root);
            log.Write("MCP clients attached to the Patchbay hub: a (1 session).");
            log.Write("two\nlines");
            Assert.AreEqual(Path.Combine(_root, "Library", "Patchbay", "Patchbay.log"), log.FilePath);
            var lines = File.ReadAllLines(log.FilePath);
            Assert.AreEqual(2, lines.Length);
            StringAssert.EndsWith(" MCP clients attached to the Patchbay hub: a (1 session).", lines[0]);
            StringAssert.EndsWith(" two lines", lines[1], "one note is one line");
        }

        [Test]
        public void ItIsBoundedAndWritableFromManyThreads()
        {
            var log = new PackageLog(_root);
            var note = new string('x', 1000);
            Parallel.For(0, 1200, i => log.Write(i + " " + note));
            Assert.LessOrEqual(new FileInfo(log.FilePath).Length, PackageLog.MaxBytes);
            Assert.IsTrue(File.Exists(log.FilePath + ".1"), "the older notes moved aside once");
            Assert.LessOrEqual(new FileInfo(log.FilePath + ".1").Length, PackageLog.MaxBytes);
            Assert.IsTrue(File.ReadAllLines(log.FilePath).All(l => l.EndsWith(note, StringComparison.Ordinal)), "no line torn by another thread");
        }
    }
}
