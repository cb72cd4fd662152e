using System;
using System.Collections.Generic;
using System.Reflection;
using Patchbay.Shared.Core;

namespace Patchbay.Shared.Schema
{
    /// <summary>
    /// The members a parameter or result class exposes: public instance fields and public properties with a
    /// getter, in declaration order, minus <see cref="McpIgnoreAttribute"/>. Schema generation, argument
    /// binding and result serialization all go through here so the three can never disagree on names.
    /// </summary>
    public static class SchemaMembers
    {
        private static readonly Dictionary<Type, List<SchemaMember>> s_cache = new Dictionary<Type, List<SchemaMember>>();

        public static IList<SchemaMember> Of(Type type)
        {
            lock (s_cache)
            {
                List<SchemaMember> members;
                if (s_cache.TryGetValue(type, out members))
                {
                    return members;
                }

                members = new List<SchemaMember>();
                var fields = new List<FieldInfo>(type.GetFields(BindingFlags.Public | BindingFlags.Instance));
                fields.Sort((a, b) => a.MetadataToken.CompareTo(b.MetadataToken));
                foreach (var field in fields)
                {
                    if (!Attribute.IsDefined(field, typeof(McpIgnoreAttribute)))
                    {
                        members.Add(new SchemaMember(field));
                    }
                }

                var properties = new List<PropertyInfo>(type.GetProperties(BindingFlags.Public | BindingFlags.Instance));
                properties.Sort((a, b) => a.MetadataToken.CompareTo(b.MetadataToken));
                foreach (var property in properties)
                {
                    if (property.GetGetMethod() != null && property.GetIndexParameters().Length == 0
                        && !Attribute.IsDefined(property, typeof(McpIgnoreAttribute)))
                    {
                        members.Add(new SchemaMember(property));
                    }
                }

                s_cache[type] = members;
                return members;
            }
        }
    }
}
