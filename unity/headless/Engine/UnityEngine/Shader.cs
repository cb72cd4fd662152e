using System.Collections.Generic;

namespace UnityEngine
{
    public sealed class Shader : Object
    {
        static readonly Dictionary<string, Shader> _shaders = new Dictionary<string, Shader>();

        Shader() { }

        public bool isSupported { get { return true; } }

        public static Shader Find(string name)
        {
            if (string.IsNullOrEmpty(name)) return null;
            lock (_shaders)
            {
                Shader shader;
                if (!_shaders.TryGetValue(name, out shader) || !IsAlive(shader))
                {
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
    }
}
