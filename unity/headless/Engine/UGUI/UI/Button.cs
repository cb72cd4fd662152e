using System;
using UnityEngine.Events;
using UnityEngine.EventSystems;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/Button.cs: a left click or a Submit on an active, interactable
    // button invokes onClick.
    [AddComponentMenu("UI/Button", 30)]
    public class Button : Selectable, IPointerClickHandler, ISubmitHandler
    {
        [Serializable]
        public class ButtonClickedEvent : UnityEvent { }

        [SerializeField] private ButtonClickedEvent m_OnClick = new ButtonClickedEvent();

        protected Button() { }

        public ButtonClickedEvent onClick { get { return m_OnClick; } set { m_OnClick = value; } }

        private void Press()
        {
            if (!IsActive() || !IsInteractable()) return;
            m_OnClick.Invoke();
        }

        public virtual void OnPointerClick(PointerEventData eventData)
        {
            if (eventData.button != PointerEventData.InputButton.Left) return;
            Press();
        }

        public virtual void OnSubmit(BaseEventData eventData)
        {
            Press();
            if (!IsActive() || !IsInteractable()) return;
            DoStateTransition(SelectionState.Pressed, false);
        }
    }
}
