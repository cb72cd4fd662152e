using System;
using System.Collections.Generic;
using Patchbay.Shared.Core;

namespace Patchbay.Engine.CommonTools.Shared
{
    /// <summary>
    /// The classes a [SerializeReference] field can hold, as Unity requires them (UnityCsReference 2021.3.0f1 /
    /// 6000.5.2f1 Editor/Mono/SerializedProperty.bindings.cs, managedReferenceValue): [Serializable], not abstract or
    /// generic, not a UnityEngine.Object, assignable to the field's type. Shared by the editor's
    /// ManagedReferenceValues and the player's ReflectedValues, so both take the same type names and list the same
    /// fitting types when one does not fit.
    /// </summary>
    public static class ManagedTypes
    {
        public const string Shape = "{\"type\":\"Namespace.Type\", …fields} or null";

        public static bool Fits(Type type)
        {
            return type.IsClass && !type.IsAbstract && !type.IsGenericTypeDefinition && !typeof(UnityEngine.Object).IsAssignableFrom(type)
                && type.IsDefined(typeof(SerializableAttribute), false);
        }

        /// <summary>"types that fit IAbility: Game.Fireball, Game.Heal", for error messages.</summary>
        public static string Fitting(Type baseType)
        {
            var names = new List<string>();
            foreach (var type in TypeLookup.Candidates(baseType))
            {
                if (Fits(type))
                {
                    names.Add(type.FullName);
                }
            }

            return names.Count == 0 ? "no loaded type fits " + baseType.FullName : "types that fit " + baseType.Name + ": " + ToolErrors.List(names, 12);
        }

        /// <summary>The type <paramref name="name"/> names among those deriving from <paramref name="baseType"/>; FormatException naming the ones that fit otherwise.</summary>
        public static Type Resolve(Type baseType, string name, string field)
        {
            if (string.IsNullOrEmpty(name))
            {
                throw new FormatException("\"type\" must be a class name (" + Fitting(baseType) + ")");
            }

            Type type;
            try
            {
                type = TypeLookup.Resolve(baseType, name, field + ".type");
            }
            catch (ToolException e)
            {
                throw new FormatException(e.Message + " (" + Fitting(baseType) + ")");
            }

            if (!Fits(type))
            {
                throw new FormatException(type.FullName + " cannot be held by a [SerializeReference] field: Unity needs a [Serializable], "
                    + "non-abstract class that is not a UnityEngine.Object (" + Fitting(baseType) + ")");
            }

            return type;
        }

        /// <summary>A new instance as Unity's serializer makes one: by the parameterless constructor, else without a constructor.</summary>
        public static object NewInstance(Type type)
        {
            try
            {
                return Activator.CreateInstance(type, true);
            }
            catch (MissingMethodException)
            {
                return System.Runtime.Serialization.FormatterServices.GetUninitializedObject(type);
            }
        }
    }
}
