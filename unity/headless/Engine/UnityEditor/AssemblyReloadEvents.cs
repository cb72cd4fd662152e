namespace UnityEditor
{
    public static class AssemblyReloadEvents
    {
        public delegate void AssemblyReloadCallback();

        public static event AssemblyReloadCallback beforeAssemblyReload;
        public static event AssemblyReloadCallback afterAssemblyReload;

        // Unity runs the subscribers in one loop with no try/catch per subscriber (UnityCsReference 2021.3.0f1
        // Editor/Mono/AssemblyReloadEvents.cs:28-39; 6000.5.0f1 :28-37): one that throws skips the ones after it,
        // the exception is logged and the reload goes on.
        internal static void RaiseBefore() { RaiseAll(beforeAssemblyReload); }
        internal static void RaiseAfter() { RaiseAll(afterAssemblyReload); }

        static void RaiseAll(AssemblyReloadCallback callbacks)
        {
            if (callbacks == null) return;
            try
            {
                foreach (AssemblyReloadCallback d in callbacks.GetInvocationList()) d();
            }
            catch (System.Exception e)
            {
                UnityEngine.Debug.LogException(e);
            }
        }
    }
}
