namespace UnityEditor
{
    public static class AssemblyReloadEvents
    {
        public delegate void AssemblyReloadCallback();

        public static event AssemblyReloadCallback beforeAssemblyReload;
        public static event AssemblyReloadCallback afterAssemblyReload;

        internal static void RaiseBefore()
        {
            var h = beforeAssemblyReload;
            if (h == null) return;
            foreach (AssemblyReloadCallback d in h.GetInvocationList())
            {
                try { d(); } catch (System.Exception e) { UnityEngine.Debug.LogException(e); }
            }
        }

        internal static void RaiseAfter()
        {
            var h = afterAssemblyReload;
            if (h == null) return;
            foreach (AssemblyReloadCallback d in h.GetInvocationList())
            {
                try { d(); } catch (System.Exception e) { UnityEngine.Debug.LogException(e); }
            }
        }
    }
}
