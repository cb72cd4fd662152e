using System;

namespace UnityEngine.Internal
{
    // What runs at the start of a player-loop frame, before scripts' Update: Unity's EarlyUpdate phase, where
    // NativeInputSystem.onUpdate hands the frame's input events to the Input System. The Input System stand-in
    // (Unity.InputSystem.dll) subscribes here instead of to the native input runtime.
    internal static class PlayerLoopHooks
    {
        internal static event Action EarlyUpdate;
        internal static event System.Action<float> FixedStep;

        internal static void RunEarlyUpdate()
        {
            var handlers = EarlyUpdate;
            if (handlers == null) return;
            try { handlers(); }
            catch (Exception e) { Debug.LogException(e); }
        }

        // Raised after each FixedUpdate pass with the fixed delta: the physics step (Internal/PhysicsWorld,
        // Internal/PhysicsWorld2D) subscribes, as Unity's FixedUpdate.PhysicsFixedUpdate follows the scripts'.
        internal static void RunFixedStep(float fixedDeltaTime)
        {
            var handlers = FixedStep;
            if (handlers == null) return;
            try { handlers(fixedDeltaTime); }
            catch (Exception e) { Debug.LogException(e); }
        }
    }
}
