using System;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/SpriteState.cs.
    [Serializable]
    public struct SpriteState : IEquatable<SpriteState>
    {
        [SerializeField] private Sprite m_HighlightedSprite;
        [SerializeField] private Sprite m_PressedSprite;
        [SerializeField] private Sprite m_SelectedSprite;
        [SerializeField] private Sprite m_DisabledSprite;

        public Sprite highlightedSprite { get { return m_HighlightedSprite; } set { m_HighlightedSprite = value; } }
        public Sprite pressedSprite { get { return m_PressedSprite; } set { m_PressedSprite = value; } }
        public Sprite selectedSprite { get { return m_SelectedSprite; } set { m_SelectedSprite = value; } }
        public Sprite disabledSprite { get { return m_DisabledSprite; } set { m_DisabledSprite = value; } }

        public bool Equals(SpriteState other)
        {
            return highlightedSprite == other.highlightedSprite && pressedSprite == other.pressedSprite &&
                   selectedSprite == other.selectedSprite && disabledSprite == other.disabledSprite;
        }
    }
}
