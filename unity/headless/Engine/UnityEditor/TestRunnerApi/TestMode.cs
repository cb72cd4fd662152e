using System;

namespace UnityEditor.TestTools.TestRunner.Api
{
    [Flags]
    public enum TestMode
    {
        EditMode = 1,
        PlayMode = 2
    }
}
