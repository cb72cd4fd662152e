using System;
using System.Linq;

namespace UnityEngine.Internal
{
    internal static class TypeResolver
    {
        // Prefers the recorded assembly; falls back to any loaded assembly (scripts can move between
        // assemblies when a project adds an asmdef).
        internal static Type Find(string fullName, string assemblyName)
        {
            if (string.IsNullOrEmpty(fullName)) return null;
            // A scene may hold a Rigidbody before any code touched the Physics module's assembly.
            EngineModules.EnsureLoaded();
            var assemblies = AppDomain.CurrentDomain.GetAssemblies();
            var preferred = assemblies.FirstOrDefault(a => a.GetName().Name == assemblyName);
            if (preferred != null)
            {
                var t = preferred.GetType(fullName, false);
                if (t != null) return t;
            }
            foreach (var a in assemblies)
            {
                if (a.IsDynamic) continue;
                Type t = null;
                try { t = a.GetType(fullName, false); } catch (Exception) { }
                if (t != null) return t;
            }
            return null;
        }
    }
}
