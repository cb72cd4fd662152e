using System;
using System.Collections.Generic;
using UnityEngine.EventSystems;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/Selectable.cs. Enabled selectables are listed (allSelectablesArray);
    // IsInteractable is interactable and every CanvasGroup above allowing interaction (up to one that ignores its
    // parents); the selection state follows pointer enter/exit/down/up and selection, and a ColorTint transition tints
    // the target graphic (CrossFadeColor: at once here), a SpriteSwap swaps the Image's overrideSprite. Explicit and
    // automatic navigation find the next selectable (automatic: the nearest enabled one whose centre lies in the
    // direction).
    [ExecuteAlways]
    [SelectionBase]
    [DisallowMultipleComponent]
    [AddComponentMenu("UI/Selectable", 35)]
    public class Selectable : UIBehaviour, IMoveHandler, IPointerDownHandler, IPointerUpHandler, IPointerEnterHandler, IPointerExitHandler, ISelectHandler, IDeselectHandler
    {
        protected static Selectable[] s_Selectables = new Selectable[10];
        protected static int s_SelectableCount = 0;
        private bool m_EnableCalled;

        public static Selectable[] allSelectablesArray
        {
            get
            {
                var temp = new Selectable[s_SelectableCount];
                Array.Copy(s_Selectables, temp, s_SelectableCount);
                return temp;
            }
        }

        public static int allSelectableCount { get { return s_SelectableCount; } }

        [Obsolete("Replaced with allSelectablesArray to have better performance when disabling a element", false)]
        public static List<Selectable> allSelectables { get { return new List<Selectable>(allSelectablesArray); } }

        public static int AllSelectablesNoAlloc(Selectable[] selectables)
        {
            var copyCount = selectables.Length < s_SelectableCount ? selectables.Length : s_SelectableCount;
            Array.Copy(s_Selectables, selectables, copyCount);
            return copyCount;
        }

        public enum Transition
        {
            None,
            ColorTint,
            SpriteSwap,
            Animation
        }

        protected enum SelectionState
        {
            Normal,
            Highlighted,
            Pressed,
            Selected,
            Disabled,
        }

        [SerializeField] private Navigation m_Navigation = Navigation.defaultNavigation;
        [SerializeField] private Transition m_Transition = Transition.ColorTint;
        [SerializeField] private ColorBlock m_Colors = ColorBlock.defaultColorBlock;
        [SerializeField] private SpriteState m_SpriteState;
        [SerializeField] private AnimationTriggers m_AnimationTriggers = new AnimationTriggers();
        [SerializeField] private bool m_Interactable = true;
        [SerializeField] private Graphic m_TargetGraphic;

        private bool m_GroupsAllowInteraction = true;
        protected int m_CurrentIndex = -1;

        private bool isPointerInside { get; set; }
        private bool isPointerDown { get; set; }
        private bool hasSelection { get; set; }

        protected Selectable() { }

        public Navigation navigation { get { return m_Navigation; } set { m_Navigation = value; OnSetProperty(); } }
        public Transition transition { get { return m_Transition; } set { m_Transition = value; OnSetProperty(); } }
        public ColorBlock colors { get { return m_Colors; } set { m_Colors = value; OnSetProperty(); } }
        public SpriteState spriteState { get { return m_SpriteState; } set { m_SpriteState = value; OnSetProperty(); } }
        public AnimationTriggers animationTriggers { get { return m_AnimationTriggers; } set { m_AnimationTriggers = value; OnSetProperty(); } }
        public Graphic targetGraphic { get { return m_TargetGraphic; } set { m_TargetGraphic = value; OnSetProperty(); } }

        public bool interactable
        {
            get { return m_Interactable; }
            set
            {
                if (m_Interactable == value) return;
                m_Interactable = value;
                if (!m_Interactable && EventSystem.current != null && EventSystem.current.currentSelectedGameObject == gameObject)
                    EventSystem.current.SetSelectedGameObject(null);
                OnSetProperty();
            }
        }

        public Image image { get { return m_TargetGraphic as Image; } set { m_TargetGraphic = value; } }

        protected override void Awake()
        {
            if (m_TargetGraphic == null) m_TargetGraphic = GetComponent<Graphic>();
        }

        protected override void OnCanvasGroupChanged()
        {
            var allow = ParentGroupAllowsInteraction();
            if (allow == m_GroupsAllowInteraction) return;
            m_GroupsAllowInteraction = allow;
            OnSetProperty();
        }

        protected bool ParentGroupAllowsInteraction()
        {
            for (var t = transform; t != null; t = t.parent)
            {
                foreach (var group in t.GetComponents<CanvasGroup>())
                {
                    if (group.enabled && !group.interactable) return false;
                    if (group.ignoreParentGroups) return true;
                }
            }

            return true;
        }

        // Reads the groups every time (Unity caches them and refreshes on OnCanvasGroupChanged, which the stand-in's
        // CanvasGroup does not send).
        public virtual bool IsInteractable() { return ParentGroupAllowsInteraction() && m_Interactable; }

        protected override void OnDidApplyAnimationProperties() { OnSetProperty(); }

        protected override void OnEnable()
        {
            if (m_EnableCalled) return;
            base.OnEnable();
            if (s_SelectableCount == s_Selectables.Length)
            {
                var temp = new Selectable[s_Selectables.Length * 2];
                Array.Copy(s_Selectables, temp, s_Selectables.Length);
                s_Selectables = temp;
            }

            if (EventSystem.current && EventSystem.current.currentSelectedGameObject == gameObject) hasSelection = true;
            m_CurrentIndex = s_SelectableCount;
            s_Selectables[m_CurrentIndex] = this;
            s_SelectableCount++;
            isPointerDown = false;
            m_GroupsAllowInteraction = ParentGroupAllowsInteraction();
            DoStateTransition(currentSelectionState, true);
            m_EnableCalled = true;
        }

        protected override void OnTransformParentChanged()
        {
            base.OnTransformParentChanged();
            OnCanvasGroupChanged();
        }

        private void OnSetProperty() { DoStateTransition(currentSelectionState, false); }

        protected override void OnDisable()
        {
            if (!m_EnableCalled) return;
            s_SelectableCount--;
            s_Selectables[s_SelectableCount].m_CurrentIndex = m_CurrentIndex;
            s_Selectables[m_CurrentIndex] = s_Selectables[s_SelectableCount];
            s_Selectables[s_SelectableCount] = null;
            InstantClearState();
            base.OnDisable();
            m_EnableCalled = false;
        }

        protected SelectionState currentSelectionState
        {
            get
            {
                if (!IsInteractable()) return SelectionState.Disabled;
                if (isPointerDown) return SelectionState.Pressed;
                if (hasSelection) return SelectionState.Selected;
                if (isPointerInside) return SelectionState.Highlighted;
                return SelectionState.Normal;
            }
        }

        protected virtual void InstantClearState()
        {
            isPointerInside = false;
            isPointerDown = false;
            hasSelection = false;
            if (m_Transition == Transition.ColorTint) StartColorTween(Color.white, true);
            else if (m_Transition == Transition.SpriteSwap) DoSpriteSwap(null);
        }

        protected virtual void DoStateTransition(SelectionState state, bool instant)
        {
            if (!gameObject.activeInHierarchy) return;
            Color tintColor;
            Sprite transitionSprite;
            switch (state)
            {
                case SelectionState.Highlighted: tintColor = m_Colors.highlightedColor; transitionSprite = m_SpriteState.highlightedSprite; break;
                case SelectionState.Pressed: tintColor = m_Colors.pressedColor; transitionSprite = m_SpriteState.pressedSprite; break;
                case SelectionState.Selected: tintColor = m_Colors.selectedColor; transitionSprite = m_SpriteState.selectedSprite; break;
                case SelectionState.Disabled: tintColor = m_Colors.disabledColor; transitionSprite = m_SpriteState.disabledSprite; break;
                default: tintColor = m_Colors.normalColor; transitionSprite = null; break;
            }

            switch (m_Transition)
            {
                case Transition.ColorTint: StartColorTween(tintColor * m_Colors.colorMultiplier, instant); break;
                case Transition.SpriteSwap: DoSpriteSwap(transitionSprite); break;
            }
        }

        public Selectable FindSelectable(Vector3 dir)
        {
            dir = dir.normalized;
            var pos = transform.position;
            Selectable best = null;
            var bestScore = float.NegativeInfinity;
            for (var i = 0; i < s_SelectableCount; ++i)
            {
                var sel = s_Selectables[i];
                if (sel == this || !sel.IsInteractable() || sel.navigation.mode == Navigation.Mode.None) continue;
                var toSel = sel.transform.position - pos;
                var dot = Vector3.Dot(dir, toSel);
                if (dot <= 0) continue;
                var score = dot / toSel.sqrMagnitude;
                if (score > bestScore)
                {
                    bestScore = score;
                    best = sel;
                }
            }

            return best;
        }

        public virtual Selectable FindSelectableOnLeft()
        {
            if (m_Navigation.mode == Navigation.Mode.Explicit) return m_Navigation.selectOnLeft;
            return (m_Navigation.mode & Navigation.Mode.Horizontal) != 0 ? FindSelectable(transform.rotation * Vector3.left) : null;
        }

        public virtual Selectable FindSelectableOnRight()
        {
            if (m_Navigation.mode == Navigation.Mode.Explicit) return m_Navigation.selectOnRight;
            return (m_Navigation.mode & Navigation.Mode.Horizontal) != 0 ? FindSelectable(transform.rotation * Vector3.right) : null;
        }

        public virtual Selectable FindSelectableOnUp()
        {
            if (m_Navigation.mode == Navigation.Mode.Explicit) return m_Navigation.selectOnUp;
            return (m_Navigation.mode & Navigation.Mode.Vertical) != 0 ? FindSelectable(transform.rotation * Vector3.up) : null;
        }

        public virtual Selectable FindSelectableOnDown()
        {
            if (m_Navigation.mode == Navigation.Mode.Explicit) return m_Navigation.selectOnDown;
            return (m_Navigation.mode & Navigation.Mode.Vertical) != 0 ? FindSelectable(transform.rotation * Vector3.down) : null;
        }

        public virtual void OnMove(AxisEventData eventData)
        {
            switch (eventData.moveDir)
            {
                case MoveDirection.Right: Navigate(eventData, FindSelectableOnRight()); break;
                case MoveDirection.Up: Navigate(eventData, FindSelectableOnUp()); break;
                case MoveDirection.Left: Navigate(eventData, FindSelectableOnLeft()); break;
                case MoveDirection.Down: Navigate(eventData, FindSelectableOnDown()); break;
            }
        }

        private void Navigate(AxisEventData eventData, Selectable sel)
        {
            if (sel != null && sel.IsActive()) eventData.selectedObject = sel.gameObject;
        }

        private void StartColorTween(Color targetColor, bool instant)
        {
            if (m_TargetGraphic == null) return;
            m_TargetGraphic.CrossFadeColor(targetColor, instant ? 0f : m_Colors.fadeDuration, true, true);
        }

        private void DoSpriteSwap(Sprite newSprite)
        {
            if (image == null) return;
            image.overrideSprite = newSprite;
        }

        protected bool IsHighlighted()
        {
            if (!IsActive() || !IsInteractable()) return false;
            return isPointerInside && !isPointerDown && !hasSelection;
        }

        protected bool IsPressed()
        {
            if (!IsActive() || !IsInteractable()) return false;
            return isPointerDown;
        }

        private void EvaluateAndTransitionToSelectionState()
        {
            if (!IsActive() || !IsInteractable()) return;
            DoStateTransition(currentSelectionState, false);
        }

        public virtual void OnPointerDown(PointerEventData eventData)
        {
            if (eventData.button != PointerEventData.InputButton.Left) return;
            if (IsInteractable() && navigation.mode != Navigation.Mode.None && EventSystem.current != null)
                EventSystem.current.SetSelectedGameObject(gameObject, eventData);
            isPointerDown = true;
            EvaluateAndTransitionToSelectionState();
        }

        public virtual void OnPointerUp(PointerEventData eventData)
        {
            if (eventData.button != PointerEventData.InputButton.Left) return;
            isPointerDown = false;
            EvaluateAndTransitionToSelectionState();
        }

        public virtual void OnPointerEnter(PointerEventData eventData)
        {
            isPointerInside = true;
            EvaluateAndTransitionToSelectionState();
        }

        public virtual void OnPointerExit(PointerEventData eventData)
        {
            isPointerInside = false;
            EvaluateAndTransitionToSelectionState();
        }

        public virtual void OnSelect(BaseEventData eventData)
        {
            hasSelection = true;
            EvaluateAndTransitionToSelectionState();
        }

        public virtual void OnDeselect(BaseEventData eventData)
        {
            hasSelection = false;
            EvaluateAndTransitionToSelectionState();
        }

        public virtual void Select()
        {
            if (EventSystem.current == null || EventSystem.current.alreadySelecting) return;
            EventSystem.current.SetSelectedGameObject(gameObject);
        }
    }
}
