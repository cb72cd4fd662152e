using System.Linq;
using UnityEngine.Internal;

namespace UnityEngine
{
    public sealed class Camera : Behaviour
    {
        [SerializeField] CameraClearFlags m_ClearFlags = CameraClearFlags.Skybox;
        [SerializeField] Color m_BackGroundColor = new Color(0.192f, 0.302f, 0.475f, 0f);
        [SerializeField] float m_FieldOfView = 60f;
        [SerializeField] bool m_Orthographic;
        [SerializeField] float m_OrthographicSize = 5f;
        [SerializeField] float m_NearClipPlane = 0.3f;
        [SerializeField] float m_FarClipPlane = 1000f;
        [SerializeField] float m_Depth = -1f;

        public CameraClearFlags clearFlags { get { return m_ClearFlags; } set { m_ClearFlags = value; } }
        public Color backgroundColor { get { return m_BackGroundColor; } set { m_BackGroundColor = value; } }
        public float fieldOfView { get { return m_FieldOfView; } set { m_FieldOfView = value; } }
        public bool orthographic { get { return m_Orthographic; } set { m_Orthographic = value; } }
        public float orthographicSize { get { return m_OrthographicSize; } set { m_OrthographicSize = value; } }
        public float nearClipPlane { get { return m_NearClipPlane; } set { m_NearClipPlane = value; } }
        public float farClipPlane { get { return m_FarClipPlane; } set { m_FarClipPlane = value; } }
        public float depth { get { return m_Depth; } set { m_Depth = value; } }

        [SerializeField] Rect m_NormalizedViewPortRect = new Rect(0f, 0f, 1f, 1f);

        RenderTexture m_TargetTexture;
        float? _aspect;

        // UnityCsReference 2021.3.0f1 Runtime/Export/Camera/Camera.bindings.cs (MonoOrStereoscopicEye, StereoscopicEye).
        public enum StereoscopicEye { Left, Right }
        public enum MonoOrStereoscopicEye { Left, Right, Mono }

        // The viewport rectangle: normalized (rect) and in pixels of the target texture or the Game view (pixelRect).
        public Rect rect { get { return m_NormalizedViewPortRect; } set { m_NormalizedViewPortRect = value; } }
        public Rect pixelRect
        {
            get
            {
                int w = TargetWidth, h = TargetHeight;
                var r = m_NormalizedViewPortRect;
                return new Rect(r.x * w, r.y * h, r.width * w, r.height * h);
            }
            set
            {
                int w = TargetWidth, h = TargetHeight;
                m_NormalizedViewPortRect = new Rect(value.x / w, value.y / h, value.width / w, value.height / h);
            }
        }
        public int pixelWidth { get { return Mathf.RoundToInt(pixelRect.width); } }
        public int pixelHeight { get { return Mathf.RoundToInt(pixelRect.height); } }
        public int scaledPixelWidth { get { return pixelWidth; } }
        public int scaledPixelHeight { get { return pixelHeight; } }

        int TargetWidth { get { return m_TargetTexture != null ? m_TargetTexture.width : GameView.Width; } }
        int TargetHeight { get { return m_TargetTexture != null ? m_TargetTexture.height : GameView.Height; } }

        // The conversions (Camera.bindings.cs signatures), with Unity's conventions: viewport (0,0) bottom left to (1,1)
        // top right, screen in pixels of pixelRect, z the distance along the camera's forward axis; the camera looks
        // along its +Z, its scale ignored. Stereo eyes are the mono view.
        public Vector3 WorldToViewportPoint(Vector3 position, MonoOrStereoscopicEye eye)
        {
            var local = Quaternion.Inverse(transform.rotation) * (position - transform.position);
            float halfW, halfH;
            HalfExtents(local.z, out halfW, out halfH);
            return new Vector3(0.5f + local.x / (2f * halfW), 0.5f + local.y / (2f * halfH), local.z);
        }
        public Vector3 WorldToViewportPoint(Vector3 position) { return WorldToViewportPoint(position, MonoOrStereoscopicEye.Mono); }
        public Vector3 ViewportToWorldPoint(Vector3 position, MonoOrStereoscopicEye eye)
        {
            float halfW, halfH;
            HalfExtents(position.z, out halfW, out halfH);
            var local = new Vector3((position.x - 0.5f) * 2f * halfW, (position.y - 0.5f) * 2f * halfH, position.z);
            return transform.position + transform.rotation * local;
        }
        public Vector3 ViewportToWorldPoint(Vector3 position) { return ViewportToWorldPoint(position, MonoOrStereoscopicEye.Mono); }
        public Vector3 WorldToScreenPoint(Vector3 position, MonoOrStereoscopicEye eye) { return ViewportToScreenPoint(WorldToViewportPoint(position, eye)); }
        public Vector3 WorldToScreenPoint(Vector3 position) { return WorldToScreenPoint(position, MonoOrStereoscopicEye.Mono); }
        public Vector3 ScreenToWorldPoint(Vector3 position, MonoOrStereoscopicEye eye) { return ViewportToWorldPoint(ScreenToViewportPoint(position), eye); }
        public Vector3 ScreenToWorldPoint(Vector3 position) { return ScreenToWorldPoint(position, MonoOrStereoscopicEye.Mono); }
        public Vector3 ScreenToViewportPoint(Vector3 position)
        {
            var r = pixelRect;
            return new Vector3((position.x - r.x) / r.width, (position.y - r.y) / r.height, position.z);
        }
        public Vector3 ViewportToScreenPoint(Vector3 position)
        {
            var r = pixelRect;
            return new Vector3(r.x + position.x * r.width, r.y + position.y * r.height, position.z);
        }
        // Unity's rays start on the near plane: through the point (perspective), or along forward (orthographic).
        public Ray ViewportPointToRay(Vector3 pos, MonoOrStereoscopicEye eye)
        {
            var onNear = ViewportToWorldPoint(new Vector3(pos.x, pos.y, m_NearClipPlane), eye);
            var dir = m_Orthographic ? transform.forward : onNear - transform.position;
            return new Ray(onNear, dir);
        }
        public Ray ViewportPointToRay(Vector3 pos) { return ViewportPointToRay(pos, MonoOrStereoscopicEye.Mono); }
        public Ray ScreenPointToRay(Vector3 pos, MonoOrStereoscopicEye eye) { return ViewportPointToRay(ScreenToViewportPoint(new Vector3(pos.x, pos.y, 0f)), eye); }
        public Ray ScreenPointToRay(Vector3 pos) { return ScreenPointToRay(pos, MonoOrStereoscopicEye.Mono); }

        // Half the view's width and height at distance z.
        void HalfExtents(float z, out float halfW, out float halfH)
        {
            halfH = m_Orthographic ? m_OrthographicSize : z * (float)System.Math.Tan(m_FieldOfView * System.Math.PI / 360.0);
            if (System.Math.Abs(halfH) < 1e-12f) halfH = 1e-12f;
            halfW = halfH * aspect;
        }

        public static float HorizontalToVerticalFieldOfView(float horizontalFieldOfView, float aspectRatio)
        {
            return 2f * Mathf.Atan(Mathf.Tan(horizontalFieldOfView * Mathf.Deg2Rad * 0.5f) / aspectRatio) * Mathf.Rad2Deg;
        }
        public static float VerticalToHorizontalFieldOfView(float verticalFieldOfView, float aspectRatio)
        {
            return 2f * Mathf.Atan(Mathf.Tan(verticalFieldOfView * Mathf.Deg2Rad * 0.5f) * aspectRatio) * Mathf.Rad2Deg;
        }

        public RenderTexture targetTexture { get { return m_TargetTexture; } set { m_TargetTexture = value; } }

        // Unity: the viewport's width over height (of the target texture, or of the Game view: Internal/GameView,
        // 16:9) unless set.
        public float aspect
        {
            get
            {
                if (_aspect.HasValue) return _aspect.Value;
                var r = pixelRect;
                return r.height > 0f ? r.width / r.height : 16f / 9f;
            }
            set { _aspect = value; }
        }

        public void ResetAspect() { _aspect = null; }

        // Draws the loaded scenes into targetTexture (Internal/SoftwareRasterizer); with no target Unity
        // draws to the screen, which the headless editor does not have.
        public void Render()
        {
            if (m_TargetTexture != null) SoftwareRasterizer.Render(this, m_TargetTexture);
        }

        public static Camera main
        {
            get { return ObjectRegistry.SceneObjects(typeof(Camera), false).Cast<Camera>().FirstOrDefault(c => c.enabled && c.gameObject.CompareTag("MainCamera")); }
        }

        public static Camera[] allCameras { get { return ObjectRegistry.SceneObjects(typeof(Camera), false).Cast<Camera>().ToArray(); } }
        public static int allCamerasCount { get { return allCameras.Length; } }
    }
}
