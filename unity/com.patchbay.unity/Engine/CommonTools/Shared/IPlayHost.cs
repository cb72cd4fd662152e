using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using UnityEngine;
using UnityEngine.SceneManagement;
using Object = UnityEngine.Object;

namespace Patchbay.Engine.CommonTools.Shared
{
    /// <summary>
    /// What the tools shared by an editor and a player (this assembly) need from the one they run in: play mode,
    /// the prefab stage, scene dirtiness, object ids and frames are the editor's (UnityEditor, which this assembly
    /// never references); a development build's player answers them trivially (always playing, no prefab stage,
    /// nothing to mark dirty). Main thread only, like the Unity API behind it.
    /// </summary>
    public interface IPlayHost
    {
        /// <summary>"editor" or "player": what error messages call the target.</summary>
        string Kind { get; }

        /// <summary>Play mode is on and no script compile is under way (a player: always).</summary>
        bool IsPlaying { get; }

        bool IsPaused { get; }

        /// <summary>"edit", "playing" or "paused", as get_editor_state says it.</summary>
        string PlayModeName { get; }

        /// <summary>The open prefab stage's scene and asset path; false when none is open (a player: never).</summary>
        bool TryGetPrefabStage(out Scene scene, out string assetPath);

        /// <summary>The live object an id (<see cref="ObjectIds.Of"/>) names, or null.</summary>
        Object FindObject(string id);

        /// <summary>The prefab asset path of a prefab instance root, else null (a player has no assets to name).</summary>
        string PrefabAssetPathOf(GameObject go);

        /// <summary>
        /// Records <paramref name="target"/> for Undo before a tool changes it through its setters, as one step named
        /// <paramref name="undoName"/> (a player has no Undo: nothing).
        /// </summary>
        void RecordUndo(Object target, string undoName);

        /// <summary>After setters changed a prefab instance's object, keeps the changes as overrides (a player: nothing).</summary>
        void RecordPrefabInstanceChanges(GameObject go);

        /// <summary>Reparents as Transform.SetParent does, recorded for Undo in an editor.</summary>
        void SetParentWithUndo(Transform transform, Transform parent, bool worldPositionStays, string undoName);

        /// <summary>Marks an edited scene dirty outside play mode (never saves).</summary>
        void MarkDirty(Scene scene);

        /// <summary>Whether the Input System package can be driven here (an editor asks the Package Manager).</summary>
        bool InputSystemInstalled { get; }

        /// <summary>
        /// Player Settings > Active Input Handling as the project saved it (0 Input Manager (Old), 1 Input System Package
        /// (New), 2 Both), or null when it cannot be read here (a player, a binary-serialized ProjectSettings.asset).
        /// </summary>
        int? ActiveInputHandler { get; }

        /// <summary>Concrete and abstract types deriving from <paramref name="baseType"/> in the loaded assemblies.</summary>
        IEnumerable<Type> TypesDerivedFrom(Type baseType);

        /// <summary>
        /// Checks <paramref name="condition"/> once per frame without blocking the main thread: true when it holds,
        /// false after <paramref name="timeoutSeconds"/> of real time; cancellation ends it as cancelled.
        /// </summary>
        Task<bool> Until(Func<bool> condition, double timeoutSeconds, CancellationToken cancellation);

        /// <summary>
        /// Runs exactly one frame of the game and completes after it (true), or false after <paramref name="timeoutSeconds"/>
        /// of real time or when play mode ended. An editor pauses the game first and steps it (EditorApplication.Step), so no
        /// frame passes between two steps; a player waits for its next frame (it has no pause).
        /// </summary>
        Task<bool> StepFrame(double timeoutSeconds, CancellationToken cancellation);
    }
}
