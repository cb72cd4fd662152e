using System;

namespace UnityEditor.TestTools.TestRunner.Api
{
    [Serializable]
    public class ExecutionSettings
    {
        public Filter[] filters;
        public bool runSynchronously;
        public int playerHeartbeatTimeout = 600;

        public ExecutionSettings(params Filter[] filtersToExecute)
        {
            filters = filtersToExecute;
        }
    }
}
