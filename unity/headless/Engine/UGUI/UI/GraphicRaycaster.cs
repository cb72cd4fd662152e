using System.Collections.Generic;
using UnityEngine.EventSystems;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/GraphicRaycaster.cs: hits the graphics of its canvas with
    // raycastTarget on whose world rectangle holds the pointer's position (Graphic.Raycast), front to back in hierarchy
    // order (the later sibling is drawn on top). For a Screen Space - Overlay canvas, world space is screen space;
    // for the other modes the camera projection is not modelled (they hit nothing) and blocking objects are ignored.
    [AddComponentMenu("Event/Graphic Raycaster")]
    [RequireComponent(typeof(Canvas))]
    public class GraphicRaycaster : BaseRaycaster
    {
        protected const int kNoEventMaskSet = -1;

        public enum BlockingObjects
        {
            None = 0,
            TwoD = 1,
            ThreeD = 2,
            All = 3,
        }

        [SerializeField] private bool m_IgnoreReversedGraphics = true;
        [SerializeField] private BlockingObjects m_BlockingObjects = BlockingObjects.None;
        [SerializeField] protected LayerMask m_BlockingMask = kNoEventMaskSet;

        private Canvas m_Canvas;

        protected GraphicRaycaster() { }

        public override int sortOrderPriority { get { return canvas.renderMode == RenderMode.ScreenSpaceOverlay ? canvas.sortingOrder : base.sortOrderPriority; } }
        public override int renderOrderPriority { get { return canvas.renderMode == RenderMode.ScreenSpaceOverlay ? canvas.rootCanvas.renderOrder : base.renderOrderPriority; } }

        public bool ignoreReversedGraphics { get { return m_IgnoreReversedGraphics; } set { m_IgnoreReversedGraphics = value; } }
        public BlockingObjects blockingObjects { get { return m_BlockingObjects; } set { m_BlockingObjects = value; } }
        public LayerMask blockingMask { get { return m_BlockingMask; } set { m_BlockingMask = value; } }

        private Canvas canvas
        {
            get
            {
                if (m_Canvas == null) m_Canvas = GetComponent<Canvas>();
                return m_Canvas;
            }
        }

        public override Camera eventCamera
        {
            get
            {
                var c = canvas;
                if (c.renderMode == RenderMode.ScreenSpaceOverlay || (c.renderMode == RenderMode.ScreenSpaceCamera && c.worldCamera == null)) return null;
                return c.worldCamera != null ? c.worldCamera : Camera.main;
            }
        }

        public override void Raycast(PointerEventData eventData, List<RaycastResult> resultAppendList)
        {
            var c = canvas;
            if (c == null || c.renderMode != RenderMode.ScreenSpaceOverlay) return;
            var graphics = c.GetComponentsInChildren<Graphic>();
            var depth = 0;
            var hits = new List<RaycastResult>();
            foreach (var graphic in graphics)
            {
                depth++;
                if (!graphic.raycastTarget || graphic.canvas != c && graphic.canvas != null && graphic.canvas.rootCanvas != c.rootCanvas) continue;
                if (!graphic.Raycast(eventData.position, null)) continue;
                hits.Add(new RaycastResult
                {
                    gameObject = graphic.gameObject,
                    module = this,
                    distance = 0,
                    screenPosition = eventData.position,
                    displayIndex = 0,
                    index = resultAppendList.Count + hits.Count,
                    depth = depth,
                    sortingLayer = c.sortingLayerID,
                    sortingOrder = c.sortingOrder,
                    worldPosition = new Vector3(eventData.position.x, eventData.position.y, 0),
                    worldNormal = Vector3.back
                });
            }

            hits.Reverse();
            resultAppendList.AddRange(hits);
        }
    }
}
