using System;
using UnityEngine.Events;
using UnityEngine.EventSystems;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/Toggle.cs: isOn notifies onValueChanged and the group (which turns
    // the others off); a click or Submit flips it; the checkmark graphic's alpha follows isOn (CrossFadeAlpha).
    [AddComponentMenu("UI/Toggle", 30)]
    [RequireComponent(typeof(RectTransform))]
    public class Toggle : Selectable, IPointerClickHandler, ISubmitHandler, ICanvasElement
    {
        public enum ToggleTransition
        {
            None,
            Fade
        }

        [Serializable]
        public class ToggleEvent : UnityEvent<bool> { }

        public ToggleTransition toggleTransition = ToggleTransition.Fade;
        public Graphic graphic;

        [SerializeField] private ToggleGroup m_Group;
        public ToggleEvent onValueChanged = new ToggleEvent();
        [SerializeField] private bool m_IsOn;

        protected Toggle() { }

        public ToggleGroup group
        {
            get { return m_Group; }
            set
            {
                SetToggleGroup(value, true);
                PlayEffect(true);
            }
        }

        public virtual void Rebuild(CanvasUpdate executing) { }
        public virtual void LayoutComplete() { }
        public virtual void GraphicUpdateComplete() { }

        protected override void OnDestroy()
        {
            if (m_Group != null) m_Group.EnsureValidState();
            base.OnDestroy();
        }

        protected override void OnEnable()
        {
            base.OnEnable();
            SetToggleGroup(m_Group, false);
            PlayEffect(true);
        }

        protected override void OnDisable()
        {
            SetToggleGroup(null, false);
            base.OnDisable();
        }

        private void SetToggleGroup(ToggleGroup newGroup, bool setMemberValue)
        {
            if (m_Group != null) m_Group.UnregisterToggle(this);
            if (setMemberValue) m_Group = newGroup;
            if (newGroup != null && IsActive()) newGroup.RegisterToggle(this);
            if (newGroup != null && isOn && IsActive()) newGroup.NotifyToggleOn(this);
        }

        public bool isOn
        {
            get { return m_IsOn; }
            set { Set(value); }
        }

        public void SetIsOnWithoutNotify(bool value) { Set(value, false); }

        void Set(bool value, bool sendCallback = true)
        {
            if (m_IsOn == value) return;
            m_IsOn = value;
            if (m_Group != null && m_Group.isActiveAndEnabled && IsActive())
            {
                if (m_IsOn || (!m_Group.AnyTogglesOn() && !m_Group.allowSwitchOff))
                {
                    m_IsOn = true;
                    m_Group.NotifyToggleOn(this, sendCallback);
                }
            }

            PlayEffect(toggleTransition == ToggleTransition.None);
            if (sendCallback) onValueChanged.Invoke(m_IsOn);
        }

        private void PlayEffect(bool instant)
        {
            if (graphic == null) return;
            graphic.CrossFadeAlpha(m_IsOn ? 1f : 0f, instant ? 0f : 0.1f, true);
        }

        protected override void Start() { PlayEffect(true); }

        private void InternalToggle()
        {
            if (!IsActive() || !IsInteractable()) return;
            isOn = !isOn;
        }

        public virtual void OnPointerClick(PointerEventData eventData)
        {
            if (eventData.button != PointerEventData.InputButton.Left) return;
            InternalToggle();
        }

        public virtual void OnSubmit(BaseEventData eventData) { InternalToggle(); }

        Transform ICanvasElement.transform { get { return transform; } }
    }
}
