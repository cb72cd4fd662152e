using System;
using System.Collections.Generic;

namespace Patchbay.Engine.CommonTools.Shared
{
    /// <summary>
    /// Resolves a type name an agent typed ("Rigidbody", "UnityEngine.Light", "MyGame.Player") to a concrete
    /// type deriving from a base (Component, ScriptableObject), searching every loaded assembly (in the
    /// editor through TypeCache, IPlayHost.TypesDerivedFrom) so the project's own scripts are found right after they compile. Unknown names get
    /// near-name suggestions; ambiguous short names list the full names.
    /// </summary>
    public static class TypeLookup
    {
        public static Type Resolve(Type baseType, string name, string field)
        {
            if (string.IsNullOrEmpty(name))
            {
                throw ToolErrors.Invalid(field, "type name", "'" + field + "' is empty; give a type name such as \"Rigidbody\".");
            }

            var exact = new List<Type>();
            var loose = new List<Type>();
            var all = new List<string>();
            foreach (var type in Candidates(baseType))
            {
                all.Add(type.Name);
                if (type.FullName == name || type.AssemblyQualifiedName == name)
                {
                    return type;
                }

                if (type.Name == name)
                {
                    exact.Add(type);
                }
                else if (string.Equals(type.Name, name, StringComparison.OrdinalIgnoreCase) || string.Equals(type.FullName, name, StringComparison.OrdinalIgnoreCase))
                {
                    loose.Add(type);
                }
            }

            var found = exact.Count > 0 ? exact : loose;
            if (found.Count == 1)
            {
                return found[0];
            }

            if (found.Count > 1)
            {
                var names = new List<string>();
                foreach (var type in found)
                {
                    names.Add(type.FullName);
                }

                throw ToolErrors.AmbiguousMatch(field, "Several " + baseType.Name + " types are named '" + name + "': "
                    + ToolErrors.List(names, 10) + ". Pass the full name.", names);
            }

            var suggestions = NameMatcher.Suggest(name, all, 5);
            var hint = suggestions.Count > 0 ? " Did you mean: " + ToolErrors.List(suggestions, 5) + "?" : string.Empty;
            throw ToolErrors.Missing(field, "No " + baseType.Name + " type named '" + name + "'." + hint
                + " A script you just created becomes available after compile.");
        }

        /// <summary>Concrete, non-generic types deriving from <paramref name="baseType"/> (the base included).</summary>
        public static IEnumerable<Type> Candidates(Type baseType)
        {
            if (!baseType.IsAbstract)
            {
                yield return baseType;
            }

            foreach (var type in PlayHost.Current.TypesDerivedFrom(baseType))
            {
                if (!type.IsAbstract && !type.IsGenericTypeDefinition)
                {
                    yield return type;
                }
            }
        }
    }
}
