using System;

namespace Patchbay.Editor.EditorLoop
{
    /// <summary>
    /// Patchbay's frame on the main thread, what waiting tools poll on (<c>EditorWait</c>). The Unity edge raises it
    /// from <c>EditorApplication.update</c> and, while work is pending, from the main thread's
    /// <c>SynchronizationContext</c>: Unity calls the update subscribers in one loop with no try/catch per
    /// subscriber (UnityCsReference 2021.3.0f1 Editor/Mono/EditorApplication.cs:354-361), so another package's
    /// subscriber that throws, registered before Patchbay's, would otherwise stop every waiting call.
    /// </summary>
    public static class EditorFrame
    {
        /// <summary>Main thread, once or twice per editor update (handlers must not mind an extra run).</summary>
        public static event Action Tick;

        /// <summary>Main thread: runs the handlers; one that throws does not stop the others.</summary>
        public static void Raise()
        {
            var handlers = Tick;
            if (handlers == null)
            {
                return;
            }

            foreach (Action handler in handlers.GetInvocationList())
            {
                try
                {
                    handler();
                }
                catch (Exception e)
                {
                    UnityEngine.Debug.LogException(e);
                }
            }
        }
    }
}
