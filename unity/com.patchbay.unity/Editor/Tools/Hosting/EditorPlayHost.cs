using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Threading;
using System.Text.RegularExpressions;
using System.Threading.Tasks;
using Patchbay.Editor.Tools.EditorState;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using UnityEditor;
using UnityEngine;
using UnityEngine.SceneManagement;
using Object = UnityEngine.Object;

namespace Patchbay.Editor.Tools.Hosting
{
    /// <summary>
    /// The editor's side of the tools shared with a player (Patchbay.Engine): play mode, the prefab stage, scene
    /// dirtiness and object ids through UnityEditor, frames through <see cref="EditorWait"/>. Set at domain load.
    /// </summary>
    [InitializeOnLoad]
    public sealed class EditorPlayHost : IPlayHost
    {
        static EditorPlayHost()
        {
            Install();
#if PATCHBAY_INPUT_SYSTEM
            // What an agent held is let go when play mode ends, so the next session does not start with keys down.
            EditorApplication.playModeStateChanged += change =>
            {
                if (change == PlayModeStateChange.ExitingPlayMode)
                {
                    Patchbay.Engine.CommonTools.PlayTest.InputSystemDriver.ReleaseAll();
                }
            };
#endif
        }

        public string Kind
        {
            get { return "editor"; }
        }

        public bool IsPlaying
        {
            get { return EditorApplication.isPlaying && !EditorApplication.isCompiling; }
        }

        public bool IsPaused
        {
            get { return EditorApplication.isPaused; }
        }

        public string PlayModeName
        {
            get { return EditorStateReader.PlayMode(); }
        }

        /// <summary>Makes this domain's tools use the editor (idempotent).</summary>
        public static void Install()
        {
            if (!(PlayHost.IsSet && PlayHost.Current is EditorPlayHost))
            {
                PlayHost.Current = new EditorPlayHost();
            }
        }

        public bool TryGetPrefabStage(out Scene scene, out string assetPath)
        {
            var stage = UnityEditor.SceneManagement.PrefabStageUtility.GetCurrentPrefabStage();
            scene = stage != null ? stage.scene : default(Scene);
            assetPath = stage != null ? stage.assetPath : null;
            return stage != null;
        }

        public Object FindObject(string text)
        {
#if UNITY_6000_4_OR_NEWER
            ulong raw;
            if (!ulong.TryParse(text, NumberStyles.None, CultureInfo.InvariantCulture, out raw) || raw == 0)
            {
                return null;
            }

            return EditorUtility.EntityIdToObject(EntityId.FromULong(raw));
#else
            int id;
            if (!int.TryParse(text, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out id) || id == 0)
            {
                return null;
            }

#if UNITY_6000_3_OR_NEWER
            return EditorUtility.EntityIdToObject(id);
#else
            return EditorUtility.InstanceIDToObject(id);
#endif
#endif
        }

        public string PrefabAssetPathOf(GameObject go)
        {
            return PrefabUtility.IsAnyPrefabInstanceRoot(go) ? PrefabUtility.GetPrefabAssetPathOfNearestInstanceRoot(go) : null;
        }

        public void RecordUndo(Object target, string undoName)
        {
            Undo.RecordObject(target, undoName);
        }

        // Set by setters, not SerializedObject: on a prefab instance Unity keeps the change as an override only once
        // recorded, else the next change of the prefab loses it (Unity's scripting reference,
        // PrefabUtility.RecordPrefabInstancePropertyModifications).
        public void RecordPrefabInstanceChanges(GameObject go)
        {
            if (PrefabUtility.IsPartOfPrefabInstance(go))
            {
                PrefabUtility.RecordPrefabInstancePropertyModifications(go);
            }
        }

        public void SetParentWithUndo(Transform transform, Transform parent, bool worldPositionStays, string undoName)
        {
            Undo.SetTransformParent(transform, parent, worldPositionStays, undoName);
        }

        public void MarkDirty(Scene scene)
        {
            if (!EditorApplication.isPlaying)
            {
                UnityEditor.SceneManagement.EditorSceneManager.MarkSceneDirty(scene);
            }
        }

        public bool InputSystemInstalled
        {
            get { return UnityEditor.PackageManager.PackageInfo.GetAllRegisteredPackages().Any(p => p.name == "com.unity.inputsystem"); }
        }

        /// <summary>
        /// Unity has no public API for Active Input Handling in 2021.3 or 6000.x: PlayerSettingsEditor edits the
        /// serialized property "activeInputHandler" of the PlayerSettings asset and restarts the editor when it changes
        /// (UnityCsReference Editor/Mono/Inspector/PlayerSettingsEditor/PlayerSettingsEditor.cs, 2021.3.0f1 and 6000.5.2f1),
        /// and the script compiler derives ENABLE_INPUT_SYSTEM / ENABLE_LEGACY_INPUT_MANAGER from it. So the value the
        /// running editor uses is the one saved in ProjectSettings/ProjectSettings.asset, read here as text.
        /// </summary>
        public int? ActiveInputHandler
        {
            get
            {
                try
                {
                    var path = Path.Combine(Path.GetDirectoryName(Application.dataPath), "ProjectSettings", "ProjectSettings.asset");
                    if (!File.Exists(path))
                    {
                        return null;
                    }

                    var match = Regex.Match(File.ReadAllText(path), @"^\s*activeInputHandler:\s*(\d)\s*$", RegexOptions.Multiline);
                    return match.Success ? int.Parse(match.Groups[1].Value) : (int?)null;
                }
                catch (IOException)
                {
                    return null;
                }
            }
        }

        public IEnumerable<Type> TypesDerivedFrom(Type baseType)
        {
            return TypeCache.GetTypesDerivedFrom(baseType);
        }

        public Task<bool> Until(Func<bool> condition, double timeoutSeconds, CancellationToken cancellation)
        {
            return EditorWait.Until(condition, timeoutSeconds, cancellation);
        }

        // EditorApplication.Step (UnityCsReference 2021.3.0f1 and 6000.5.0f1 Editor/Mono/EditorApplication.bindings.cs: "Perform a
        // single frame step") pauses a playing game and runs one frame of it on the next editor update; isPaused stays true.
        public async Task<bool> StepFrame(double timeoutSeconds, CancellationToken cancellation)
        {
            if (!EditorApplication.isPlaying)
            {
                return false;
            }

            var frame = Time.frameCount;
            EditorApplication.isPaused = true;
            EditorApplication.Step();
            var stepped = await EditorWait.Until(() => !EditorApplication.isPlaying || Time.frameCount > frame, timeoutSeconds, cancellation);
            return stepped && EditorApplication.isPlaying;
        }
    }
}
