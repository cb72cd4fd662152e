using System.Collections.Generic;
using System.IO;
using Newtonsoft.Json.Linq;
using Patchbay.Shared.Core;
using Patchbay.Shared.Security;
using Patchbay.Shared.Settings;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.Shared
{
    /// <summary>
    /// How the writing tools reach <see cref="ProjectPathGuard"/> for this project, and undo a write whose
    /// call then failed: an error result means nothing was changed. Every file a tool writes, new or saved
    /// in place, is checked here before anything changes.
    /// </summary>
    public static class ProjectWrites
    {
        /// <summary>The project folder (the one that holds Assets/).</summary>
        public static string ProjectRoot
        {
            get { return Path.GetDirectoryName(Application.dataPath); }
        }

        /// <param name="example">A path of the kind the tool writes, shown in errors.</param>
        /// <param name="field">The argument holding the path, named in argument errors.</param>
        public static ProjectPathGuard Guard(string example, string field = "path")
        {
            return new ProjectPathGuard(ProjectRoot, example, field);
        }

        /// <summary>
        /// Throws security_blocked unless the project's settings allow file writes (allowFileWrites), for a tool
        /// whose <paramref name="field"/> argument asks for one; <paramref name="otherwise"/> says what the call can
        /// do instead ("Or capture without savePath.").
        /// </summary>
        public static void CheckFileWritesAllowed(string field, string otherwise)
        {
            var decision = new SecurityPolicy(new SettingsStore(ProjectRoot).Load(new List<string>())).CheckClass(SecurityClass.FileWrite);
            if (!decision.Allowed)
            {
                throw new ToolException(ToolErrorKinds.SecurityBlocked, decision.Message + " " + otherwise,
                    new JObject { { "setting", decision.Setting }, { "field", field } });
            }
        }

        /// <summary>
        /// Throws security_blocked unless the existing asset at <paramref name="assetPath"/> may be written where
        /// it is (a scene, prefab or material saved in place): inside Assets/, not through a link, one link only.
        /// </summary>
        public static void CheckSaveInPlace(string assetPath, string example)
        {
            Guard(example).ResolveSavePathOrThrow(assetPath);
        }

        /// <summary>
        /// Deletes the asset a tool created at <paramref name="assetPath"/> (and its .meta) after the rest of its
        /// call failed. Never throws: the caller rethrows the original failure.
        /// </summary>
        public static void RemoveCreated(string assetPath)
        {
            try
            {
                AssetDatabase.DeleteAsset(assetPath);
            }
            catch (System.Exception e)
            {
                Debug.LogWarning("Patchbay could not remove '" + assetPath + "' after a failed call: " + e.Message);
            }
        }
    }
}
