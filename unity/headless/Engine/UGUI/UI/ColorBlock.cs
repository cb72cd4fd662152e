using System;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/ColorBlock.cs.
    [Serializable]
    public struct ColorBlock : IEquatable<ColorBlock>
    {
        [SerializeField] private Color m_NormalColor;
        [SerializeField] private Color m_HighlightedColor;
        [SerializeField] private Color m_PressedColor;
        [SerializeField] private Color m_SelectedColor;
        [SerializeField] private Color m_DisabledColor;
        [Range(1, 5)] [SerializeField] private float m_ColorMultiplier;
        [SerializeField] private float m_FadeDuration;

        public Color normalColor { get { return m_NormalColor; } set { m_NormalColor = value; } }
        public Color highlightedColor { get { return m_HighlightedColor; } set { m_HighlightedColor = value; } }
        public Color pressedColor { get { return m_PressedColor; } set { m_PressedColor = value; } }
        public Color selectedColor { get { return m_SelectedColor; } set { m_SelectedColor = value; } }
        public Color disabledColor { get { return m_DisabledColor; } set { m_DisabledColor = value; } }
        public float colorMultiplier { get { return m_ColorMultiplier; } set { m_ColorMultiplier = value; } }
        public float fadeDuration { get { return m_FadeDuration; } set { m_FadeDuration = value; } }

        public static ColorBlock defaultColorBlock;

        static ColorBlock()
        {
            defaultColorBlock = new ColorBlock
            {
                m_NormalColor = new Color(1f, 1f, 1f, 1f),
                m_HighlightedColor = new Color(245f / 255f, 245f / 255f, 245f / 255f, 1f),
                m_PressedColor = new Color(200f / 255f, 200f / 255f, 200f / 255f, 1f),
                m_SelectedColor = new Color(245f / 255f, 245f / 255f, 245f / 255f, 1f),
                m_DisabledColor = new Color(200f / 255f, 200f / 255f, 200f / 255f, 128f / 255f),
                colorMultiplier = 1.0f,
                fadeDuration = 0.1f
            };
        }

        public override bool Equals(object obj) { return obj is ColorBlock && Equals((ColorBlock)obj); }

        public bool Equals(ColorBlock other)
        {
            return normalColor == other.normalColor && highlightedColor == other.highlightedColor && pressedColor == other.pressedColor &&
                   selectedColor == other.selectedColor && disabledColor == other.disabledColor && colorMultiplier == other.colorMultiplier &&
                   fadeDuration == other.fadeDuration;
        }

        public static bool operator ==(ColorBlock point1, ColorBlock point2) { return point1.Equals(point2); }

        public static bool operator !=(ColorBlock point1, ColorBlock point2) { return !point1.Equals(point2); }

        public override int GetHashCode() { return base.GetHashCode(); }
    }
}
