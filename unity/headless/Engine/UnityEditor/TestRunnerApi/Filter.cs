using System;

namespace UnityEditor.TestTools.TestRunner.Api
{
    [Serializable]
    public class Filter
    {
        public TestMode testMode;
        public string[] testNames;
        public string[] groupNames;
        public string[] categoryNames;
        public string[] assemblyNames;
    }
}
