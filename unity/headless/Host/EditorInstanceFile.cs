using System;
using System.Diagnostics;
using System.IO;
using Newtonsoft.Json;

namespace Patchbay.EditorHost
{
    // Library/EditorInstance.json, which Unity writes while it has a project open and removes when it quits: the
    // editor's process id, version and install paths (fields process_id, version, app_path, app_contents_path, as
    // debuggers that attach to the editor read them). The hub reads it to tell "Unity is open but Patchbay is not
    // loaded" (issue 29).
    internal static class EditorInstanceFile
    {
        internal static string PathFor(string project) { return Path.Combine(project, "Library", "EditorInstance.json"); }

        internal static void Write(string project, string unityVersion, string appPath)
        {
            var o = new
            {
                process_id = Process.GetCurrentProcess().Id,
                version = unityVersion,
                app_path = appPath,
                app_contents_path = Path.GetDirectoryName(appPath),
            };
            try
            {
                Directory.CreateDirectory(Path.Combine(project, "Library"));
                File.WriteAllText(PathFor(project), JsonConvert.SerializeObject(o, Formatting.Indented));
            }
            catch (Exception e) { HostLog.Info("could not write " + PathFor(project) + ": " + e.Message); }
        }

        internal static void Remove(string project)
        {
            try { File.Delete(PathFor(project)); }
            catch (Exception e) { HostLog.Info("could not remove " + PathFor(project) + ": " + e.Message); }
        }
    }
}
