using System.Linq;

namespace UnityEngine.Internal
{
    // A minimal FixedUpdate phase for the play-mode frame (to be replaced by the full fixed-step loop): game time
    // accumulates, and for each whole Time.fixedDeltaTime it holds, FixedUpdate runs on every active behaviour and
    // then PlayerLoopHooks.FixedStep is raised (the physics step), at most Time.maximumDeltaTime's worth per frame
    // (Unity's default, 1/3 s). Unity runs FixedUpdate before Update (docs.unity3d.com Manual, "Order of execution
    // for event functions").
    internal static class MinimalFixedStep
    {
        static float _accumulated;

        internal static void Run(float deltaTime)
        {
            var step = Time.fixedDeltaTime;
            if (step <= 0f) return;
            _accumulated += System.Math.Min(deltaTime, 1f / 3f);
            while (_accumulated >= step - 1e-6f)
            {
                _accumulated -= step;
                foreach (var mb in ObjectRegistry.SceneObjects(typeof(MonoBehaviour), false).Cast<MonoBehaviour>().ToArray())
                    if (Object.IsAlive(mb) && mb.isActiveAndEnabled) Lifecycle.Invoke(mb, "FixedUpdate");
                PlayerLoopHooks.RunFixedStep(step);
            }
        }
    }
}
