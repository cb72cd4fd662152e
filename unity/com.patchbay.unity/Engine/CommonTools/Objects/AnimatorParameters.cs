using System;
using System.Linq;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.Objects
{
    /// <summary>
    /// An Animator's parameters as data, in the editor and in a player alike. They live in the running controller, not
    /// in a serialized field, so get_game_object adds them to the Animator's entry ("parameters": name, type, value) and
    /// wait_until reads one as "Animator.parameters.Speed". Only an initialized Animator has them (Animator.isInitialized:
    /// in play mode, enabled, on an active object, with a controller); reading one of an uninitialized Animator would only
    /// log Unity's "Animator is not playing an AnimatorController". Read through Animator.parameters and
    /// GetFloat/GetInteger/GetBool, no code of the project's (UnityCsReference 2021.3.0f1 and 6000.5.2f1
    /// Modules/Animation/ScriptBindings/Animator.bindings.cs, AnimatorControllerParameter.bindings.cs). A trigger reads as
    /// a bool: set until something consumes or resets it.
    /// </summary>
    public static class AnimatorParameters
    {
        public const int MaxListed = 50;

        private const string Prefix = "parameters.";

        /// <summary>The live parameters (name, type, value) of an initialized Animator; null when it has none to read.</summary>
        public static JArray Live(Animator animator)
        {
            if (!animator.isInitialized)
            {
                return null;
            }

            var list = new JArray();
            foreach (var parameter in animator.parameters.Take(MaxListed))
            {
                list.Add(new JObject { { "name", parameter.name }, { "type", parameter.type.ToString() }, { "value", JToken.FromObject(Read(animator, parameter)) } });
            }

            return list;
        }

        /// <summary>Whether a wait_until path names a parameter ("parameters.Speed") rather than a field.</summary>
        public static bool IsParameterPath(string path)
        {
            return path != null && (path.StartsWith(Prefix, StringComparison.OrdinalIgnoreCase) || string.Equals(path, "parameters", StringComparison.OrdinalIgnoreCase));
        }

        /// <summary>The parameter a path names, checked now (before any wait); a clear error when there is none.</summary>
        public static AnimatorControllerParameter Resolve(Animator animator, string path, string field)
        {
            var name = path.Length > Prefix.Length ? path.Substring(Prefix.Length) : string.Empty;
            if (!animator.isInitialized)
            {
                throw ToolErrors.State("The Animator on '" + animator.gameObject.name + "' is not playing a controller (Animator.isInitialized is false: "
                    + (animator.runtimeAnimatorController == null ? "it has no controller" : !animator.isActiveAndEnabled ? "it or its object is disabled" : "the game is not running")
                    + "), so it has no parameter values to wait on. Nothing was read.");
            }

            var parameters = animator.parameters;
            var names = parameters.Select(p => p.name).ToList();
            if (name.Length == 0 || name.Contains("."))
            {
                throw ToolErrors.Invalid(field, "Animator.parameters.Name", "Name one parameter after 'parameters.', e.g. Animator.parameters." + (names.Count > 0 ? names[0] : "Speed")
                    + " > 0; its parameters: " + (names.Count > 0 ? ToolErrors.List(names, MaxListed) : "none") + ". Nothing was read.");
            }

            var found = parameters.FirstOrDefault(p => p.name == name) ?? parameters.FirstOrDefault(p => string.Equals(p.name, name, StringComparison.OrdinalIgnoreCase));
            if (found == null)
            {
                var nearest = NameMatcher.Suggest(name, names, 5);
                throw ToolErrors.Missing(field, "The Animator on '" + animator.gameObject.name + "' has no parameter '" + name + "'; "
                    + (nearest.Count > 0 ? "nearest: " + string.Join(", ", nearest.ToArray()) + "; " : string.Empty)
                    + "its parameters: " + (names.Count > 0 ? ToolErrors.List(names, MaxListed) : "none") + ". Nothing was read.");
            }

            return found;
        }

        /// <summary>The CLR type a parameter's value reads as.</summary>
        public static Type ValueType(AnimatorControllerParameter parameter)
        {
            switch (parameter.type)
            {
                case AnimatorControllerParameterType.Float: return typeof(float);
                case AnimatorControllerParameterType.Int: return typeof(int);
                default: return typeof(bool);
            }
        }

        /// <summary>The parameter's value now; null when the Animator stopped playing its controller.</summary>
        public static object Read(Animator animator, AnimatorControllerParameter parameter)
        {
            if (animator == null || !animator.isInitialized)
            {
                return null;
            }

            switch (parameter.type)
            {
                case AnimatorControllerParameterType.Float: return (float)JsonValues.Round(animator.GetFloat(parameter.name));
                case AnimatorControllerParameterType.Int: return animator.GetInteger(parameter.name);
                default: return animator.GetBool(parameter.name);
            }
        }
    }
}
