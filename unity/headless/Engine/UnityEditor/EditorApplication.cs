using System;
using Patchbay.Headless;
using UnityEngine;
using UnityEngine.Internal;

namespace UnityEditor
{
    public sealed class EditorApplication
    {
        public delegate void CallbackFunction();

        public static CallbackFunction update;
        public static CallbackFunction delayCall;
        public static CallbackFunction searchChanged;
        public static CallbackFunction modifierKeysChanged;

        public static event Action<PlayModeStateChange> playModeStateChanged;
        public static event Action<PauseState> pauseStateChanged;
        public static event Action hierarchyChanged;
        public static event Action projectChanged;
        public static event Action quitting;
        public static event Func<bool> wantsToQuit;

        internal static bool Paused;
        internal static bool Compiling;
        internal static bool Updating;
        internal static int ReloadLocks;
        internal static bool PlayModeChangeRequested;
        internal static bool StepRequested;
        internal static bool PlayerLoopUpdateQueued;

        EditorApplication() { }

        // The native members below are not thread-safe in Unity: off the main thread they throw (MainThread.Require).
        public static bool isPlaying
        {
            get { MainThread.Require("get_isPlaying"); return Application.IsPlayingInternal; }
            set
            {
                MainThread.Require("set_isPlaying");
                if (value == Application.IsPlayingInternal) return;
                PlayModeChangeRequested = true;
            }
        }

        public static bool isPaused
        {
            get { return Paused; }
            set
            {
                if (Paused == value) return;
                Paused = value;
                var h = pauseStateChanged;
                if (h != null) h(value ? PauseState.Paused : PauseState.Unpaused);
            }
        }

        public static bool isPlayingOrWillChangePlaymode
        {
            get { return Application.IsPlayingInternal ^ PlayModeChangeRequested; }
        }

#pragma warning disable 618 // AssemblyBuilder is obsolete from 2023.1, as in Unity
        public static bool isCompiling { get { MainThread.Require("get_isCompiling"); return Compiling || UnityEditor.Compilation.AssemblyBuilder.AnyBuilding; } }
#pragma warning restore 618
        public static bool isUpdating { get { return Updating; } }
        public static bool isRemoteConnected { get { return false; } }
        public static bool isTemporaryProject { get { return false; } }
        public static double timeSinceStartup { get { MainThread.Require("get_timeSinceStartup"); return UnityEngine.Time.RealtimeSinceStartupDouble; } }
        public static string applicationPath { get { return HeadlessEditor.ApplicationPath; } }
        public static string applicationContentsPath { get { return System.IO.Path.GetDirectoryName(HeadlessEditor.ApplicationPath); } }

        public static void EnterPlaymode() { isPlaying = true; }
        public static void ExitPlaymode() { isPlaying = false; }

        public static void Step()
        {
            if (!isPlaying) return;
            if (!Paused) isPaused = true;
            StepRequested = true;
        }

        // Asks for one player-loop frame (scene repaint) on the next update; it does not make that update come
        // sooner in an editor Unity throttles. Native and not thread-safe, so Unity throws off the main thread:
        // UnityCsReference 2021.3.0f1 Editor/Mono/EditorApplication.bindings.cs:204-207 (SetSceneRepaintDirty,
        // no [ThreadSafe]); 6000.5.0f1 :336-339.
        public static void QueuePlayerLoopUpdate()
        {
            MainThread.Require("SetSceneRepaintDirty");
            PlayerLoopUpdateQueued = true;
        }

        // Unity's thread-safe wake of the editor loop: internal, so package code reaches it by reflection.
        // UnityCsReference 2021.3.0f1 Editor/Mono/EditorApplication.bindings.cs:259-260 ([ThreadSafe] internal static
        // extern void SignalTick()), 6000.5.0f1 :391-392 ([NativeMethod(IsThreadSafe = true)]); CallDelayed uses it
        // to run a callback on the next tick (2021.3.0f1 Editor/Mono/EditorApplication.cs:211-213). The host runs
        // an update as soon as the current frame length allows, even when throttled or parked.
        // Made on the main thread during an update, the wake is ignored (issue 43). The binding is native and marked
        // thread-safe, nothing in the C# source filters by thread, so the rule cannot be read there; it is evidence:
        // another bridge measured on Unity 2022.3 (macOS) that a throttled editor ignores a SignalTick its own update
        // makes, while the same call from another thread wakes the loop — the native side seems to clear the wake
        // request when the update it is in ends. A package keeping a parked editor awake must call it from another thread.
        internal static void SignalTick()
        {
            if (MainThread.IsCurrent && HeadlessEditor.InUpdate)
            {
                System.Threading.Interlocked.Increment(ref IgnoredTickSignals);
                return;
            }
            HeadlessEditor.Host.SignalTick();
        }

        // How many SignalTick calls an update made on the main thread (ignored, as Unity does; the host's status shows it).
        internal static int IgnoredTickSignals;

        public static bool ExecuteMenuItem(string menuItemPath)
        {
            MainThread.Require("ExecuteMenuItem");
            return MenuRegistry.Execute(menuItemPath, null);
        }

        public static void Exit(int returnValue)
        {
            HeadlessEditor.Host.RequestExit(returnValue);
        }

        public static void LockReloadAssemblies() { ReloadLocks++; }

        public static void UnlockReloadAssemblies()
        {
            if (ReloadLocks > 0) ReloadLocks--;
        }

        public static void RepaintHierarchyWindow() { }
        public static void RepaintProjectWindow() { }
        public static void DirtyHierarchyWindowSorting() { }
        public static void Beep() { }
        public static void SetTemporaryProjectKeepPath(string path) { }

        internal static void RaisePlayModeStateChanged(PlayModeStateChange change)
        {
            var h = playModeStateChanged;
            if (h == null) return;
            foreach (Action<PlayModeStateChange> d in h.GetInvocationList())
            {
                try { d(change); } catch (Exception e) { Debug.LogException(e); }
            }
        }

        internal static void RaiseHierarchyChanged()
        {
            var h = hierarchyChanged;
            if (h == null) return;
            foreach (Action d in h.GetInvocationList())
            {
                try { d(); } catch (Exception e) { Debug.LogException(e); }
            }
        }

        internal static void RaiseProjectChanged()
        {
            var h = projectChanged;
            if (h == null) return;
            foreach (Action d in h.GetInvocationList())
            {
                try { d(); } catch (Exception e) { Debug.LogException(e); }
            }
        }

        internal static bool RaiseWantsToQuit()
        {
            var h = wantsToQuit;
            if (h == null) return true;
            foreach (Func<bool> d in h.GetInvocationList())
            {
                try { if (!d()) return false; } catch (Exception e) { Debug.LogException(e); }
            }
            return true;
        }

        internal static void RaiseQuitting()
        {
            var h = quitting;
            if (h == null) return;
            foreach (Action d in h.GetInvocationList())
            {
                try { d(); } catch (Exception e) { Debug.LogException(e); }
            }
        }

        // Unity invokes the update and delayCall subscribers in one loop with no try/catch per subscriber
        // (UnityCsReference 2021.3.0f1 Editor/Mono/EditorApplication.cs:354-361 and 370-376; 6000.5.0f1 :401-423):
        // one that throws ends the loop for that frame, so the subscribers after it do not run (delayCall's, already
        // taken off the list, never run), and the native caller logs the exception. A throwing update subscriber
        // registered before another's starves that one every frame.
        internal static void InvokeAll(CallbackFunction callbacks)
        {
            if (callbacks == null) return;
            try
            {
                foreach (CallbackFunction d in callbacks.GetInvocationList()) d();
            }
            catch (Exception e)
            {
                Debug.LogException(e);
            }
        }
    }
}
