using System.Reflection;
using Patchbay.Engine.CommonTools.Shared;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.Shared
{
    /// <summary>
    /// SerializedProperty.gradientValue, public from Unity 2022.1 and internal before it (UnityCsReference
    /// 2021.3.0f1 Editor/Mono/SerializedProperty.bindings.cs: "internal Gradient gradientValue"; 2022.1.0f1 and
    /// 6000.5.2f1: public). On 2021.3 the internal property is reached by reflection, as Unity's own GradientField
    /// reaches it from inside the editor; if a version lacks it, reading gives null and writing is refused with
    /// what to use instead, changing nothing.
    /// </summary>
    public static class GradientValue
    {
#if !UNITY_2022_1_OR_NEWER
        private static readonly PropertyInfo Internal = typeof(SerializedProperty).GetProperty("gradientValue", BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic);
#endif

        public static Gradient Get(SerializedProperty p)
        {
#if UNITY_2022_1_OR_NEWER
            return p.gradientValue;
#else
            return Internal != null ? (Gradient)Internal.GetValue(p, null) : null;
#endif
        }

        public static void Set(SerializedProperty p, Gradient value, string field)
        {
#if UNITY_2022_1_OR_NEWER
            p.gradientValue = value;
#else
            if (Internal == null || Internal.GetSetMethod(true) == null)
            {
                throw ToolErrors.State("Unity " + Application.unityVersion + " has no gradientValue on SerializedProperty, so '" + p.propertyPath
                    + "' (a Gradient) cannot be written here (field '" + field + "'). Use execute_code to assign a new Gradient to the field "
                    + "(gradient.SetKeys(colorKeys, alphaKeys)), then EditorUtility.SetDirty. Nothing was changed.");
            }

            Internal.SetValue(p, value, null);
#endif
        }
    }
}
