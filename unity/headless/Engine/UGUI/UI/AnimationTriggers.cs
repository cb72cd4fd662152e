using System;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/AnimationTriggers.cs.
    [Serializable]
    public class AnimationTriggers
    {
        private const string kDefaultNormalAnimName = "Normal";
        private const string kDefaultHighlightedAnimName = "Highlighted";
        private const string kDefaultPressedAnimName = "Pressed";
        private const string kDefaultSelectedAnimName = "Selected";
        private const string kDefaultDisabledAnimName = "Disabled";

        [SerializeField] private string m_NormalTrigger = kDefaultNormalAnimName;
        [SerializeField] private string m_HighlightedTrigger = kDefaultHighlightedAnimName;
        [SerializeField] private string m_PressedTrigger = kDefaultPressedAnimName;
        [SerializeField] private string m_SelectedTrigger = kDefaultSelectedAnimName;
        [SerializeField] private string m_DisabledTrigger = kDefaultDisabledAnimName;

        public string normalTrigger { get { return m_NormalTrigger; } set { m_NormalTrigger = value; } }
        public string highlightedTrigger { get { return m_HighlightedTrigger; } set { m_HighlightedTrigger = value; } }
        public string pressedTrigger { get { return m_PressedTrigger; } set { m_PressedTrigger = value; } }
        public string selectedTrigger { get { return m_SelectedTrigger; } set { m_SelectedTrigger = value; } }
        public string disabledTrigger { get { return m_DisabledTrigger; } set { m_DisabledTrigger = value; } }
    }
}
