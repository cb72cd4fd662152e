using System.Collections.Generic;
using System.Linq;
using UnityEngine;
using UnityEngine.Internal;

namespace UnityEditor.Animations
{
    // The part of UnityCsReference 2021.3.0f1 / 6000.5.0f1 Editor/Mono/StateMachine.bindings.cs and
    // Editor/Mono/Animation/StateMachine.cs (AnimatorStateMachine) that lists states: states, defaultState,
    // AddState (a unique name, as Unity's MakeUniqueStateName; the first state becomes the default), RemoveState.
    // Sub-state machines, transitions and positions beyond the states' are not offered.
    public sealed partial class AnimatorStateMachine : Object
    {
        internal AnimatorLayerData Data;
        readonly Dictionary<AnimatorStateData, AnimatorState> _views = new Dictionary<AnimatorStateData, AnimatorState>();
        readonly Dictionary<AnimatorStateData, Vector3> _positions = new Dictionary<AnimatorStateData, Vector3>();

        public AnimatorStateMachine() : this(new AnimatorLayerData()) {}

        internal AnimatorController Controller;

        internal AnimatorStateMachine(AnimatorLayerData data) { Data = data; }

        internal void Changed() { if (Controller != null && IsAlive(Controller)) EditorUtility.SetDirty(Controller); }

        internal AnimatorState View(AnimatorStateData d)
        {
            if (d == null) return null;
            AnimatorState view;
            if (!_views.TryGetValue(d, out view) || !IsAlive(view)) _views[d] = view = new AnimatorState(d);
            view.Machine = this;
            return view;
        }

        public ChildAnimatorState[] states
        {
            get
            {
                return Data.m_States.Select(s =>
                {
                    Vector3 p;
                    _positions.TryGetValue(s, out p);
                    return new ChildAnimatorState { state = View(s), position = p };
                }).ToArray();
            }
            set
            {
                Data.m_States = (value ?? new ChildAnimatorState[0]).Where(c => c.state != null).Select(c =>
                {
                    _views[c.state.Data] = c.state;
                    _positions[c.state.Data] = c.position;
                    return c.state.Data;
                }).ToList();
                Changed();
            }
        }

        public AnimatorState defaultState
        {
            get { return View(Data.Default); }
            set { Data.m_DefaultState = value == null ? "" : value.name; Changed(); }
        }

        public AnimatorState AddState(string name)
        {
            return AddState(name, new Vector3(300f, 0f, 0f));
        }

        public AnimatorState AddState(string name, Vector3 position)
        {
            var unique = name;
            for (var i = 0; Data.m_States.Any(s => s.m_Name == unique); i++) unique = name + " " + i;
            var data = new AnimatorStateData { m_Name = unique };
            Data.m_States.Add(data);
            _positions[data] = position;
            if (Data.m_States.Count == 1) Data.m_DefaultState = unique;
            Changed();
            return View(data);
        }

        public void RemoveState(AnimatorState state)
        {
            if (state == null) return;
            Data.m_States.Remove(state.Data);
            if (Data.m_DefaultState == state.name) Data.m_DefaultState = "";
            Changed();
        }
    }
}
