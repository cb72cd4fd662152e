namespace UnityEngine
{
    public sealed class Light : Behaviour
    {
        [SerializeField] LightType m_Type = LightType.Point;
        [SerializeField] Color m_Color = Color.white;
        [SerializeField] float m_Intensity = 1f;
        [SerializeField] float m_Range = 10f;
        [SerializeField] float m_SpotAngle = 30f;
        [SerializeField] LightShadows m_Shadows = LightShadows.None;

        public LightType type { get { return m_Type; } set { m_Type = value; } }
        public Color color { get { return m_Color; } set { m_Color = value; } }
        public float intensity { get { return m_Intensity; } set { m_Intensity = value; } }
        public float range { get { return m_Range; } set { m_Range = value; } }
        public float spotAngle { get { return m_SpotAngle; } set { m_SpotAngle = value; } }
        public LightShadows shadows { get { return m_Shadows; } set { m_Shadows = value; } }
    }
}
