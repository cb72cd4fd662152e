namespace UnityEditor.TestTools.TestRunner.Api
{
    public enum TestStatus
    {
        Skipped = 0,
        Passed = 1,
        Failed = 2,
        Inconclusive = 3
    }
}
