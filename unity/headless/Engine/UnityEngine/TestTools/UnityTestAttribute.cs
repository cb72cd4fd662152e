using System;

namespace UnityEngine.TestTools
{
    // com.unity.test-framework 1.1.33 and 1.4.6: UnityEngine.TestRunner/NUnitExtensions/Attributes/UnityTestAttribute.cs
    // (there an NUnit test builder). A test method returning IEnumerator that the runner advances one step per
    // frame (TestRun); in a PlayMode test assembly it runs in play mode.
    [AttributeUsage(AttributeTargets.Method, AllowMultiple = false)]
    public class UnityTestAttribute : Attribute
    {
    }
}
