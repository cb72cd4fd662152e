using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;

namespace UnityEngine.Internal
{
    // Unity's message calls (Awake, OnEnable, Start, Update, OnDisable, OnDestroy). In edit mode only
    // [ExecuteAlways]/[ExecuteInEditMode] behaviours get them, as in the editor; ScriptableObjects
    // always get Awake/OnEnable.
    internal static class Lifecycle
    {
        // True while a scene or snapshot is being restored: no RequireComponent auto-adds.
        internal static bool Restoring;
        static readonly Dictionary<KeyValuePair<Type, string>, MethodInfo> _methods = new Dictionary<KeyValuePair<Type, string>, MethodInfo>();

        static bool Runs(MonoBehaviour mb)
        {
            if (Application.isPlaying) return true;
            var t = mb.GetType();
            return t.IsDefined(typeof(ExecuteAlways), true) || t.IsDefined(typeof(ExecuteInEditMode), true);
        }

        internal static object Invoke(object target, string method)
        {
            var key = new KeyValuePair<Type, string>(target.GetType(), method);
            MethodInfo m;
            lock (_methods)
            {
                if (!_methods.TryGetValue(key, out m))
                {
                    for (var t = target.GetType(); t != null && m == null; t = t.BaseType)
                        m = t.GetMethod(method, BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly, null, Type.EmptyTypes, null);
                    _methods[key] = m;
                }
            }
            if (m == null) return null;
            try { return m.Invoke(target, null); }
            catch (TargetInvocationException e) { Debug.LogException(e.InnerException ?? e); return null; }
        }

        // Before each of the behaviour passes (FixedUpdate, Update, LateUpdate) Unity calls the Start of behaviours that
        // became active since the last one, so a behaviour made during Update gets Start, then its LateUpdate, in the same
        // frame (the manual: Start is called before the first frame update the script takes part in).
        static void RunPendingStarts()
        {
            foreach (var mb in AllBehaviours().ToArray())
                if (Object.IsAlive(mb) && mb.isActiveAndEnabled && Runs(mb) && !mb.Started) RunStart(mb);
        }

        // Start may be a coroutine (IEnumerator Start()), which Unity starts as one.
        static void RunStart(MonoBehaviour mb)
        {
            mb.Started = true;
            var routine = Invoke(mb, "Start") as System.Collections.IEnumerator;
            if (routine != null && Object.IsAlive(mb)) CoroutineScheduler.Start(mb, routine, null);
        }

        internal static void ComponentAdded(Component c)
        {
            var mb = c as MonoBehaviour;
            if (mb == null || Restoring || !Runs(mb) || !mb.gameObject.activeInHierarchy) return;
            Awake(mb);
            if (mb.enabled) Enable(mb);
        }

        internal static void ScriptableObjectCreated(ScriptableObject so)
        {
            Invoke(so, "Awake");
            Invoke(so, "OnEnable");
        }

        static void Awake(MonoBehaviour mb)
        {
            if (mb.Awoken) return;
            mb.Awoken = true;
            Invoke(mb, "Awake");
        }

        static void Enable(MonoBehaviour mb)
        {
            if (mb.EnableCalled) return;
            mb.EnableCalled = true;
            Invoke(mb, "OnEnable");
        }

        static void Disable(MonoBehaviour mb)
        {
            if (!mb.EnableCalled) return;
            mb.EnableCalled = false;
            Invoke(mb, "OnDisable");
        }

        internal static void EnabledChanged(Behaviour b)
        {
            var mb = b as MonoBehaviour;
            if (mb == null || !Runs(mb) || !mb.gameObject.activeInHierarchy) return;
            if (mb.enabled) { Awake(mb); Enable(mb); }
            else Disable(mb);
        }

        internal static void ActiveChanged(GameObject go)
        {
            foreach (var mb in go.GetComponentsInChildren<MonoBehaviour>(true))
            {
                if (!Runs(mb)) continue;
                if (mb.gameObject.activeInHierarchy && mb.enabled) { Awake(mb); Enable(mb); }
                else Disable(mb);
                // Deactivating the game object ends its behaviours' coroutines (disabling a behaviour does not).
                if (!mb.gameObject.activeInHierarchy) CoroutineScheduler.StopAll(mb);
            }
        }

        internal static void Destroying(GameObject go)
        {
            foreach (var c in go.ComponentList.ToArray()) ComponentDestroying(c);
        }

        internal static void ComponentDestroying(Component c)
        {
            var mb = c as MonoBehaviour;
            if (mb == null || c._destroyed) return;
            Disable(mb);
            CoroutineScheduler.StopAll(mb);
            Invokes.Cancel(mb, null);
            if (mb.Awoken) Invoke(mb, "OnDestroy");
            mb.RaiseCancellation();
        }

        static IEnumerable<MonoBehaviour> AllBehaviours()
        {
            return ObjectRegistry.SceneObjects(typeof(MonoBehaviour), false).Cast<MonoBehaviour>();
        }

        // Entering play mode (after the emulated reload): every active behaviour wakes up.
        internal static void EnterPlayMode()
        {
            Time.ResetPlayClocks();
            CoroutineScheduler.Clear();
            Invokes.Clear();
            AsyncOperations.Clear();
            foreach (var mb in AllBehaviours().ToArray()) { mb.Awoken = false; mb.EnableCalled = false; mb.Started = false; }
            foreach (var mb in AllBehaviours().ToArray()) if (Object.IsAlive(mb)) Awake(mb);
            foreach (var mb in AllBehaviours().ToArray()) if (Object.IsAlive(mb) && mb.enabled) Enable(mb);
        }

        // Edit mode behaviours marked ExecuteAlways wake up after a domain reload, as in the editor.
        internal static void AfterDomainLoad()
        {
            foreach (var mb in AllBehaviours().ToArray())
                if (Object.IsAlive(mb) && Runs(mb)) { Awake(mb); if (mb.enabled) Enable(mb); }
        }

        // One player-loop frame, in the order of Unity's manual ("Order of execution for event functions"):
        // EarlyUpdate (queued input), Start, the fixed steps (FixedUpdate, PlayerLoopHooks.FixedStep — physics —,
        // yield WaitForFixedUpdate) as many as game time allows, Update, pending AsyncOperations, Invoke and the
        // coroutines waiting on null/WaitForSeconds/AsyncOperation, LateUpdate, yield WaitForEndOfFrame, then the
        // frame's Destroy calls.
        internal static void Frame(float deltaTime)
        {
            Time.BeginFrame(deltaTime);
            PlayerLoopHooks.RunEarlyUpdate();
            RunPendingStarts();
            while (Time.BeginFixedStep())
            {
                try
                {
                    foreach (var mb in AllBehaviours().ToArray())
                        if (Object.IsAlive(mb) && mb.isActiveAndEnabled && Runs(mb) && mb.Started) Invoke(mb, "FixedUpdate");
                    PlayerLoopHooks.RunFixedStep(Time.fixedDeltaTime);
                    CoroutineScheduler.ResumeAfterFixedUpdate();
                }
                finally { Time.EndFixedStep(); }
            }
            RunPendingStarts();
            foreach (var mb in AllBehaviours().ToArray())
                if (Object.IsAlive(mb) && mb.isActiveAndEnabled && Runs(mb) && mb.Started) Invoke(mb, "Update");
            AsyncOperations.Update();
            Invokes.Run();
            CoroutineScheduler.ResumeAfterUpdate();
            RunPendingStarts();
            foreach (var mb in AllBehaviours().ToArray())
                if (Object.IsAlive(mb) && mb.isActiveAndEnabled && Runs(mb) && mb.Started) Invoke(mb, "LateUpdate");
            // The end of the frame: in the editor only while the Game view shows (Internal/GameView.Visible).
            if (!Application.isEditor || GameView.Visible)
            {
                ScreenImage.AtEndOfFrame = true;
                try
                {
                    CoroutineScheduler.ResumeAtEndOfFrame();
                    EngineModules.AtEndOfFrame();
                }
                finally { ScreenImage.AtEndOfFrame = false; }
            }
            ObjectRegistry.FlushPendingDestroys();
        }
    }
}
