using System;
using System.Collections.Generic;
using System.IO;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using UnityEditor;
using UnityEngine;
using UnityEngine.Rendering;

namespace Patchbay.Editor.Tools.Materials
{
    /// <summary>
    /// What the material tools share: finding shaders and material assets with errors that say what exists,
    /// creating a material asset (also used by create_asset's Material kind, so there is one way to make
    /// one), and reading and writing a shader property by its declared type.
    /// </summary>
    public static class MaterialAssets
    {
        // Shader.Find answers only for names it knows, so suggestions are these, filtered by what this
        // project's render pipeline really has.
        private static readonly string[] CommonShaders =
        {
            "Standard", "Unlit/Color", "Unlit/Texture", "Sprites/Default",
            "Universal Render Pipeline/Lit", "Universal Render Pipeline/Unlit", "HDRP/Lit",
        };

        public static Shader FindShaderOrThrow(string name, string field)
        {
            var shader = string.IsNullOrEmpty(name) ? null : Shader.Find(name);
            if (shader != null)
            {
                return shader;
            }

            var available = new List<string>();
            foreach (var candidate in CommonShaders)
            {
                if (Shader.Find(candidate) != null)
                {
                    available.Add(candidate);
                }
            }

            throw ToolErrors.Missing(field, "No shader '" + name + "'. Available here: " + ToolErrors.List(available, 6)
                + " (or any shader's full name as in its Shader \"…\" line).");
        }

        /// <summary>Creates a material asset at <paramref name="path"/> (checked: under Assets/, .mat, new, folder exists).</summary>
        public static Material Create(string path, string shaderName, Color? color)
        {
            var full = ProjectWrites.Guard("Assets/Materials/Red.mat").ResolveWritePathOrThrow(path);
            if (!path.EndsWith(".mat", StringComparison.Ordinal))
            {
                throw ToolErrors.Invalid("path", "path ending in .mat", "A material's path ends in .mat, e.g. \"Assets/Materials/Red.mat\".");
            }

            if (File.Exists(full) || Directory.Exists(full))
            {
                throw ToolErrors.State("'" + path + "' already exists; set its properties with set_material_property or choose another path.");
            }

            var parent = path.Substring(0, path.LastIndexOf('/'));
            if (!AssetDatabase.IsValidFolder(parent))
            {
                throw ToolErrors.Missing("path", "Folder '" + parent + "' does not exist; create it first (create_asset kind Folder).");
            }

            var material = new Material(FindShaderOrThrow(shaderName, "shader"));
            if (color.HasValue)
            {
                material.color = color.Value;
            }

            try
            {
                AssetDatabase.CreateAsset(material, path);
                // This asset only: SaveAssets would also write every other dirty asset, wherever it is.
                AssetDatabase.SaveAssetIfDirty(material);
            }
            catch
            {
                // Nothing was at the path (checked above): an error leaves nothing behind.
                if (File.Exists(full))
                {
                    ProjectWrites.RemoveCreated(path);
                }

                throw;
            }

            return material;
        }

        public static Material LoadOrThrow(string path, string field)
        {
            if (string.IsNullOrEmpty(path))
            {
                throw ToolErrors.Invalid(field, "material asset path", "'" + field + "' is empty; give a material asset path like \"Assets/Materials/Red.mat\".");
            }

            var material = AssetDatabase.LoadAssetAtPath<Material>(path.Replace('\\', '/'));
            if (material != null)
            {
                return material;
            }

            var known = new List<string>();
            foreach (var guid in AssetDatabase.FindAssets("t:Material"))
            {
                known.Add(AssetDatabase.GUIDToAssetPath(guid));
            }

            throw ToolErrors.Missing(field, "No material at '" + path + "'."
                + (known.Count > 0 ? " Materials in the project: " + ToolErrors.List(known, 5) + "." : " The project has no material assets; create one with create_material."));
        }

        public static string TypeName(ShaderPropertyType type)
        {
            return type.ToString().ToLowerInvariant();
        }

        public static JToken Read(Material material, string name, ShaderPropertyType type)
        {
            switch (type)
            {
                case ShaderPropertyType.Color:
                    var c = material.GetColor(name);
                    return new JArray(Round(c.r), Round(c.g), Round(c.b), Round(c.a));
                case ShaderPropertyType.Vector:
                    var v = material.GetVector(name);
                    return new JArray(Round(v.x), Round(v.y), Round(v.z), Round(v.w));
                case ShaderPropertyType.Texture:
                    var texture = material.GetTexture(name);
                    return texture == null ? JValue.CreateNull() : SerializedValues.Reference(texture);
                case ShaderPropertyType.Int:
                    return new JValue(material.GetInteger(name));
                default:
                    return new JValue(Round(material.GetFloat(name)));
            }
        }

        /// <summary>Writes <paramref name="value"/> into the property, or throws naming the shape the type needs.</summary>
        public static void Write(Material material, string name, ShaderPropertyType type, JToken value)
        {
            try
            {
                switch (type)
                {
                    case ShaderPropertyType.Color:
                        material.SetColor(name, SerializedValues.Colour(value));
                        return;
                    case ShaderPropertyType.Vector:
                        material.SetVector(name, Vector(value));
                        return;
                    case ShaderPropertyType.Texture:
                        material.SetTexture(name, Texture(value));
                        return;
                    case ShaderPropertyType.Int:
                        var number = SerializedValues.Number(value);
                        if (number != Math.Floor(number) || number < int.MinValue || number > int.MaxValue)
                        {
                            throw new FormatException("expected a whole number");
                        }

                        material.SetInteger(name, (int)number);
                        return;
                    default:
                        material.SetFloat(name, (float)SerializedValues.Number(value));
                        return;
                }
            }
            catch (FormatException e)
            {
                throw ToolErrors.Invalid("value", Expected(type), name + " is a " + TypeName(type) + " property: " + e.Message
                    + ". Pass " + Expected(type) + ".");
            }
        }

        private static string Expected(ShaderPropertyType type)
        {
            switch (type)
            {
                case ShaderPropertyType.Color: return "[r,g,b,a] (0..1) or \"#RRGGBB\"";
                case ShaderPropertyType.Vector: return "[x,y,z,w]";
                case ShaderPropertyType.Texture: return "a texture asset path, or null to clear";
                case ShaderPropertyType.Int: return "a whole number";
                default: return "a number";
            }
        }

        private static Vector4 Vector(JToken value)
        {
            var array = value as JArray;
            if (array != null && array.Count >= 2 && array.Count <= 4)
            {
                var v = new float[4];
                for (var i = 0; i < array.Count; i++)
                {
                    v[i] = (float)SerializedValues.Number(array[i]);
                }

                return new Vector4(v[0], v[1], v[2], v[3]);
            }

            var obj = value as JObject;
            if (obj != null)
            {
                Func<string, float> part = key => obj[key] == null ? 0f : (float)SerializedValues.Number(obj[key]);
                return new Vector4(part("x"), part("y"), part("z"), part("w"));
            }

            throw new FormatException("expected 2 to 4 numbers");
        }

        private static Texture Texture(JToken value)
        {
            if (value == null || value.Type == JTokenType.Null || (value.Type == JTokenType.String && ((string)value).Length == 0))
            {
                return null;
            }

            if (value.Type != JTokenType.String)
            {
                throw new FormatException("expected an asset path string");
            }

            var path = (string)value;
            var texture = AssetDatabase.LoadAssetAtPath<Texture>(path);
            if (texture == null)
            {
                throw new FormatException("no texture asset at '" + path + "'");
            }

            return texture;
        }

        private static double Round(float value)
        {
            return SerializedValues.Round(value);
        }
    }
}
