using System;
using UnityEngine.TestTools;

namespace Patchbay.Editor.Tests.Fixtures
{
    /// <summary>
    /// An IPrebuildSetup that throws only while a test has armed it (run_tests' tests of a run the Test Framework
    /// fails before it starts); unarmed, in a real editor's run of these tests, it does nothing.
    /// </summary>
    public sealed class ArmedPrebuildSetup : IPrebuildSetup
    {
        public static bool Armed;

        public void Setup()
        {
            if (Armed)
            {
                throw new InvalidOperationException("ArmedPrebuildSetup was armed to fail the run.");
            }
        }
    }
}
