using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor.PackageManager;

namespace Patchbay.Editor.Tools.Packages
{
    /// <summary>
    /// Adds (or moves to another version) a UPM package through the Package Manager, as a job that outlives
    /// the domain reload it causes (<see cref="PackageJobs"/>). Resumable: a call still waiting when the
    /// reload comes is answered by the next domain, never started twice.
    /// </summary>
    [McpTool("add_package", "Add a UPM package; a job (get_job) that survives the reload.",
        Group = "packages", Security = SecurityClass.PackageChanges, ReadOnly = false, Destructive = false, Idempotent = true, OpenWorld = true, WholeEditor = true, TaskOptional = true, Reloads = true)]
    public sealed class AddPackageTool : McpTool<AddPackageParams, string>, IResumableTool
    {
        protected override Task<string> ExecuteAsync(AddPackageParams parameters, ToolCallContext context)
        {
            var id = (parameters.Id ?? string.Empty).Trim();
            var name = PackageIds.CheckAdd(id, "id");
            PackageChange.CheckEditorState();
            if (name != null)
            {
                var at = id.IndexOf('@');
                foreach (var package in PackageInfo.GetAllRegisteredPackages())
                {
                    if (package.name == name && package.isDirectDependency && at > 0 && package.version == id.Substring(at + 1))
                    {
                        return Done(ToolJson.Text(new JObject
                        {
                            { "status", "unchanged" },
                            { "package", ListPackagesTool.Describe(package) },
                            { "message", "Already installed at this version; nothing to do." },
                        }));
                    }
                }
            }

            return PackageChange.Run("add", id, name, parameters.WaitSeconds, context);
        }

        public Task<object> ResumeAsync(string resumeState, ToolCallContext context)
        {
            return PackageChange.Resume(resumeState, context);
        }
    }
}
