using System;
using UnityEngine.Events;
using UnityEngine.EventSystems;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/InputField.cs: the text (cut to characterLimit, onValueChanged on a
    // change, shown by textComponent), focus (ActivateInputField/DeactivateInputField; deactivating sends onEndEdit),
    // Submit sends onSubmit and onEndEdit. There is no keyboard typing here: the legacy Input gives no characters.
    [AddComponentMenu("UI/Legacy/Input Field", 103)]
    public class InputField : Selectable, IUpdateSelectedHandler, IBeginDragHandler, IDragHandler, IEndDragHandler, IPointerClickHandler, ISubmitHandler, ICanvasElement, ILayoutElement
    {
        public enum ContentType { Standard, Autocorrected, IntegerNumber, DecimalNumber, Alphanumeric, Name, EmailAddress, Password, Pin, Custom }
        public enum InputType { Standard, AutoCorrect, Password, }
        public enum CharacterValidation { None, Integer, Decimal, Alphanumeric, Name, EmailAddress }
        public enum LineType { SingleLine, MultiLineSubmit, MultiLineNewline }

        public delegate char OnValidateInput(string text, int charIndex, char addedChar);

        [Serializable] public class SubmitEvent : UnityEvent<string> { }
        [Serializable] public class EndEditEvent : UnityEvent<string> { }
        [Serializable] public class OnChangeEvent : UnityEvent<string> { }

        [SerializeField] protected Text m_TextComponent;
        [SerializeField] protected Graphic m_Placeholder;
        [SerializeField] private ContentType m_ContentType = ContentType.Standard;
        [SerializeField] private InputType m_InputType = InputType.Standard;
        [SerializeField] private char m_AsteriskChar = '*';
        [SerializeField] private CharacterValidation m_CharacterValidation = CharacterValidation.None;
        [SerializeField] private LineType m_LineType = LineType.SingleLine;
        [SerializeField] private bool m_HideMobileInput = false;
        [SerializeField] private int m_CharacterLimit = 0;
        [SerializeField] private SubmitEvent m_OnSubmit = new SubmitEvent();
        [SerializeField] private SubmitEvent m_OnDidEndEdit = new SubmitEvent();
        [SerializeField] private OnChangeEvent m_OnValueChanged = new OnChangeEvent();
        [SerializeField] private OnValidateInput m_OnValidateInput;
        [SerializeField] private Color m_CaretColor = new Color(50f / 255f, 50f / 255f, 50f / 255f, 1f);
        [SerializeField] private bool m_CustomCaretColor = false;
        [SerializeField] private Color m_SelectionColor = new Color(168f / 255f, 206f / 255f, 255f / 255f, 192f / 255f);
        [SerializeField] [TextArea(3, 10)] protected string m_Text = string.Empty;
        [SerializeField] [Range(0f, 4f)] private float m_CaretBlinkRate = 0.85f;
        [SerializeField] [Range(1, 5)] private int m_CaretWidth = 1;
        [SerializeField] private bool m_ReadOnly = false;
        [SerializeField] private bool m_ShouldActivateOnSelect = true;

        private bool m_HasFocus;
        private bool m_WasCanceled;
        private int m_CaretPosition;
        private int m_SelectAnchor;
        private int m_SelectFocus;

        protected InputField() { }

        public bool shouldHideMobileInput { get { return m_HideMobileInput; } set { m_HideMobileInput = value; } }
        public bool shouldActivateOnSelect { get { return m_ShouldActivateOnSelect; } set { m_ShouldActivateOnSelect = value; } }

        public string text
        {
            get { return m_Text; }
            set { SetText(value); }
        }

        public void SetTextWithoutNotify(string input) { SetText(input, false); }

        void SetText(string value, bool sendCallback = true)
        {
            if (text == value) return;
            if (value == null) value = "";
            value = value.Replace("\0", string.Empty);
            if (m_LineType == LineType.SingleLine) value = value.Replace("\n", "").Replace("\t", "");
            m_Text = m_CharacterLimit > 0 && value.Length > m_CharacterLimit ? value.Substring(0, m_CharacterLimit) : value;
            m_CaretPosition = m_SelectAnchor = m_SelectFocus = Mathf.Min(m_CaretPosition, m_Text.Length);
            if (sendCallback) m_OnValueChanged.Invoke(m_Text);
            UpdateLabel();
        }

        public bool isFocused { get { return m_HasFocus; } }
        public float caretBlinkRate { get { return m_CaretBlinkRate; } set { m_CaretBlinkRate = value; } }
        public int caretWidth { get { return m_CaretWidth; } set { m_CaretWidth = value; } }
        public Text textComponent { get { return m_TextComponent; } set { m_TextComponent = value; UpdateLabel(); } }
        public Graphic placeholder { get { return m_Placeholder; } set { m_Placeholder = value; UpdateLabel(); } }
        public Color caretColor { get { return customCaretColor ? m_CaretColor : (textComponent != null ? textComponent.color : m_CaretColor); } set { m_CaretColor = value; } }
        public bool customCaretColor { get { return m_CustomCaretColor; } set { m_CustomCaretColor = value; } }
        public Color selectionColor { get { return m_SelectionColor; } set { m_SelectionColor = value; } }
        public SubmitEvent onEndEdit { get { return m_OnDidEndEdit; } set { m_OnDidEndEdit = value; } }
        public SubmitEvent onSubmit { get { return m_OnSubmit; } set { m_OnSubmit = value; } }

        [Obsolete("onValueChange has been renamed to onValueChanged")]
        public OnChangeEvent onValueChange { get { return onValueChanged; } set { onValueChanged = value; } }

        public OnChangeEvent onValueChanged { get { return m_OnValueChanged; } set { m_OnValueChanged = value; } }
        public OnValidateInput onValidateInput { get { return m_OnValidateInput; } set { m_OnValidateInput = value; } }

        public int characterLimit
        {
            get { return m_CharacterLimit; }
            set
            {
                m_CharacterLimit = Math.Max(0, value);
                if (m_CharacterLimit > 0 && m_Text.Length > m_CharacterLimit) text = m_Text.Substring(0, m_CharacterLimit);
            }
        }

        public ContentType contentType { get { return m_ContentType; } set { m_ContentType = value; } }
        public LineType lineType { get { return m_LineType; } set { m_LineType = value; } }
        public InputType inputType { get { return m_InputType; } set { m_InputType = value; } }
        public CharacterValidation characterValidation { get { return m_CharacterValidation; } set { m_CharacterValidation = value; } }
        public bool readOnly { get { return m_ReadOnly; } set { m_ReadOnly = value; } }
        public bool multiLine { get { return m_LineType == LineType.MultiLineNewline || lineType == LineType.MultiLineSubmit; } }
        public char asteriskChar { get { return m_AsteriskChar; } set { m_AsteriskChar = value; UpdateLabel(); } }
        public bool wasCanceled { get { return m_WasCanceled; } }

        public int caretPosition { get { return m_CaretPosition; } set { m_CaretPosition = m_SelectAnchor = m_SelectFocus = Mathf.Clamp(value, 0, m_Text.Length); } }
        public int selectionAnchorPosition { get { return m_SelectAnchor; } set { m_SelectAnchor = Mathf.Clamp(value, 0, m_Text.Length); } }
        public int selectionFocusPosition { get { return m_SelectFocus; } set { m_SelectFocus = Mathf.Clamp(value, 0, m_Text.Length); } }

        protected override void OnEnable()
        {
            base.OnEnable();
            if (m_Text == null) m_Text = string.Empty;
            UpdateLabel();
        }

        protected override void OnDisable()
        {
            DeactivateInputField();
            base.OnDisable();
        }

        public void ActivateInputField()
        {
            if (m_TextComponent == null || !IsActive() || !IsInteractable()) return;
            m_HasFocus = true;
            m_WasCanceled = false;
        }

        public void DeactivateInputField()
        {
            if (!m_HasFocus) return;
            m_HasFocus = false;
            SendOnEndEdit();
            UpdateLabel();
        }

        public override void OnSelect(BaseEventData eventData)
        {
            base.OnSelect(eventData);
            if (shouldActivateOnSelect) ActivateInputField();
        }

        public override void OnDeselect(BaseEventData eventData)
        {
            DeactivateInputField();
            base.OnDeselect(eventData);
        }

        public virtual void OnPointerClick(PointerEventData eventData)
        {
            if (eventData.button != PointerEventData.InputButton.Left) return;
            ActivateInputField();
        }

        public virtual void OnSubmit(BaseEventData eventData)
        {
            if (!IsActive() || !IsInteractable()) return;
            if (!isFocused) ActivateInputField();
            else SendOnSubmit();
        }

        public virtual void OnUpdateSelected(BaseEventData eventData) { }
        public virtual void OnBeginDrag(PointerEventData eventData) { }
        public virtual void OnDrag(PointerEventData eventData) { }
        public virtual void OnEndDrag(PointerEventData eventData) { }

        protected void SendOnEndEdit() { if (onEndEdit != null) onEndEdit.Invoke(m_Text); }

        protected void SendOnSubmit() { if (onSubmit != null) onSubmit.Invoke(m_Text); }

        public void ForceLabelUpdate() { UpdateLabel(); }

        protected void UpdateLabel()
        {
            if (m_TextComponent == null) return;
            var shown = inputType == InputType.Password || contentType == ContentType.Password || contentType == ContentType.Pin
                ? new string(asteriskChar, m_Text.Length)
                : m_Text;
            m_TextComponent.text = shown;
            if (m_Placeholder != null) m_Placeholder.enabled = string.IsNullOrEmpty(m_Text);
        }

        public virtual void Rebuild(CanvasUpdate update) { }
        public virtual void LayoutComplete() { }
        public virtual void GraphicUpdateComplete() { }

        public virtual void CalculateLayoutInputHorizontal() { }
        public virtual void CalculateLayoutInputVertical() { }
        public virtual float minWidth { get { return 0; } }
        public virtual float preferredWidth { get { throw new NotSupportedException("not modelled by the headless editor: InputField.preferredWidth"); } }
        public virtual float flexibleWidth { get { return -1; } }
        public virtual float minHeight { get { return 0; } }
        public virtual float preferredHeight { get { throw new NotSupportedException("not modelled by the headless editor: InputField.preferredHeight"); } }
        public virtual float flexibleHeight { get { return -1; } }
        public virtual int layoutPriority { get { return 1; } }

        Transform ICanvasElement.transform { get { return transform; } }
    }
}
