using System.Threading;
using NUnit.Framework;
using UnityEngine.TestTools;

namespace Patchbay.Editor.Tests.Fixtures
{
    /// <summary>
    /// Tests that run_tests' own tests run through the Test Runner API (selected by category): one whose run the
    /// armed <see cref="ArmedPrebuildSetup"/> fails, and a run slow enough to cancel. Trivial when run by hand.
    /// </summary>
    public class RunnerSubjectTests
    {
        public const string FailsToStart = "PatchbaySubjectFailsToStart";
        public const string Slow = "PatchbaySubjectSlow";
        public static bool SlowArmed;

        [Test]
        [Category(FailsToStart)]
        [PrebuildSetup(typeof(ArmedPrebuildSetup))]
        public void RunsAfterItsSetup()
        {
        }

        // Armed: a run of these takes at least eight editor updates (a test runner slice is about 20 ms).
        [Category(Slow)]
        [TestCase(1)]
        [TestCase(2)]
        [TestCase(3)]
        [TestCase(4)]
        [TestCase(5)]
        [TestCase(6)]
        [TestCase(7)]
        [TestCase(8)]
        public void Slowly(int step)
        {
            if (SlowArmed)
            {
                Thread.Sleep(100);
            }
        }
    }
}
