using System;
using System.Reflection;
using Patchbay.Shared.Core;

namespace Patchbay.Shared.Schema
{
    /// <summary>One public field or property of a parameter or result class, as the schema sees it.</summary>
    public sealed class SchemaMember
    {
        private readonly FieldInfo _field;
        private readonly PropertyInfo _property;

        public SchemaMember(FieldInfo field)
        {
            _field = field;
            ClrName = field.Name;
            Type = field.FieldType;
            Param = (McpParamAttribute)Attribute.GetCustomAttribute(field, typeof(McpParamAttribute));
            Name = JsonNaming.ToCamelCase(field.Name);
        }

        public SchemaMember(PropertyInfo property)
        {
            _property = property;
            ClrName = property.Name;
            Type = property.PropertyType;
            Param = (McpParamAttribute)Attribute.GetCustomAttribute(property, typeof(McpParamAttribute));
            Name = JsonNaming.ToCamelCase(property.Name);
        }

        /// <summary>Name on the wire.</summary>
        public string Name { get; private set; }

        public string ClrName { get; private set; }

        public Type Type { get; private set; }

        /// <summary>May be null when the member has no <see cref="McpParamAttribute"/>.</summary>
        public McpParamAttribute Param { get; private set; }

        public bool CanWrite
        {
            get { return _field != null ? !_field.IsInitOnly : _property.CanWrite && _property.GetSetMethod() != null; }
        }

        public bool IsRequired
        {
            get { return Param != null && Param.Required; }
        }

        public object GetValue(object instance)
        {
            return _field != null ? _field.GetValue(instance) : _property.GetValue(instance, null);
        }

        public void SetValue(object instance, object value)
        {
            if (_field != null)
            {
                _field.SetValue(instance, value);
            }
            else
            {
                _property.SetValue(instance, value, null);
            }
        }
    }
}
