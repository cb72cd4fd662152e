using System;
using System.Collections.Generic;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor.PackageManager;

namespace Patchbay.Editor.Tools.Packages
{
    /// <summary>
    /// The project's resolved packages from PackageInfo.GetAllRegisteredPackages (synchronous, and what the
    /// editor has loaded now, unlike Client.List, which asks the Package Manager process on later frames).
    /// </summary>
    [McpTool("list_packages", "List installed UPM packages: name, version, source, direct; paged.",
        Group = "packages", ReadOnly = true, Idempotent = true)]
    public sealed class ListPackagesTool : McpTool<ListPackagesParams, string>
    {
        protected override Task<string> ExecuteAsync(ListPackagesParams parameters, ToolCallContext context)
        {
            var matching = new List<PackageInfo>();
            foreach (var package in PackageInfo.GetAllRegisteredPackages())
            {
                if ((parameters.Dependencies || package.isDirectDependency)
                    && (string.IsNullOrEmpty(parameters.Filter) || package.name.IndexOf(parameters.Filter, StringComparison.OrdinalIgnoreCase) >= 0))
                {
                    matching.Add(package);
                }
            }

            matching.Sort((a, b) => string.CompareOrdinal(a.name, b.name));
            var page = new JArray();
            for (var i = parameters.Offset; i < matching.Count && page.Count < parameters.Limit; i++)
            {
                page.Add(Describe(matching[i]));
            }

            var result = new JObject { { "total", matching.Count }, { "packages", page } };
            var next = parameters.Offset + page.Count;
            if (next < matching.Count)
            {
                result["next"] = "Pass offset=" + next + " for the " + (matching.Count - next) + " more.";
            }

            return Done(ToolJson.Text(result));
        }

        public static JObject Describe(PackageInfo package)
        {
            return new JObject
            {
                { "name", package.name },
                { "version", package.version },
                { "source", SourceName(package.source) },
                { "direct", package.isDirectDependency },
            };
        }

        public static string SourceName(PackageSource source)
        {
            switch (source)
            {
                case PackageSource.Registry: return "registry";
                case PackageSource.BuiltIn: return "builtin";
                case PackageSource.Embedded: return "embedded";
                case PackageSource.Local: return "local";
                case PackageSource.LocalTarball: return "tarball";
                case PackageSource.Git: return "git";
                default: return "unknown";
            }
        }
    }
}
