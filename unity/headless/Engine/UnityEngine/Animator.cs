using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using UnityEngine.Internal;
using UnityEngine.Serialization;

namespace UnityEngine
{
    // Signatures: UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Animation/ScriptBindings/Animator.bindings.cs.
    // The Animator as data: no state machine is evaluated (no transitions, blending, root motion or IK). In play mode,
    // an enabled Animator on an active object with a controller is initialized: its parameters take the controller's
    // defaults, each layer starts in its default state (the first state when none is set), and its layer weights are
    // the layers' default weights. Set*/Get*/triggers by name or StringToHash id; an unknown name (or one of another
    // type) logs Unity's warning "Parameter 'x' does not exist." and changes nothing; without an initialized controller
    // every parameter call logs "Animator is not playing an AnimatorController". Triggers stay set until ResetTrigger
    // (nothing consumes them). Play/CrossFade/PlayInFixedTime/CrossFadeInFixedTime record the requested state, which
    // becomes the current state at the Animator's next update (as in Unity, not within the call); a crossfade is a
    // switch (IsInTransition is false). The current state's normalizedTime advances every player-loop frame by
    // deltaTime × speed × the state's speed / the state's length (its motion's length, 1 s without one), unscaled for
    // AnimatorUpdateMode.UnscaledTime; Update(deltaTime) advances it by hand. The update runs at the start of the
    // frame (Internal/ContentPlayerLoop), before scripts' Update, where Unity's runs after it.
    public partial class Animator : Behaviour
    {
        [SerializeField] RuntimeAnimatorController m_Controller;
        [SerializeField] AnimatorCullingMode m_CullingMode;
        [SerializeField] AnimatorUpdateMode m_UpdateMode;
        [SerializeField] bool m_ApplyRootMotion;
        [FormerlySerializedAs("m_KeepAnimatorControllerStateOnDisable")]
        [SerializeField] bool m_KeepAnimatorStateOnDisable;
#if UNITY_2022_3_OR_NEWER
        [SerializeField] bool m_WriteDefaultValuesOnDisable;
#endif

        sealed class LayerState
        {
            internal AnimatorStateData State;
            internal float Time;
            internal float Weight;
            internal AnimatorStateData Requested;
            internal float RequestedTime;
        }

        RuntimeAnimatorController _initializedWith;
        readonly Dictionary<int, object> _values = new Dictionary<int, object>();
        LayerState[] _layers = new LayerState[0];
        float _speed = 1f;

        public Animator()
        {
            ContentPlayerLoop.Ensure();
        }

        // ---- initialization ----

        bool Live
        {
            get { return Application.isPlaying && Object.IsAlive(this) && isActiveAndEnabled && m_Controller != null; }
        }

        internal bool EnsureInitialized()
        {
            if (!Live) return false;
            if (_initializedWith != m_Controller) Initialize();
            return true;
        }

        void Initialize()
        {
            _initializedWith = m_Controller;
            _values.Clear();
            foreach (var p in m_Controller.m_AnimatorParameters)
            {
                object v;
                switch (p.type)
                {
                    case AnimatorControllerParameterType.Float: v = p.defaultFloat; break;
                    case AnimatorControllerParameterType.Int: v = p.defaultInt; break;
                    default: v = p.defaultBool; break;
                }
                _values[p.nameHash] = v;
            }
            _layers = m_Controller.m_AnimatorLayers.Select(l => new LayerState { State = l.Default, Weight = l.m_DefaultWeight }).ToArray();
        }

        // Leaving the active state forgets everything unless keepAnimatorStateOnDisable (Unity's default: forget).
        internal void Deactivated()
        {
            if (!m_KeepAnimatorStateOnDisable) _initializedWith = null;
        }

        public bool isInitialized { get { return EnsureInitialized(); } }
        public bool isHuman { get { return false; } }
        public bool hasRootMotion { get { return false; } }

        // ---- parameters ----

        // UnityCsReference names the hash only as CRC32 (docs.unity3d.com Animator.StringToHash: "This method uses
        // CRC32 to generate an id from a string"): the IEEE CRC-32 of the UTF-8 bytes, as an int.
        public static int StringToHash(string name)
        {
            if (name == null) name = "";
            uint crc = 0xFFFFFFFFu;
            foreach (var b in Encoding.UTF8.GetBytes(name))
            {
                crc ^= b;
                for (var k = 0; k < 8; k++) crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB88320u : crc >> 1;
            }
            return unchecked((int)~crc);
        }

        AnimatorControllerParameter FindParameter(int id, AnimatorControllerParameterType type, string shownName)
        {
            if (!EnsureInitialized())
            {
                Debug.LogWarning("Animator is not playing an AnimatorController", this);
                return null;
            }
            foreach (var p in m_Controller.m_AnimatorParameters)
                if (p.nameHash == id && (p.type == type || (type == AnimatorControllerParameterType.Bool && p.type == AnimatorControllerParameterType.Trigger)))
                    return p;
            Debug.LogWarning("Parameter '" + (shownName ?? "Hash " + id) + "' does not exist.", this);
            return null;
        }

        T Get<T>(int id, AnimatorControllerParameterType type, string name)
        {
            var p = FindParameter(id, type, name);
            object v;
            return p != null && _values.TryGetValue(p.nameHash, out v) && v is T ? (T)v : default(T);
        }

        void Set(int id, AnimatorControllerParameterType type, string name, object value)
        {
            var p = FindParameter(id, type, name);
            if (p != null) _values[p.nameHash] = value;
        }

        public float GetFloat(string name) { return Get<float>(StringToHash(name), AnimatorControllerParameterType.Float, name); }
        public float GetFloat(int id) { return Get<float>(id, AnimatorControllerParameterType.Float, null); }
        public void SetFloat(string name, float value) { Set(StringToHash(name), AnimatorControllerParameterType.Float, name, value); }
        public void SetFloat(string name, float value, float dampTime, float deltaTime) { SetDamped(StringToHash(name), name, value, dampTime, deltaTime); }
        public void SetFloat(int id, float value) { Set(id, AnimatorControllerParameterType.Float, null, value); }
        public void SetFloat(int id, float value, float dampTime, float deltaTime) { SetDamped(id, null, value, dampTime, deltaTime); }

        // The damped setter moves the parameter toward the value by deltaTime / (dampTime + deltaTime) of the way.
        void SetDamped(int id, string name, float value, float dampTime, float deltaTime)
        {
            var p = FindParameter(id, AnimatorControllerParameterType.Float, name);
            if (p == null) return;
            object v;
            var current = _values.TryGetValue(p.nameHash, out v) && v is float ? (float)v : 0f;
            var k = dampTime <= 0f ? 1f : Mathf.Clamp01(deltaTime / (dampTime + deltaTime));
            _values[p.nameHash] = current + (value - current) * k;
        }

        public bool GetBool(string name) { return Get<bool>(StringToHash(name), AnimatorControllerParameterType.Bool, name); }
        public bool GetBool(int id) { return Get<bool>(id, AnimatorControllerParameterType.Bool, null); }
        public void SetBool(string name, bool value) { Set(StringToHash(name), AnimatorControllerParameterType.Bool, name, value); }
        public void SetBool(int id, bool value) { Set(id, AnimatorControllerParameterType.Bool, null, value); }
        public int GetInteger(string name) { return Get<int>(StringToHash(name), AnimatorControllerParameterType.Int, name); }
        public int GetInteger(int id) { return Get<int>(id, AnimatorControllerParameterType.Int, null); }
        public void SetInteger(string name, int value) { Set(StringToHash(name), AnimatorControllerParameterType.Int, name, value); }
        public void SetInteger(int id, int value) { Set(id, AnimatorControllerParameterType.Int, null, value); }
        public void SetTrigger(string name) { Set(StringToHash(name), AnimatorControllerParameterType.Trigger, name, true); }
        public void SetTrigger(int id) { Set(id, AnimatorControllerParameterType.Trigger, null, true); }
        public void ResetTrigger(string name) { Set(StringToHash(name), AnimatorControllerParameterType.Trigger, name, false); }
        public void ResetTrigger(int id) { Set(id, AnimatorControllerParameterType.Trigger, null, false); }
        public bool IsParameterControlledByCurve(string name) { return false; }
        public bool IsParameterControlledByCurve(int id) { return false; }

        public AnimatorControllerParameter[] parameters
        {
            get
            {
                if (!EnsureInitialized()) return new AnimatorControllerParameter[0];
                return m_Controller.m_AnimatorParameters.Select(p => new AnimatorControllerParameter
                {
                    name = p.name, type = p.type, defaultFloat = p.defaultFloat, defaultInt = p.defaultInt, defaultBool = p.defaultBool
                }).ToArray();
            }
        }

        public int parameterCount { get { return EnsureInitialized() ? m_Controller.m_AnimatorParameters.Count : 0; } }

        public AnimatorControllerParameter GetParameter(int index)
        {
            var all = parameters;
            if (index < 0 || index >= all.Length) throw new IndexOutOfRangeException("Index must be between 0 and " + all.Length);
            return all[index];
        }

        // ---- settings ----

        public bool applyRootMotion { get { return m_ApplyRootMotion; } set { m_ApplyRootMotion = value; } }
        public AnimatorUpdateMode updateMode { get { return m_UpdateMode; } set { m_UpdateMode = value; } }
        public AnimatorCullingMode cullingMode { get { return m_CullingMode; } set { m_CullingMode = value; } }
        public float speed { get { return _speed; } set { _speed = value; } }

#if UNITY_2023_1_OR_NEWER
        public bool animatePhysics { get; set; }
#else
        [Obsolete("Animator.animatePhysics has been deprecated. Use Animator.updateMode instead.")]
        public bool animatePhysics
        {
            get { return updateMode == AnimatorUpdateMode.AnimatePhysics; }
            set { updateMode = value ? AnimatorUpdateMode.AnimatePhysics : AnimatorUpdateMode.Normal; }
        }
#endif

        public RuntimeAnimatorController runtimeAnimatorController
        {
            get { return m_Controller; }
            set { m_Controller = value; }
        }

#if UNITY_2022_2_OR_NEWER
        [Obsolete("keepAnimatorControllerStateOnDisable is deprecated, use keepAnimatorStateOnDisable instead. (UnityUpgradable) -> keepAnimatorStateOnDisable", false)]
        public bool keepAnimatorControllerStateOnDisable
        {
            get { return keepAnimatorStateOnDisable; }
            set { keepAnimatorStateOnDisable = value; }
        }

        public bool keepAnimatorStateOnDisable { get { return m_KeepAnimatorStateOnDisable; } set { m_KeepAnimatorStateOnDisable = value; } }
#else
        public bool keepAnimatorControllerStateOnDisable { get { return m_KeepAnimatorStateOnDisable; } set { m_KeepAnimatorStateOnDisable = value; } }
#endif

#if UNITY_2022_3_OR_NEWER
        public bool writeDefaultValuesOnDisable { get { return m_WriteDefaultValuesOnDisable; } set { m_WriteDefaultValuesOnDisable = value; } }
#endif

        // ---- layers ----

        public int layerCount { get { return EnsureInitialized() ? _layers.Length : 0; } }

        public string GetLayerName(int layerIndex)
        {
            if (!EnsureInitialized() || layerIndex < 0 || layerIndex >= _layers.Length) return "";
            return m_Controller.m_AnimatorLayers[layerIndex].m_Name;
        }

        public int GetLayerIndex(string layerName)
        {
            if (!EnsureInitialized()) return -1;
            return m_Controller.m_AnimatorLayers.FindIndex(l => l.m_Name == layerName);
        }

        public float GetLayerWeight(int layerIndex)
        {
            return EnsureInitialized() && layerIndex >= 0 && layerIndex < _layers.Length ? _layers[layerIndex].Weight : 0f;
        }

        public void SetLayerWeight(int layerIndex, float weight)
        {
            if (EnsureInitialized() && layerIndex >= 0 && layerIndex < _layers.Length) _layers[layerIndex].Weight = weight;
        }

        // ---- states ----

        static float LengthOf(AnimatorStateData s)
        {
            var clip = s == null ? null : s.m_Motion as AnimationClip;
            return clip != null && clip.length > 0f ? clip.length : 1f;
        }

        AnimatorStateInfo Info(int layerIndex, AnimatorStateData s, float time)
        {
            if (s == null) return default(AnimatorStateInfo);
            var layerName = m_Controller.m_AnimatorLayers[layerIndex].m_Name;
            var length = LengthOf(s);
            var clip = s.m_Motion as AnimationClip;
            return new AnimatorStateInfo(StringToHash(s.m_Name), StringToHash(layerName + "." + s.m_Name), time / length, length,
                s.m_Speed, StringToHash(s.m_Tag ?? ""), clip != null && clip.isLooping);
        }

        public AnimatorStateInfo GetCurrentAnimatorStateInfo(int layerIndex)
        {
            if (!EnsureInitialized() || layerIndex < 0 || layerIndex >= _layers.Length) return default(AnimatorStateInfo);
            return Info(layerIndex, _layers[layerIndex].State, _layers[layerIndex].Time);
        }

        public AnimatorStateInfo GetNextAnimatorStateInfo(int layerIndex) { return default(AnimatorStateInfo); }

        public bool IsInTransition(int layerIndex) { return false; }

        public bool HasState(int layerIndex, int stateID)
        {
            return EnsureInitialized() && layerIndex >= 0 && layerIndex < _layers.Length && m_Controller.m_AnimatorLayers[layerIndex].Find(stateID) != null;
        }

        // Unity's state jump (GotoState): layer -1 looks in every layer; an unknown state logs its warning.
        void Request(int stateNameHash, int layer, float normalizedTime, bool fixedTime)
        {
            if (!EnsureInitialized())
            {
                Debug.LogWarning("Animator is not playing an AnimatorController", this);
                return;
            }
            for (var i = 0; i < _layers.Length; i++)
            {
                if (layer >= 0 && i != layer) continue;
                var state = m_Controller.m_AnimatorLayers[i].Find(stateNameHash);
                if (state == null) continue;
                var l = _layers[i];
                l.Requested = state;
                if (float.IsNegativeInfinity(normalizedTime)) l.RequestedTime = state == l.State ? l.Time : 0f;
                else l.RequestedTime = fixedTime ? normalizedTime : normalizedTime * LengthOf(state);
                return;
            }
            Debug.LogWarning("Animator.GotoState: State could not be found", this);
            if (layer >= _layers.Length || layer < -1) Debug.LogWarning("Invalid Layer Index '" + layer + "'", this);
        }

        public void Play(string stateName) { Play(stateName, -1, float.NegativeInfinity); }
        public void Play(string stateName, int layer) { Play(stateName, layer, float.NegativeInfinity); }
        public void Play(string stateName, int layer, float normalizedTime) { Play(StringToHash(stateName), layer, normalizedTime); }
        public void Play(int stateNameHash) { Play(stateNameHash, -1, float.NegativeInfinity); }
        public void Play(int stateNameHash, int layer) { Play(stateNameHash, layer, float.NegativeInfinity); }
        public void Play(int stateNameHash, int layer, float normalizedTime) { Request(stateNameHash, layer, normalizedTime, false); }

        public void PlayInFixedTime(string stateName) { PlayInFixedTime(stateName, -1, float.NegativeInfinity); }
        public void PlayInFixedTime(string stateName, int layer) { PlayInFixedTime(stateName, layer, float.NegativeInfinity); }
        public void PlayInFixedTime(string stateName, int layer, float fixedTime) { PlayInFixedTime(StringToHash(stateName), layer, fixedTime); }
        public void PlayInFixedTime(int stateNameHash) { PlayInFixedTime(stateNameHash, -1, float.NegativeInfinity); }
        public void PlayInFixedTime(int stateNameHash, int layer) { PlayInFixedTime(stateNameHash, layer, float.NegativeInfinity); }
        public void PlayInFixedTime(int stateNameHash, int layer, float fixedTime) { Request(stateNameHash, layer, fixedTime, true); }

        public void CrossFade(string stateName, float normalizedTransitionDuration) { CrossFade(stateName, normalizedTransitionDuration, -1, float.NegativeInfinity, 0f); }
        public void CrossFade(string stateName, float normalizedTransitionDuration, int layer) { CrossFade(stateName, normalizedTransitionDuration, layer, float.NegativeInfinity, 0f); }
        public void CrossFade(string stateName, float normalizedTransitionDuration, int layer, float normalizedTimeOffset) { CrossFade(stateName, normalizedTransitionDuration, layer, normalizedTimeOffset, 0f); }
        public void CrossFade(string stateName, float normalizedTransitionDuration, int layer, float normalizedTimeOffset, float normalizedTransitionTime) { CrossFade(StringToHash(stateName), normalizedTransitionDuration, layer, normalizedTimeOffset, normalizedTransitionTime); }
        public void CrossFade(int stateHashName, float normalizedTransitionDuration) { CrossFade(stateHashName, normalizedTransitionDuration, -1, 0f, 0f); }
        public void CrossFade(int stateHashName, float normalizedTransitionDuration, int layer) { CrossFade(stateHashName, normalizedTransitionDuration, layer, 0f, 0f); }
        public void CrossFade(int stateHashName, float normalizedTransitionDuration, int layer, float normalizedTimeOffset) { CrossFade(stateHashName, normalizedTransitionDuration, layer, normalizedTimeOffset, 0f); }
        public void CrossFade(int stateHashName, float normalizedTransitionDuration, int layer, float normalizedTimeOffset, float normalizedTransitionTime) { Request(stateHashName, layer, normalizedTimeOffset, false); }

        public void CrossFadeInFixedTime(string stateName, float fixedTransitionDuration) { CrossFadeInFixedTime(stateName, fixedTransitionDuration, -1, 0f, 0f); }
        public void CrossFadeInFixedTime(string stateName, float fixedTransitionDuration, int layer) { CrossFadeInFixedTime(stateName, fixedTransitionDuration, layer, 0f, 0f); }
        public void CrossFadeInFixedTime(string stateName, float fixedTransitionDuration, int layer, float fixedTimeOffset) { CrossFadeInFixedTime(stateName, fixedTransitionDuration, layer, fixedTimeOffset, 0f); }
        public void CrossFadeInFixedTime(string stateName, float fixedTransitionDuration, int layer, float fixedTimeOffset, float normalizedTransitionTime) { CrossFadeInFixedTime(StringToHash(stateName), fixedTransitionDuration, layer, fixedTimeOffset, normalizedTransitionTime); }
        public void CrossFadeInFixedTime(int stateHashName, float fixedTransitionDuration) { CrossFadeInFixedTime(stateHashName, fixedTransitionDuration, -1, 0f, 0f); }
        public void CrossFadeInFixedTime(int stateHashName, float fixedTransitionDuration, int layer) { CrossFadeInFixedTime(stateHashName, fixedTransitionDuration, layer, 0f, 0f); }
        public void CrossFadeInFixedTime(int stateHashName, float fixedTransitionDuration, int layer, float fixedTimeOffset) { CrossFadeInFixedTime(stateHashName, fixedTransitionDuration, layer, fixedTimeOffset, 0f); }
        public void CrossFadeInFixedTime(int stateHashName, float fixedTransitionDuration, int layer, float fixedTimeOffset, float normalizedTransitionTime) { Request(stateHashName, layer, fixedTimeOffset, true); }

        [Obsolete("ForceStateNormalizedTime is deprecated. Please use Play or CrossFade instead.")]
        public void ForceStateNormalizedTime(float normalizedTime) { Play(0, 0, normalizedTime); }

        // ---- clips, root motion, IK (nothing is evaluated) ----

        AnimatorClipInfo[] ClipInfo(int layerIndex)
        {
            if (!EnsureInitialized() || layerIndex < 0 || layerIndex >= _layers.Length) return new AnimatorClipInfo[0];
            var s = _layers[layerIndex].State;
            var clip = s == null ? null : s.m_Motion as AnimationClip;
            return clip == null ? new AnimatorClipInfo[0] : new[] { new AnimatorClipInfo(clip, 1f) };
        }

        public int GetCurrentAnimatorClipInfoCount(int layerIndex) { return ClipInfo(layerIndex).Length; }
        public int GetNextAnimatorClipInfoCount(int layerIndex) { return 0; }
        public AnimatorClipInfo[] GetCurrentAnimatorClipInfo(int layerIndex) { return ClipInfo(layerIndex); }
        public AnimatorClipInfo[] GetNextAnimatorClipInfo(int layerIndex) { return new AnimatorClipInfo[0]; }

        public void GetCurrentAnimatorClipInfo(int layerIndex, List<AnimatorClipInfo> clips)
        {
            if (clips == null) throw new ArgumentNullException("clips");
            clips.Clear();
            clips.AddRange(ClipInfo(layerIndex));
        }

        public void GetNextAnimatorClipInfo(int layerIndex, List<AnimatorClipInfo> clips)
        {
            if (clips == null) throw new ArgumentNullException("clips");
            clips.Clear();
        }

        public T GetBehaviour<T>() where T : StateMachineBehaviour { return null; }
        public T[] GetBehaviours<T>() where T : StateMachineBehaviour { return new T[0]; }
        public StateMachineBehaviour[] GetBehaviours(int fullPathHash, int layerIndex) { return new StateMachineBehaviour[0]; }

        // No root motion is produced: the deltas are zero, the root is the object's own transform.
        public Vector3 deltaPosition { get { return Vector3.zero; } }
        public Quaternion deltaRotation { get { return Quaternion.identity; } }
        public Vector3 velocity { get { return Vector3.zero; } }
        public Vector3 angularVelocity { get { return Vector3.zero; } }
        public Vector3 rootPosition { get { return transform.position; } set { transform.position = value; } }
        public Quaternion rootRotation { get { return transform.rotation; } set { transform.rotation = value; } }
        public float humanScale { get { return 1f; } }
        public float gravityWeight { get { return 0f; } }
        public bool stabilizeFeet { get; set; }
        public bool logWarnings { get { return m_LogWarnings; } set { m_LogWarnings = value; } }
        public bool fireEvents { get { return m_FireEvents; } set { m_FireEvents = value; } }
        bool m_LogWarnings = true;
        bool m_FireEvents = true;

        // UnityCsReference 2021.3.0f1 Animator.bindings.cs CheckIfInIKPass: the stand-in never runs an IK pass, so
        // these log Unity's warning (while logWarnings) and the goals keep no value.
        void CheckIfInIKPass()
        {
            if (logWarnings) Debug.LogWarning("Setting and getting Body Position/Rotation, IK Goals, Lookat and BoneLocalRotation should only be done in OnAnimatorIK or OnStateIK");
        }

        public Vector3 bodyPosition { get { CheckIfInIKPass(); return transform.position; } set { CheckIfInIKPass(); } }
        public Quaternion bodyRotation { get { CheckIfInIKPass(); return transform.rotation; } set { CheckIfInIKPass(); } }
        public Vector3 GetIKPosition(AvatarIKGoal goal) { CheckIfInIKPass(); return Vector3.zero; }
        public void SetIKPosition(AvatarIKGoal goal, Vector3 goalPosition) { CheckIfInIKPass(); }
        public Quaternion GetIKRotation(AvatarIKGoal goal) { CheckIfInIKPass(); return Quaternion.identity; }
        public void SetIKRotation(AvatarIKGoal goal, Quaternion goalRotation) { CheckIfInIKPass(); }
        public float GetIKPositionWeight(AvatarIKGoal goal) { CheckIfInIKPass(); return 0f; }
        public void SetIKPositionWeight(AvatarIKGoal goal, float value) { CheckIfInIKPass(); }
        public float GetIKRotationWeight(AvatarIKGoal goal) { CheckIfInIKPass(); return 0f; }
        public void SetIKRotationWeight(AvatarIKGoal goal, float value) { CheckIfInIKPass(); }
        public Vector3 GetIKHintPosition(AvatarIKHint hint) { CheckIfInIKPass(); return Vector3.zero; }
        public void SetIKHintPosition(AvatarIKHint hint, Vector3 hintPosition) { CheckIfInIKPass(); }
        public float GetIKHintPositionWeight(AvatarIKHint hint) { CheckIfInIKPass(); return 0f; }
        public void SetIKHintPositionWeight(AvatarIKHint hint, float value) { CheckIfInIKPass(); }
        public void SetLookAtPosition(Vector3 lookAtPosition) { CheckIfInIKPass(); }
        public void SetLookAtWeight(float weight) { SetLookAtWeight(weight, 0f, 1f, 0f, 0.5f); }
        public void SetLookAtWeight(float weight, float bodyWeight) { SetLookAtWeight(weight, bodyWeight, 1f, 0f, 0.5f); }
        public void SetLookAtWeight(float weight, float bodyWeight, float headWeight) { SetLookAtWeight(weight, bodyWeight, headWeight, 0f, 0.5f); }
        public void SetLookAtWeight(float weight, float bodyWeight, float headWeight, float eyesWeight) { SetLookAtWeight(weight, bodyWeight, headWeight, eyesWeight, 0.5f); }
        public void SetLookAtWeight(float weight, float bodyWeight, float headWeight, float eyesWeight, float clampWeight) { CheckIfInIKPass(); }

        // ---- updates ----

        public void Update(float deltaTime)
        {
            if (!EnsureInitialized()) return;
            for (var i = 0; i < _layers.Length; i++)
            {
                var l = _layers[i];
                if (l.Requested != null)
                {
                    l.State = l.Requested;
                    l.Time = l.RequestedTime;
                    l.Requested = null;
                    continue;
                }
                if (l.State != null) l.Time += deltaTime * _speed * l.State.m_Speed;
            }
        }

        internal void Tick()
        {
            if (!Live) { Deactivated(); return; }
            Update(m_UpdateMode == AnimatorUpdateMode.UnscaledTime ? Time.unscaledDeltaTime : Time.deltaTime);
        }

        public void Rebind() { _initializedWith = null; }

        public void WriteDefaultValues() {}
    }
}
