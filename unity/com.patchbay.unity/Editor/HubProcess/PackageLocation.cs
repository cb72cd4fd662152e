using System.Reflection;

namespace Patchbay.Editor.HubProcess
{
    /// <summary>The package's own folder on disk, where its Hub~ folder is. Main thread only (Unity's package API).</summary>
    public static class PackageLocation
    {
        /// <summary>The resolved folder of the package that holds <paramref name="assembly"/>, or null.</summary>
        public static string Find(Assembly assembly)
        {
            var info = UnityEditor.PackageManager.PackageInfo.FindForAssembly(assembly);
            return info == null || string.IsNullOrEmpty(info.resolvedPath) ? null : info.resolvedPath;
        }
    }
}
