using System;
using System.Collections.Generic;
using UnityEngine.Internal;
using UnityEngine.Rendering;

namespace UnityEngine
{
    // Properties live in serialized lists (as Unity's m_SavedProperties), so undo snapshots and .mat
    // files carry them; a property never set reads its shader's default (Internal/ShaderCatalog).
    public class Material : Object
    {
        static Material _default;

        [Serializable]
        internal sealed class ColorEntry { public string name; public Color value; }

        [Serializable]
        internal sealed class FloatEntry { public string name; public float value; }

        [Serializable]
        internal sealed class TextureEntry { public string name; public Texture texture; }

        [SerializeField] Shader m_Shader;
        [SerializeField] List<TextureEntry> m_TexEnvs = new List<TextureEntry>();
        [SerializeField] List<FloatEntry> m_Floats = new List<FloatEntry>();
        [SerializeField] List<FloatEntry> m_Ints = new List<FloatEntry>();
        [SerializeField] List<ColorEntry> m_Colors = new List<ColorEntry>();

        // For loading .mat files (AssetDatabase); Unity has no public parameterless constructor.
        Material() { }

        public Material(Shader shader) { m_Shader = shader; }

        public Material(Material source)
        {
            m_Shader = source.m_Shader;
            foreach (var e in source.m_TexEnvs) m_TexEnvs.Add(new TextureEntry { name = e.name, texture = e.texture });
            foreach (var e in source.m_Floats) m_Floats.Add(new FloatEntry { name = e.name, value = e.value });
            foreach (var e in source.m_Ints) m_Ints.Add(new FloatEntry { name = e.name, value = e.value });
            foreach (var e in source.m_Colors) m_Colors.Add(new ColorEntry { name = e.name, value = e.value });
            _name = source._name;
        }

        // Obsolete as Unity's (UnityCsReference 2021.3.0f1 Runtime/Export/Shaders/Material.bindings.cs: a warning; an error
        // from 6000.2, 6000.2.0a9 through 6000.5.2f1).
#if UNITY_6000_2_OR_NEWER
        [Obsolete("Creating materials from shader source string is no longer supported. Use Shader assets instead.", true)]
#else
        [Obsolete("Creating materials from shader source string is no longer supported. Use Shader assets instead.", false)]
#endif
        public Material(string contents) { m_Shader = Shader.Find("Standard"); }

        public Shader shader { get { return m_Shader; } set { m_Shader = value; } }

        // Unity: the shader's main colour (_BaseColor in URP, else _Color).
        public Color color { get { return GetColor(MainColorName); } set { SetColor(MainColorName, value); } }

        public Texture mainTexture { get { return GetTexture(MainTextureName); } set { SetTexture(MainTextureName, value); } }

        public int renderQueue { get; set; }

        string MainColorName { get { return Declares("_BaseColor") ? "_BaseColor" : "_Color"; } }
        string MainTextureName { get { return Declares("_BaseMap") ? "_BaseMap" : "_MainTex"; } }

        public bool HasProperty(string name)
        {
            return Declares(name) || Find(m_Colors, name) != null || Find(m_Floats, name) != null
                || Find(m_Ints, name) != null || m_TexEnvs.Exists(e => e.name == name);
        }

        public void SetColor(string name, Color value) { var e = Find(m_Colors, name); if (e == null) m_Colors.Add(new ColorEntry { name = name, value = value }); else e.value = value; }

        public Color GetColor(string name)
        {
            var e = Find(m_Colors, name);
            return e != null ? e.value : (Color)Default(name, Vector4.zero);
        }

        public void SetVector(string name, Vector4 value) { SetColor(name, value); }
        public Vector4 GetVector(string name) { return GetColor(name); }

        public void SetFloat(string name, float value) { Set(m_Floats, name, value); }

        public float GetFloat(string name)
        {
            var e = Find(m_Floats, name);
            return e != null ? e.value : Default(name, Vector4.zero).x;
        }

        public void SetInt(string name, int value) { SetFloat(name, value); }
        public int GetInt(string name) { return (int)GetFloat(name); }

        public void SetInteger(string name, int value) { Set(m_Ints, name, value); }

        public int GetInteger(string name)
        {
            var e = Find(m_Ints, name);
            return e != null ? (int)e.value : (int)Default(name, Vector4.zero).x;
        }

        public void SetTexture(string name, Texture value)
        {
            var e = m_TexEnvs.Find(x => x.name == name);
            if (e == null) m_TexEnvs.Add(new TextureEntry { name = name, texture = value });
            else e.texture = value;
        }

        public Texture GetTexture(string name)
        {
            var e = m_TexEnvs.Find(x => x.name == name);
            return e != null ? e.texture : null;
        }

        bool Declares(string name)
        {
            return m_Shader != null && m_Shader.FindPropertyIndex(name) >= 0;
        }

        Vector4 Default(string name, Vector4 fallback)
        {
            if (m_Shader == null) return fallback;
            foreach (var p in m_Shader.Properties)
            {
                if (p.Name == name) return p.Default;
            }
            return fallback;
        }

        static ColorEntry Find(List<ColorEntry> list, string name) { return list.Find(e => e.name == name); }
        static FloatEntry Find(List<FloatEntry> list, string name) { return list.Find(e => e.name == name); }

        static void Set(List<FloatEntry> list, string name, float value)
        {
            var e = Find(list, name);
            if (e == null) list.Add(new FloatEntry { name = name, value = value });
            else e.value = value;
        }

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
