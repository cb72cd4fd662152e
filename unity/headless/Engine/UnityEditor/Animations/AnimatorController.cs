using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using UnityEngine;
using UnityEngine.Internal;
using Object = UnityEngine.Object;

namespace UnityEditor.Animations
{
    // The part of UnityCsReference 2021.3.0f1 / 6000.5.0f1 Editor/Mono/AnimatorController.bindings.cs and
    // Editor/Mono/Animation/AnimatorController.cs that builds a controller: parameters and layers (each with its
    // state machine), AddParameter/RemoveParameter, AddLayer/RemoveLayer, unique names, AddMotion, and
    // CreateAnimatorControllerAtPath (a .controller asset with a "Base Layer"). The asset keeps its parameters and
    // layers/states (the stand-in writes them inside the controller, not as sub-assets). Blend trees, transitions,
    // state machine behaviours and layer masks are not offered.
    public sealed partial class AnimatorController : RuntimeAnimatorController
    {
        readonly Dictionary<AnimatorLayerData, AnimatorStateMachine> _machines = new Dictionary<AnimatorLayerData, AnimatorStateMachine>();

        public AnimatorController() {}

        AnimatorStateMachine Machine(AnimatorLayerData d)
        {
            AnimatorStateMachine m;
            if (!_machines.TryGetValue(d, out m) || !IsAlive(m))
            {
                _machines[d] = m = new AnimatorStateMachine(d);
                m.name = d.m_Name;
                m.hideFlags = HideFlags.HideInHierarchy;
            }
            m.Controller = this;
            return m;
        }

        public AnimatorControllerLayer[] layers
        {
            get
            {
                return m_AnimatorLayers.Select(d => new AnimatorControllerLayer { name = d.m_Name, defaultWeight = d.m_DefaultWeight, stateMachine = Machine(d) }).ToArray();
            }
            set
            {
                m_AnimatorLayers = (value ?? new AnimatorControllerLayer[0]).Select(l =>
                {
                    var d = l.ToData();
                    if (l.stateMachine != null) { _machines[d] = l.stateMachine; l.stateMachine.Controller = this; }
                    return d;
                }).ToList();
                Changed();
            }
        }

        public AnimatorControllerParameter[] parameters
        {
            get { return m_AnimatorParameters.Select(Copy).ToArray(); }
            set { m_AnimatorParameters = (value ?? new AnimatorControllerParameter[0]).Select(Copy).ToList(); Changed(); }
        }

        static AnimatorControllerParameter Copy(AnimatorControllerParameter p)
        {
            return new AnimatorControllerParameter { name = p.name, type = p.type, defaultFloat = p.defaultFloat, defaultInt = p.defaultInt, defaultBool = p.defaultBool };
        }

        void Changed()
        {
            EditorUtility.SetDirty(this);
        }

        public static void SetAnimatorController(Animator animator, AnimatorController controller)
        {
            animator.runtimeAnimatorController = controller;
        }

        // "Name", "Name 0", "Name 1", … as Unity's MakeUniqueParameterName/MakeUniqueLayerName.
        static string Unique(string name, IEnumerable<string> taken)
        {
            var set = new HashSet<string>(taken);
            var unique = name;
            for (var i = 0; set.Contains(unique); i++) unique = name + " " + i;
            return unique;
        }

        public string MakeUniqueParameterName(string name) { return Unique(name, m_AnimatorParameters.Select(p => p.name)); }
        public string MakeUniqueLayerName(string name) { return Unique(name, m_AnimatorLayers.Select(l => l.m_Name)); }

        public void AddLayer(string name)
        {
            var layer = new AnimatorControllerLayer { name = MakeUniqueLayerName(name), stateMachine = new AnimatorStateMachine() };
            layer.stateMachine.name = layer.name;
            layer.stateMachine.hideFlags = HideFlags.HideInHierarchy;
            AddLayer(layer);
        }

        public void AddLayer(AnimatorControllerLayer layer)
        {
            var all = layers.ToList();
            all.Add(layer);
            layers = all.ToArray();
        }

        public void RemoveLayer(int index)
        {
            var all = layers.ToList();
            all.RemoveAt(index);
            layers = all.ToArray();
        }

        public void AddParameter(string name, AnimatorControllerParameterType type)
        {
            AddParameter(new AnimatorControllerParameter { name = MakeUniqueParameterName(name), type = type });
        }

        public void AddParameter(AnimatorControllerParameter paramater)
        {
            m_AnimatorParameters.Add(Copy(paramater));
            Changed();
        }

        public void RemoveParameter(int index)
        {
            m_AnimatorParameters.RemoveAt(index);
            Changed();
        }

        public void RemoveParameter(AnimatorControllerParameter parameter)
        {
            var i = m_AnimatorParameters.FindIndex(p => p.Equals(parameter));
            if (i >= 0) RemoveParameter(i);
        }

        public AnimatorState AddMotion(Motion motion)
        {
            return AddMotion(motion, 0);
        }

        public AnimatorState AddMotion(Motion motion, int layerIndex)
        {
            var state = Machine(m_AnimatorLayers[layerIndex]).AddState(motion != null ? motion.name : "New State");
            state.motion = motion;
            Changed();
            return state;
        }

        public static AnimatorController CreateAnimatorControllerAtPath(string path)
        {
            var controller = new AnimatorController();
            controller.name = Path.GetFileNameWithoutExtension(path);
            controller.AddLayer("Base Layer");
            AssetDatabase.CreateAsset(controller, path);
            return controller;
        }
    }
}
