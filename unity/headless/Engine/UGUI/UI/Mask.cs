using UnityEngine.EventSystems;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/Mask.cs: settings and the raycast filter (a point outside the mask's
    // rect does not reach the graphics under it). No stencil is drawn: GetModifiedMaterial gives the material as is.
    [AddComponentMenu("UI/Mask", 13)]
    [ExecuteAlways]
    [RequireComponent(typeof(RectTransform))]
    [DisallowMultipleComponent]
    public class Mask : UIBehaviour, ICanvasRaycastFilter, IMaterialModifier
    {
        [SerializeField] private bool m_ShowMaskGraphic = true;
        [System.NonSerialized] private Graphic m_Graphic;

        protected Mask() { }

        public RectTransform rectTransform { get { return (RectTransform)transform; } }

        public bool showMaskGraphic { get { return m_ShowMaskGraphic; } set { m_ShowMaskGraphic = value; } }

        public Graphic graphic { get { return m_Graphic ?? (m_Graphic = GetComponent<Graphic>()); } }

        public virtual bool MaskEnabled() { return IsActive() && graphic != null; }

        [System.Obsolete("Not used anymore.")]
        public virtual void OnSiblingGraphicEnabledDisabled() { }

        public virtual bool IsRaycastLocationValid(Vector2 sp, Camera eventCamera)
        {
            if (!isActiveAndEnabled) return true;
            var corners = new Vector3[4];
            rectTransform.GetWorldCorners(corners);
            return sp.x >= corners[0].x && sp.x <= corners[2].x && sp.y >= corners[0].y && sp.y <= corners[2].y;
        }

        public virtual Material GetModifiedMaterial(Material baseMaterial) { return baseMaterial; }
    }
}
