using System;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 Modules/Animation/ScriptBindings/Animator.bindings.cs; from 2023.1 (6000.5.0f1)
    // AnimatePhysics became Fixed, the old name an error.
    public enum AnimatorUpdateMode
    {
        Normal = 0,
#if UNITY_2023_1_OR_NEWER
        Fixed = 1,
        UnscaledTime = 2,

        [System.ComponentModel.EditorBrowsable(System.ComponentModel.EditorBrowsableState.Never)]
        [Obsolete("Enum member AnimatorUpdateMode.AnimatePhysics has been deprecated. Use AnimatorUpdateMode.Fixed to evaluate in FixedUpdate time and Animator.animatePhysics to sync transforms for physics. (UnityUpgradable) -> Fixed", true)]
        AnimatePhysics = 1
#else
        AnimatePhysics = 1,
        UnscaledTime = 2
#endif
    }
}
