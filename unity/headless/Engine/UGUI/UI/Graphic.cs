using UnityEngine.Events;
using UnityEngine.EventSystems;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/Graphic.cs. Nothing is drawn: color goes to the CanvasRenderer
    // (GetColor), the dirty flags are counted by the callbacks registered for them, and Raycast answers whether a
    // screen point is inside the graphic's world rectangle (an overlay canvas's world space is screen space) and no
    // CanvasGroup above blocks raycasts. CrossFadeColor/CrossFadeAlpha give the renderer the target color at once
    // (the tween over the duration is not modelled).
    [DisallowMultipleComponent]
    [RequireComponent(typeof(RectTransform))]
    [ExecuteAlways]
    public abstract class Graphic : UIBehaviour, ICanvasElement
    {
        protected static Material s_DefaultUI = null;
        protected static Texture2D s_WhiteTexture = null;

        [SerializeField] protected Material m_Material;
        [SerializeField] private Color m_Color = Color.white;
        [SerializeField] private bool m_RaycastTarget = true;
        [SerializeField] private Vector4 m_RaycastPadding;

        [System.NonSerialized] private RectTransform m_RectTransform;
        [System.NonSerialized] private CanvasRenderer m_CanvasRenderer;
        [System.NonSerialized] private Canvas m_Canvas;
        [System.NonSerialized] protected UnityAction m_OnDirtyLayoutCallback;
        [System.NonSerialized] protected UnityAction m_OnDirtyVertsCallback;
        [System.NonSerialized] protected UnityAction m_OnDirtyMaterialCallback;

        protected Graphic() { useLegacyMeshGeneration = true; }

        public static Material defaultGraphicMaterial { get { return s_DefaultUI; } }

        public virtual Color color
        {
            get { return m_Color; }
            set
            {
                if (m_Color == value) return;
                m_Color = value;
                SetVerticesDirty();
            }
        }

        public virtual bool raycastTarget { get { return m_RaycastTarget; } set { m_RaycastTarget = value; } }

        public Vector4 raycastPadding { get { return m_RaycastPadding; } set { m_RaycastPadding = value; } }

        protected bool useLegacyMeshGeneration { get; set; }

        public int depth { get { return -1; } }

        public RectTransform rectTransform
        {
            get
            {
                if (ReferenceEquals(m_RectTransform, null)) m_RectTransform = GetComponent<RectTransform>();
                return m_RectTransform;
            }
        }

        public Canvas canvas
        {
            get
            {
                if (m_Canvas == null)
                    for (var t = transform; t != null && m_Canvas == null; t = t.parent)
                    {
                        var c = t.GetComponent<Canvas>();
                        if (c != null && c.isActiveAndEnabled) m_Canvas = c;
                    }
                return m_Canvas;
            }
        }

        public CanvasRenderer canvasRenderer
        {
            get
            {
                if (ReferenceEquals(m_CanvasRenderer, null) || m_CanvasRenderer == null)
                {
                    m_CanvasRenderer = GetComponent<CanvasRenderer>();
                    if (m_CanvasRenderer == null) m_CanvasRenderer = gameObject.AddComponent<CanvasRenderer>();
                }
                return m_CanvasRenderer;
            }
        }

        public virtual Material defaultMaterial { get { return defaultGraphicMaterial; } }

        public virtual Material material
        {
            get { return m_Material != null ? m_Material : defaultMaterial; }
            set
            {
                if (m_Material == value) return;
                m_Material = value;
                SetMaterialDirty();
            }
        }

        public virtual Material materialForRendering
        {
            get
            {
                var result = material;
                foreach (var modifier in GetComponents<IMaterialModifier>())
                {
                    var behaviour = modifier as Behaviour;
                    if (behaviour != null && !behaviour.isActiveAndEnabled) continue;
                    result = modifier.GetModifiedMaterial(result);
                }
                return result;
            }
        }

        public virtual Texture mainTexture { get { return s_WhiteTexture; } }

        public virtual void SetAllDirty()
        {
            SetLayoutDirty();
            SetVerticesDirty();
            SetMaterialDirty();
        }

        public virtual void SetLayoutDirty()
        {
            if (!IsActive()) return;
            if (m_OnDirtyLayoutCallback != null) m_OnDirtyLayoutCallback();
        }

        public virtual void SetVerticesDirty()
        {
            if (!IsActive()) return;
            canvasRenderer.SetColor(m_Color);
            if (m_OnDirtyVertsCallback != null) m_OnDirtyVertsCallback();
        }

        public virtual void SetMaterialDirty()
        {
            if (!IsActive()) return;
            if (m_OnDirtyMaterialCallback != null) m_OnDirtyMaterialCallback();
        }

        protected override void OnRectTransformDimensionsChange() { if (gameObject.activeInHierarchy) SetVerticesDirty(); }

        protected override void OnBeforeTransformParentChanged() { }

        protected override void OnTransformParentChanged()
        {
            base.OnTransformParentChanged();
            m_Canvas = null;
            SetAllDirty();
        }

        protected override void OnEnable()
        {
            base.OnEnable();
            m_Canvas = null;
            canvasRenderer.SetColor(m_Color);
            SetAllDirty();
        }

        protected override void OnDisable()
        {
            canvasRenderer.Clear();
            base.OnDisable();
        }

        protected override void OnDestroy() { base.OnDestroy(); }

        protected override void OnCanvasHierarchyChanged()
        {
            m_Canvas = null;
        }

        public virtual void OnCullingChanged() { }

        public virtual void Rebuild(CanvasUpdate update) { }

        public virtual void LayoutComplete() { }

        public virtual void GraphicUpdateComplete() { }

        protected virtual void UpdateMaterial()
        {
            if (!IsActive()) return;
            canvasRenderer.materialCount = 1;
            canvasRenderer.SetMaterial(materialForRendering, 0);
            canvasRenderer.SetTexture(mainTexture);
        }

        protected virtual void UpdateGeometry() { }

        protected override void OnDidApplyAnimationProperties() { SetAllDirty(); }

        public virtual void SetNativeSize() { }

        public virtual bool Raycast(Vector2 sp, Camera eventCamera)
        {
            if (!isActiveAndEnabled) return false;
            var corners = new Vector3[4];
            rectTransform.GetWorldCorners(corners);
            var inside = sp.x >= corners[0].x - m_RaycastPadding.x && sp.x <= corners[2].x + m_RaycastPadding.z &&
                         sp.y >= corners[0].y - m_RaycastPadding.y && sp.y <= corners[2].y + m_RaycastPadding.w;
            if (!inside) return false;
            for (var t = transform; t != null; t = t.parent)
            {
                foreach (var filter in t.GetComponents<ICanvasRaycastFilter>())
                {
                    var behaviour = filter as Behaviour;
                    if (behaviour != null && !behaviour.enabled) continue;
                    if (!filter.IsRaycastLocationValid(sp, eventCamera)) return false;
                    var group = filter as CanvasGroup;
                    if (group != null && group.ignoreParentGroups) return true;
                }
            }

            return true;
        }

        public Vector2 PixelAdjustPoint(Vector2 point) { return point; }

        public Rect GetPixelAdjustedRect() { return rectTransform.rect; }

        public virtual void CrossFadeColor(Color targetColor, float duration, bool ignoreTimeScale, bool useAlpha)
        {
            CrossFadeColor(targetColor, duration, ignoreTimeScale, useAlpha, true);
        }

        public virtual void CrossFadeColor(Color targetColor, float duration, bool ignoreTimeScale, bool useAlpha, bool useRGB)
        {
            if (!useRGB && !useAlpha) return;
            var current = canvasRenderer.GetColor();
            var target = useRGB ? targetColor : new Color(current.r, current.g, current.b, targetColor.a);
            if (!useAlpha) target.a = current.a;
            canvasRenderer.SetColor(target);
        }

        public virtual void CrossFadeAlpha(float alpha, float duration, bool ignoreTimeScale)
        {
            CrossFadeColor(new Color(1f, 1f, 1f, alpha), duration, ignoreTimeScale, true, false);
        }

        public void RegisterDirtyLayoutCallback(UnityAction action) { m_OnDirtyLayoutCallback += action; }
        public void UnregisterDirtyLayoutCallback(UnityAction action) { m_OnDirtyLayoutCallback -= action; }
        public void RegisterDirtyVerticesCallback(UnityAction action) { m_OnDirtyVertsCallback += action; }
        public void UnregisterDirtyVerticesCallback(UnityAction action) { m_OnDirtyVertsCallback -= action; }
        public void RegisterDirtyMaterialCallback(UnityAction action) { m_OnDirtyMaterialCallback += action; }
        public void UnregisterDirtyMaterialCallback(UnityAction action) { m_OnDirtyMaterialCallback -= action; }

        Transform ICanvasElement.transform { get { return transform; } }
    }
}
