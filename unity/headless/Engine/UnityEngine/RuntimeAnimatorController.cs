using System.Collections.Generic;
using System.Linq;
using UnityEngine.Internal;

namespace UnityEngine
{
    // Signatures: UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Animation/ScriptBindings/RuntimeAnimatorController.bindings.cs.
    // The parameters and layers an Animator reads (serialized with the controller asset).
    public partial class RuntimeAnimatorController : Object
    {
        [SerializeField] internal List<AnimatorControllerParameter> m_AnimatorParameters = new List<AnimatorControllerParameter>();
        [SerializeField] internal List<AnimatorLayerData> m_AnimatorLayers = new List<AnimatorLayerData>();

        protected RuntimeAnimatorController() {}

        public AnimationClip[] animationClips
        {
            get
            {
                return m_AnimatorLayers.SelectMany(l => l.m_States).Select(s => s.m_Motion as AnimationClip)
                    .Where(c => c != null).Distinct().ToArray();
            }
        }
    }
}
