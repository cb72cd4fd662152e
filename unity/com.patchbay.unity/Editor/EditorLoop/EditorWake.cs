using System;
using System.Reflection;
using UnityEditor;

namespace Patchbay.Editor.EditorLoop
{
    /// <summary>
    /// Wakes Unity's editor loop from any thread. Unity throttles an editor that is not focused — the normal case
    /// while an agent works in a terminal or IDE — to a few updates a second, one in seconds, or none until an OS
    /// event arrives; <c>EditorApplication.QueuePlayerLoopUpdate</c> may not be called off the main thread and does
    /// not make a throttled editor update sooner. Unity's own thread-safe wake is internal:
    /// <c>EditorApplication.SignalTick()</c> (UnityCsReference 2021.3.0f1 Editor/Mono/EditorApplication.bindings.cs:259,
    /// <c>[ThreadSafe]</c>; 6000.5.0f1 and 6000.7.0a1 :391, <c>[NativeMethod(IsThreadSafe = true)]</c>; also at
    /// 2022.3.0f1, 6000.0.0f1, 6000.3.0f1, 6000.4.0f1), which <c>EditorApplication.CallDelayed</c> uses to run its
    /// callback on the next tick. It is found by reflection once; on a Unity without it, or if it throws, <see cref="Signal"/>
    /// does nothing and returns false: calls then wait for the editor's own updates, as before (docs/compatibility.md).
    /// </summary>
    public static class EditorWake
    {
        private static Action s_signalTick = Find();

        /// <summary>Whether this Unity has the wake (false: calls wait for the editor's own updates).</summary>
        public static bool Available
        {
            get { return s_signalTick != null; }
        }

        /// <summary>Any thread: asks Unity for an editor update now. False when this Unity cannot be woken.</summary>
        public static bool Signal()
        {
            var signal = s_signalTick;
            if (signal == null)
            {
                return false;
            }

            try
            {
                signal();
                return true;
            }
            catch (Exception)
            {
                // A Unity whose SignalTick no longer takes this call: stop trying, degrade to waiting for updates.
                s_signalTick = null;
                return false;
            }
        }

        private static Action Find()
        {
            try
            {
                var method = typeof(EditorApplication).GetMethod("SignalTick", BindingFlags.Static | BindingFlags.NonPublic | BindingFlags.Public,
                    null, Type.EmptyTypes, null);
                if (method == null || method.ReturnType != typeof(void))
                {
                    return null;
                }

                return (Action)Delegate.CreateDelegate(typeof(Action), method, false);
            }
            catch (Exception)
            {
                return null;
            }
        }
    }
}
