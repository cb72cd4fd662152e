using System;
using System.Collections.Generic;
using System.IO;
using System.Text.RegularExpressions;
using UnityEngine.Rendering;

namespace UnityEngine.Internal
{
    // The shaders Shader.Find knows in the headless editor: a few of Unity's built-in and URP shaders
    // with their main properties (names, types and defaults as in Unity's sources), plus every
    // `Shader "Name"` declared in a .shader file under the project's Assets/ (without properties).
    internal static class ShaderCatalog
    {
        internal sealed class Property
        {
            public Property(string name, ShaderPropertyType type, Vector4 defaultValue)
            {
                Name = name;
                Type = type;
                Default = defaultValue;
            }

            public string Name { get; private set; }
            public ShaderPropertyType Type { get; private set; }
            public Vector4 Default { get; private set; }
        }

        static readonly Dictionary<string, Property[]> Builtin = new Dictionary<string, Property[]>(StringComparer.Ordinal)
        {
            {
                "Standard", new[]
                {
                    Color("_Color", 1, 1, 1, 1), Tex("_MainTex"), Num("_Cutoff", ShaderPropertyType.Range, 0.5f),
                    Num("_Glossiness", ShaderPropertyType.Range, 0.5f), Num("_Metallic", ShaderPropertyType.Range, 0f),
                    Tex("_BumpMap"), Num("_BumpScale", ShaderPropertyType.Float, 1f), Color("_EmissionColor", 0, 0, 0, 1),
                }
            },
            { "Unlit/Color", new[] { Color("_Color", 1, 1, 1, 1) } },
            { "Unlit/Texture", new[] { Tex("_MainTex") } },
            { "Sprites/Default", new[] { Tex("_MainTex"), Color("_Color", 1, 1, 1, 1) } },
            {
                "Universal Render Pipeline/Lit", new[]
                {
                    Tex("_BaseMap"), Color("_BaseColor", 1, 1, 1, 1), Num("_Cutoff", ShaderPropertyType.Range, 0.5f),
                    Num("_Smoothness", ShaderPropertyType.Range, 0.5f), Num("_Metallic", ShaderPropertyType.Range, 0f),
                    Tex("_BumpMap"), Color("_EmissionColor", 0, 0, 0, 1), Num("_QueueOffset", ShaderPropertyType.Float, 0f),
                }
            },
            { "Universal Render Pipeline/Unlit", new[] { Tex("_BaseMap"), Color("_BaseColor", 1, 1, 1, 1) } },
        };

        public static bool Exists(string name)
        {
            return Builtin.ContainsKey(name) || ProjectShaders().Contains(name);
        }

        public static Property[] PropertiesOf(string name)
        {
            Property[] properties;
            return name != null && Builtin.TryGetValue(name, out properties) ? properties : new Property[0];
        }

        public static IEnumerable<string> BuiltinNames { get { return Builtin.Keys; } }

        static HashSet<string> ProjectShaders()
        {
            var names = new HashSet<string>(StringComparer.Ordinal);
            var assets = Path.Combine(Application.ProjectPath ?? "", "Assets");
            if (string.IsNullOrEmpty(Application.ProjectPath) || !Directory.Exists(assets)) return names;
            foreach (var entry in ProjectTree.Walk(Application.ProjectPath, null))
            {
                if (entry.IsDirectory || !entry.Path.EndsWith(".shader", StringComparison.OrdinalIgnoreCase)) continue;
                var match = Regex.Match(File.ReadAllText(entry.FullPath), "^\\s*Shader\\s+\"([^\"]+)\"", RegexOptions.Multiline);
                if (match.Success) names.Add(match.Groups[1].Value);
            }

            return names;
        }

        static Property Color(string name, float r, float g, float b, float a)
        {
            return new Property(name, ShaderPropertyType.Color, new Vector4(r, g, b, a));
        }

        static Property Tex(string name)
        {
            return new Property(name, ShaderPropertyType.Texture, Vector4.zero);
        }

        static Property Num(string name, ShaderPropertyType type, float value)
        {
            return new Property(name, type, new Vector4(value, 0, 0, 0));
        }
    }
}
