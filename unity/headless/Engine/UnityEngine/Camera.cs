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

        RenderTexture m_TargetTexture;
        float? _aspect;

        public RenderTexture targetTexture { get { return m_TargetTexture; } set { m_TargetTexture = value; } }

        // Unity: the target texture's (or the screen's) width over height unless set. The headless
        // editor's "screen" is 16:9.
        public float aspect
        {
            get { return _aspect ?? (m_TargetTexture != null && m_TargetTexture.height > 0 ? (float)m_TargetTexture.width / m_TargetTexture.height : 16f / 9f); }
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
            get { return ObjectRegistry.SceneObjects(typeof(Camera), false).Cast<Camera>().FirstOrDefault(c => c.gameObject.CompareTag("MainCamera")); }
        }

        public static Camera[] allCameras { get { return ObjectRegistry.SceneObjects(typeof(Camera), false).Cast<Camera>().ToArray(); } }
        public static int allCamerasCount { get { return allCameras.Length; } }
    }
}
