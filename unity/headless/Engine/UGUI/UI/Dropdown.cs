using System;
using System.Collections.Generic;
using UnityEngine.Events;
using UnityEngine.EventSystems;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/Dropdown.cs: the options and the chosen index (clamped to the
    // options, onValueChanged on a change); the caption shows the chosen option. Show/Hide would build the list from
    // the template; the list is not built here: they only record whether it is shown (IsExpanded is internal).
    [AddComponentMenu("UI/Legacy/Dropdown", 102)]
    [RequireComponent(typeof(RectTransform))]
    public class Dropdown : Selectable, IPointerClickHandler, ISubmitHandler, ICancelHandler
    {
        [Serializable]
        public class OptionData
        {
            [SerializeField] private string m_Text;
            [SerializeField] private Sprite m_Image;

            public string text { get { return m_Text; } set { m_Text = value; } }
            public Sprite image { get { return m_Image; } set { m_Image = value; } }

            public OptionData() { }
            public OptionData(string text) { this.text = text; }
            public OptionData(Sprite image) { this.image = image; }
            public OptionData(string text, Sprite image) { this.text = text; this.image = image; }
        }

        [Serializable]
        public class OptionDataList
        {
            [SerializeField] private List<OptionData> m_Options;

            public List<OptionData> options { get { return m_Options; } set { m_Options = value; } }

            public OptionDataList() { options = new List<OptionData>(); }
        }

        [Serializable]
        public class DropdownEvent : UnityEvent<int> { }

        [SerializeField] private RectTransform m_Template;
        [SerializeField] private Text m_CaptionText;
        [SerializeField] private Image m_CaptionImage;
        [Space] [SerializeField] private Text m_ItemText;
        [SerializeField] private Image m_ItemImage;
        [Space] [SerializeField] private int m_Value;
        [Space] [SerializeField] private OptionDataList m_Options = new OptionDataList();
        [Space] [SerializeField] private DropdownEvent m_OnValueChanged = new DropdownEvent();
        [SerializeField] private float m_AlphaFadeSpeed = 0.15f;

        private bool m_Shown;

        protected Dropdown() { }

        public RectTransform template { get { return m_Template; } set { m_Template = value; RefreshShownValue(); } }
        public Text captionText { get { return m_CaptionText; } set { m_CaptionText = value; RefreshShownValue(); } }
        public Image captionImage { get { return m_CaptionImage; } set { m_CaptionImage = value; RefreshShownValue(); } }
        public Text itemText { get { return m_ItemText; } set { m_ItemText = value; RefreshShownValue(); } }
        public Image itemImage { get { return m_ItemImage; } set { m_ItemImage = value; RefreshShownValue(); } }

        public List<OptionData> options { get { return m_Options.options; } set { m_Options.options = value; RefreshShownValue(); } }

        public DropdownEvent onValueChanged { get { return m_OnValueChanged; } set { m_OnValueChanged = value; } }
        public float alphaFadeSpeed { get { return m_AlphaFadeSpeed; } set { m_AlphaFadeSpeed = value; } }

        public int value { get { return m_Value; } set { Set(value); } }

        public void SetValueWithoutNotify(int input) { Set(input, false); }

        void Set(int value, bool sendCallback = true)
        {
            if (Application.isPlaying && (value == m_Value || options.Count == 0)) return;
            m_Value = Mathf.Clamp(value, 0, options.Count - 1);
            RefreshShownValue();
            if (sendCallback) m_OnValueChanged.Invoke(m_Value);
        }

        internal bool IsExpanded { get { return m_Shown; } }

        protected override void Awake() { base.Awake(); }

        protected override void Start()
        {
            base.Start();
            RefreshShownValue();
        }

        public void RefreshShownValue()
        {
            var data = options.Count > 0 && m_Value >= 0 && m_Value < options.Count ? options[Mathf.Clamp(m_Value, 0, options.Count - 1)] : new OptionData();
            if (m_CaptionText != null) m_CaptionText.text = data.text ?? "";
            if (m_CaptionImage != null)
            {
                m_CaptionImage.sprite = data.image;
                m_CaptionImage.enabled = m_CaptionImage.sprite != null;
            }
        }

        public void AddOptions(List<OptionData> options)
        {
            this.options.AddRange(options);
            RefreshShownValue();
        }

        public void AddOptions(List<string> options)
        {
            foreach (var o in options) this.options.Add(new OptionData(o));
            RefreshShownValue();
        }

        public void AddOptions(List<Sprite> options)
        {
            foreach (var o in options) this.options.Add(new OptionData(o));
            RefreshShownValue();
        }

        public void ClearOptions()
        {
            options.Clear();
            m_Value = 0;
            RefreshShownValue();
        }

        public virtual void OnPointerClick(PointerEventData eventData) { Show(); }

        public virtual void OnSubmit(BaseEventData eventData) { Show(); }

        public virtual void OnCancel(BaseEventData eventData) { Hide(); }

        public void Show()
        {
            if (!IsActive() || !IsInteractable() || m_Shown) return;
            m_Shown = true;
        }

        public void Hide() { m_Shown = false; }
    }
}
