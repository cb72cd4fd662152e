using System;
using System.Runtime.InteropServices;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5 Runtime/Export/Scripting/AsyncOperation(.bindings).cs. Kept in memory:
    // the operation's work is stepped once a frame by the player loop (Internal/AsyncOperations.cs); isDone and
    // progress tell where it is; completed runs at once for a subscriber that comes after the end, as in Unity.
    [StructLayout(LayoutKind.Sequential)]
    public class AsyncOperation : YieldInstruction
    {
        internal IntPtr m_Ptr;
        Action<AsyncOperation> m_completeCallback;
        internal bool Done;
        internal float Progress;
        internal bool AllowActivation = true;
        int m_Priority;
        // Called once a frame until it sets Done; null: the operation is done when made.
        internal Func<AsyncOperation, bool> Step;

        public AsyncOperation() { }
#if UNITY_6000_0_OR_NEWER
        protected AsyncOperation(IntPtr ptr) { m_Ptr = ptr; }
#endif

        public bool isDone { get { return Done; } }
        public float progress { get { return Progress; } }
        public int priority { get { return m_Priority; } set { m_Priority = value; } }
        public bool allowSceneActivation { get { return AllowActivation; } set { AllowActivation = value; } }

        internal void InvokeCompletionEvent()
        {
            if (m_completeCallback == null) return;
            var callback = m_completeCallback;
            m_completeCallback = null;
            callback(this);
        }

        public event Action<AsyncOperation> completed
        {
            add
            {
                if (isDone) value(this);
                else m_completeCallback += value;
            }
            remove { m_completeCallback -= value; }
        }
    }
}
