using System;

namespace UnityEngine
{
    // Signatures: UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Animation/Managed/StateMachineBehaviour.cs (the
    // overloads taking an AnimatorControllerPlayable are left out: no Playables in the stand-in). No state machine is
    // evaluated, so the stand-in never calls these messages.
    public abstract class StateMachineBehaviour : ScriptableObject
    {
        public virtual void OnStateEnter(Animator animator, AnimatorStateInfo stateInfo, int layerIndex) {}
        public virtual void OnStateUpdate(Animator animator, AnimatorStateInfo stateInfo, int layerIndex) {}
        public virtual void OnStateExit(Animator animator, AnimatorStateInfo stateInfo, int layerIndex) {}
        public virtual void OnStateMove(Animator animator, AnimatorStateInfo stateInfo, int layerIndex) {}
        public virtual void OnStateIK(Animator animator, AnimatorStateInfo stateInfo, int layerIndex) {}
        public virtual void OnStateMachineEnter(Animator animator, int stateMachinePathHash) {}
        public virtual void OnStateMachineExit(Animator animator, int stateMachinePathHash) {}
    }

    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Animation/Managed/StateMachineBehaviour.cs
    [AttributeUsage(AttributeTargets.Class, AllowMultiple = false)]
    public sealed partial class SharedBetweenAnimatorsAttribute : Attribute
    {
    }
}
