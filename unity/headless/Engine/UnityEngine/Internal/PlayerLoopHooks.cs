using System;

namespace UnityEngine.Internal
{
    // What runs at the start of a player-loop frame, before scripts' Update: Unity's EarlyUpdate phase, where
    // NativeInputSystem.onUpdate hands the frame's input events to the Input System. The Input System stand-in
    // (Unity.InputSystem.dll) subscribes here instead of to the native input runtime.
    internal static class PlayerLoopHooks
    {
        internal static event Action EarlyUpdate;

        // Raised after each fixed step's FixedUpdate pass, with the fixed delta: Unity's FixedUpdate.PhysicsFixedUpdate
        // (physics steps the world there, before yield WaitForFixedUpdate resumes): Internal/PhysicsWorld and
        // Internal/PhysicsWorld2D subscribe.
        internal static event Action<float> FixedStep;

        internal static void RunFixedStep(float fixedDeltaTime)
        {
            var handlers = FixedStep;
            if (handlers == null) return;
            try { handlers(fixedDeltaTime); }
            catch (Exception e) { Debug.LogException(e); }
        }

        internal static void RunEarlyUpdate()
        {
            var handlers = EarlyUpdate;
            if (handlers == null) return;
            try { handlers(); }
            catch (Exception e) { Debug.LogException(e); }
        }

    }
}
