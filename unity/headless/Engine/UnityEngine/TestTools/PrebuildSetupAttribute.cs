using System;
using System.Linq;

namespace UnityEngine.TestTools
{
    // com.unity.test-framework 1.1.33 and 1.4.6: UnityEngine.TestRunner/Utils/PrebuildSceneSetupAttribute.cs.
    // The Test Framework runs each named IPrebuildSetup before a run starts; one that throws fails the run.
    [AttributeUsage(AttributeTargets.Assembly | AttributeTargets.Class | AttributeTargets.Method)]
    public class PrebuildSetupAttribute : Attribute
    {
        public PrebuildSetupAttribute(Type targetClass)
        {
            TargetClass = targetClass;
        }

        public PrebuildSetupAttribute(string targetClassName)
        {
            TargetClass = AppDomain.CurrentDomain.GetAssemblies()
                .Select(a => a.GetType(targetClassName, false))
                .FirstOrDefault(t => t != null && typeof(IPrebuildSetup).IsAssignableFrom(t));
        }

        internal Type TargetClass { get; private set; }
    }
}
