using System;
using UnityEngine.Events;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/MaskableGraphic.cs: masking state (no stencil is drawn).
    public abstract class MaskableGraphic : Graphic, IClippable, IMaskable, IMaterialModifier
    {
        [NonSerialized] protected bool m_ShouldRecalculateStencil = true;
        [NonSerialized] protected Material m_MaskMaterial;
        [NonSerialized] protected int m_StencilValue;
        [NonSerialized] private bool m_Culled;
        [NonSerialized] private Rect m_ClipRect;
        [NonSerialized] private bool m_ValidRect;

        [Serializable]
        public class CullStateChangedEvent : UnityEvent<bool> { }

        [SerializeField] private bool m_Maskable = true;
        [SerializeField] private CullStateChangedEvent m_OnCullStateChanged = new CullStateChangedEvent();

        public CullStateChangedEvent onCullStateChanged { get { return m_OnCullStateChanged; } set { m_OnCullStateChanged = value; } }

        public bool maskable
        {
            get { return m_Maskable; }
            set
            {
                if (value == m_Maskable) return;
                m_Maskable = value;
                m_ShouldRecalculateStencil = true;
                SetMaterialDirty();
            }
        }

        public bool isMaskingGraphic { get; set; }

        public virtual Material GetModifiedMaterial(Material baseMaterial) { return baseMaterial; }

        public virtual void Cull(Rect clipRect, bool validRect)
        {
            var r = rectTransform.rect;
            var overlaps = r.xMax > clipRect.xMin && r.xMin < clipRect.xMax && r.yMax > clipRect.yMin && r.yMin < clipRect.yMax;
            var cull = !validRect || !overlaps;
            if (canvasRenderer.cull == cull) return;
            canvasRenderer.cull = cull;
            m_Culled = cull;
            onCullStateChanged.Invoke(cull);
            OnCullingChanged();
        }

        public virtual void SetClipRect(Rect clipRect, bool validRect)
        {
            m_ClipRect = clipRect;
            m_ValidRect = validRect;
            if (validRect) canvasRenderer.EnableRectClipping(clipRect);
            else canvasRenderer.DisableRectClipping();
        }

        public virtual void SetClipSoftness(Vector2 clipSoftness) { canvasRenderer.clippingSoftness = clipSoftness; }

        public virtual void RecalculateClipping() { }

        public virtual void RecalculateMasking()
        {
            m_ShouldRecalculateStencil = true;
            SetMaterialDirty();
        }

        GameObject IClippable.gameObject { get { return gameObject; } }
        RectTransform IClippable.rectTransform { get { return rectTransform; } }
    }
}
