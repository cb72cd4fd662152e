using System;
using System.Collections;
using System.Reflection;
using UnityEngine.Internal;
#if UNITY_2022_2_OR_NEWER
using System.Threading;
#endif

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Scripting/MonoBehaviour.bindings.cs. Coroutines:
    // Internal/CoroutineScheduler.cs; Invoke: Internal/Invokes.cs.
    public class MonoBehaviour : Behaviour
    {
        // Lifecycle bookkeeping (Awake/Start run once per instance).
        internal bool Awoken;
        internal bool Started;
        internal bool EnableCalled;

        public bool useGUILayout { get; set; }
        public bool runInEditMode { get; set; }

#if UNITY_2022_2_OR_NEWER
        CancellationTokenSource m_CancellationTokenSource;

        // Cancelled when the behaviour is destroyed (6000.5 MonoBehaviour.bindings.cs:29).
        public CancellationToken destroyCancellationToken
        {
            get
            {
                if (this == null)
                    throw new MissingReferenceException("DestroyCancellation token should be called atleast once before destroying the monobehaviour object");
                if (m_CancellationTokenSource == null) m_CancellationTokenSource = new CancellationTokenSource();
                return m_CancellationTokenSource.Token;
            }
        }
#endif
#if UNITY_2023_1_OR_NEWER
        public bool didStart { get { return Started; } }
        public bool didAwake { get { return Awoken; } }
#endif

        internal void RaiseCancellation()
        {
#if UNITY_2022_2_OR_NEWER
            if (m_CancellationTokenSource != null) m_CancellationTokenSource.Cancel();
#endif
        }

        public static void print(object message)
        {
            Debug.Log(message);
        }

        public bool IsInvoking() { return Invokes.IsInvoking(this, null); }

        public void CancelInvoke() { Invokes.Cancel(this, null); }

        public void Invoke(string methodName, float time)
        {
            Invokes.Schedule(this, methodName, time, 0.0f);
        }

        public void InvokeRepeating(string methodName, float time, float repeatRate)
        {
            // UnityCsReference 2021.3.0f1 MonoBehaviour.bindings.cs:45-51: a rate of 0 is a single Invoke.
            if (repeatRate <= 0.00001f && repeatRate != 0.0f)
                throw new UnityException("Invoke repeat rate has to be larger than 0.00001F)");
            Invokes.Schedule(this, methodName, time, repeatRate);
        }

        public void CancelInvoke(string methodName) { Invokes.Cancel(this, methodName); }

        public bool IsInvoking(string methodName) { return Invokes.IsInvoking(this, methodName); }

        public Coroutine StartCoroutine(string methodName)
        {
            object value = null;
            return StartCoroutine(methodName, value);
        }

        public Coroutine StartCoroutine(string methodName, object value)
        {
            if (string.IsNullOrEmpty(methodName)) throw new NullReferenceException("methodName is null or empty");
            IEnumerator routine = null;
            for (var t = GetType(); t != null && routine == null && t != typeof(MonoBehaviour); t = t.BaseType)
            {
                foreach (var m in t.GetMethods(BindingFlags.Instance | BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
                {
                    if (m.Name != methodName || !typeof(IEnumerator).IsAssignableFrom(m.ReturnType)) continue;
                    var ps = m.GetParameters();
                    if (ps.Length > 1 || (ps.Length == 0 && value != null)) continue;
                    try { routine = (IEnumerator)m.Invoke(m.IsStatic ? null : this, ps.Length == 0 ? null : new[] { value }); }
                    catch (TargetInvocationException e) { Debug.LogException(e.InnerException ?? e, this); return null; }
                    break;
                }
            }
            if (routine == null)
            {
                Debug.LogError("Coroutine '" + methodName + "' couldn't be started!", this);
                return null;
            }
            return CoroutineScheduler.Start(this, routine, methodName);
        }

        public Coroutine StartCoroutine(IEnumerator routine)
        {
            if (routine == null) throw new NullReferenceException("routine is null");
            return CoroutineScheduler.Start(this, routine, null);
        }

        [Obsolete("StartCoroutine_Auto has been deprecated. Use StartCoroutine instead (UnityUpgradable) -> StartCoroutine([mscorlib] System.Collections.IEnumerator)", false)]
        public Coroutine StartCoroutine_Auto(IEnumerator routine)
        {
            return StartCoroutine(routine);
        }

        public void StopCoroutine(IEnumerator routine)
        {
            if (routine == null) throw new NullReferenceException("routine is null");
            CoroutineScheduler.Stop(this, routine);
        }

        public void StopCoroutine(Coroutine routine)
        {
            if (routine == null) throw new NullReferenceException("routine is null");
            CoroutineScheduler.Stop(this, routine);
        }

        public void StopCoroutine(string methodName) { CoroutineScheduler.Stop(this, methodName); }

        public void StopAllCoroutines() { CoroutineScheduler.StopAll(this); }
    }
}
