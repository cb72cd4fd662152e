using System.Collections.Generic;
using System.Threading.Tasks;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor.PackageManager;

namespace Patchbay.Editor.Tools.Packages
{
    /// <summary>
    /// Removes a package the project's manifest lists, as a job like add_package. Refuses, changing nothing,
    /// packages that are not installed, only dependencies of others, built-in modules, embedded packages and
    /// Patchbay itself.
    /// </summary>
    [McpTool("remove_package", "Remove a UPM package from the manifest; a job like add_package.",
        Group = "packages", Security = SecurityClass.PackageChanges, ReadOnly = false, Destructive = true, Idempotent = false, WholeEditor = true, TaskOptional = true, Reloads = true)]
    public sealed class RemovePackageTool : McpTool<RemovePackageParams, string>, IResumableTool
    {
        public const string PatchbayPackage = "com.patchbay.unity";

        protected override Task<string> ExecuteAsync(RemovePackageParams parameters, ToolCallContext context)
        {
            var name = (parameters.Name ?? string.Empty).Trim();
            PackageIds.CheckName(name, "name");
            if (name == PatchbayPackage)
            {
                throw ToolErrors.Invalid("name", "package name", "Removing Patchbay would cut this connection; a user removes it in the Package Manager window.");
            }

            PackageInfo found = null;
            var direct = new List<string>();
            foreach (var package in PackageInfo.GetAllRegisteredPackages())
            {
                if (package.name == name)
                {
                    found = package;
                }

                if (package.isDirectDependency)
                {
                    direct.Add(package.name);
                }
            }

            if (found == null)
            {
                direct.Sort(string.CompareOrdinal);
                throw ToolErrors.Missing("name", "'" + name + "' is not installed. Installed: " + ToolErrors.List(direct, 15) + " (list_packages shows all).");
            }

            if (!found.isDirectDependency)
            {
                throw ToolErrors.Invalid("name", "direct dependency", "'" + name + "' is not in Packages/manifest.json: it is installed only because other packages depend on it. "
                    + "Remove those instead (list_packages with dependencies=true).");
            }

            if (found.source == PackageSource.BuiltIn)
            {
                throw ToolErrors.Invalid("name", "package name", "'" + name + "' is a built-in module; a user disables it in the Package Manager window (Built-in).");
            }

            if (found.source == PackageSource.Embedded)
            {
                throw ToolErrors.Invalid("name", "package name", "'" + name + "' is embedded (a folder in Packages/); the Package Manager cannot remove it. Delete the folder Packages/" + name + " instead.");
            }

            PackageChange.CheckEditorState();
            return PackageChange.Run("remove", name, name, parameters.WaitSeconds, context);
        }

        public Task<object> ResumeAsync(string resumeState, ToolCallContext context)
        {
            return PackageChange.Resume(resumeState, context);
        }
    }
}
