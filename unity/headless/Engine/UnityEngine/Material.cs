using System.Collections.Generic;

namespace UnityEngine
{
    public class Material : Object
    {
        static Material _default;
        [SerializeField] Shader m_Shader;
        [SerializeField] Color m_Color = Color.white;
        readonly Dictionary<string, float> _floats = new Dictionary<string, float>();
        readonly Dictionary<string, Color> _colors = new Dictionary<string, Color>();

        public Material(Shader shader) { m_Shader = shader; }

        public Material(Material source)
        {
            m_Shader = source.m_Shader;
            m_Color = source.m_Color;
            _name = source._name;
        }

        public Material(string contents) { m_Shader = Shader.Find("Standard"); }

        public Shader shader { get { return m_Shader; } set { m_Shader = value; } }
        public Color color { get { return m_Color; } set { m_Color = value; } }
        public int renderQueue { get; set; }

        public bool HasProperty(string name) { return name == "_Color" || _floats.ContainsKey(name) || _colors.ContainsKey(name); }
        public void SetColor(string name, Color value) { if (name == "_Color") m_Color = value; else _colors[name] = value; }
        public Color GetColor(string name) { Color c; return name == "_Color" ? m_Color : _colors.TryGetValue(name, out c) ? c : Color.clear; }
        public void SetFloat(string name, float value) { _floats[name] = value; }
        public float GetFloat(string name) { float f; return _floats.TryGetValue(name, out f) ? f : 0f; }
        public void SetInt(string name, int value) { _floats[name] = value; }
        public int GetInt(string name) { return (int)GetFloat(name); }

        internal static Material DefaultMaterial
        {
            get
            {
                if (!IsAlive(_default))
                    _default = new Material(Shader.Find("Standard")) { _name = "Default-Material", BuiltinName = "Default-Material" };
                return _default;
            }
        }
    }
}
