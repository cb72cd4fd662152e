using System;
using System.IO;
using NUnit.Framework;
using Patchbay.Editor.Tools.Diagnostics;

namespace Patchbay.Editor.Tests
{
    public class CounterStoreTests
    {
        private string _root;

        [SetUp]
        public void SetUp()
        {
            _root = Path.Combine(Path.GetTempPath(), "patchbay-counter-" + Guid.NewGuid().ToString("N"));
        }

        [TearDown]
        public void TearDown()
        {
            if (Directory.Exists(_root))
            {
                Directory.Delete(_root, true);
            }
        }

        [Test]
        public void IncrementsPersistAndLogEachCallOnce()
        {
            var store = new CounterStore(_root);
            Assert.AreEqual(1, store.Increment("stress", "\"h-1\""));
            Assert.AreEqual(2, new CounterStore(_root).Increment("stress", "\"h-2\""));
            Assert.AreEqual(2, store.Read("stress"));
            Assert.AreEqual("1 \"h-1\"\n2 \"h-2\"\n", File.ReadAllText(store.LogPath("stress")));
            StringAssert.Contains(Path.Combine("Library", "Patchbay"), store.ValuePath("stress"));
        }

        [TestCase("ok-name_1", true)]
        [TestCase("", false)]
        [TestCase("../x", false)]
        [TestCase("a b", false)]
        public void Names(string name, bool ok)
        {
            Assert.AreEqual(ok, CounterStore.IsValidName(name));
        }
    }
}
