namespace UnityEditor.TestTools.TestRunner.Api
{
    // Values as in com.unity.test-framework (1.1.33 through 1.4.x): code that stores or compares the
    // numbers must see Unity's.
    public enum TestStatus
    {
        Inconclusive = 0,
        Skipped = 1,
        Passed = 2,
        Failed = 3
    }
}
