using System;
using System.Collections.Generic;
using UnityEngine.Internal;
using UnityEngine.Rendering;

namespace UnityEngine
{
    public sealed class Shader : Object
    {
        static readonly Dictionary<string, Shader> _shaders = new Dictionary<string, Shader>();

        Shader() { }

        public bool isSupported { get { return true; } }

        // Like Unity, null for a name no shader declares (Internal/ShaderCatalog lists the known ones).
        public static Shader Find(string name)
        {
            if (string.IsNullOrEmpty(name)) return null;
            lock (_shaders)
            {
                Shader shader;
                if (!_shaders.TryGetValue(name, out shader) || !IsAlive(shader))
                {
                    if (!ShaderCatalog.Exists(name)) return null;
                    shader = new Shader { _name = name, BuiltinName = name };
                    _shaders[name] = shader;
                }
                return shader;
            }
        }

        public static int PropertyToID(string name)
        {
            return name == null ? 0 : name.GetHashCode();
        }

        internal ShaderCatalog.Property[] Properties { get { return ShaderCatalog.PropertiesOf(_name); } }

        public int GetPropertyCount() { return Properties.Length; }

        public int FindPropertyIndex(string propertyName)
        {
            var properties = Properties;
            for (var i = 0; i < properties.Length; i++)
            {
                if (properties[i].Name == propertyName) return i;
            }
            return -1;
        }

        public string GetPropertyName(int propertyIndex) { return PropertyAt(propertyIndex).Name; }

        public ShaderPropertyType GetPropertyType(int propertyIndex) { return PropertyAt(propertyIndex).Type; }

        ShaderCatalog.Property PropertyAt(int propertyIndex)
        {
            var properties = Properties;
            if (propertyIndex < 0 || propertyIndex >= properties.Length)
                throw new ArgumentOutOfRangeException("propertyIndex", string.Format("Invalid property index '{0}'. Should be between 0 and {1}.", propertyIndex, properties.Length - 1));
            return properties[propertyIndex];
        }
    }
}
