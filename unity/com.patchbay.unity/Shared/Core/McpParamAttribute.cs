using System;

namespace Patchbay.Shared.Core
{
    /// <summary>
    /// Describes a member of a tool's parameter or result class for the generated JSON Schema. Defaults come
    /// from the member's initial value in a fresh instance; numeric and length bounds are checked before the
    /// tool runs.
    /// </summary>
    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Property, Inherited = true, AllowMultiple = false)]
    public sealed class McpParamAttribute : Attribute
    {
        public McpParamAttribute(string description)
        {
            Description = description;
            Minimum = double.NaN;
            Maximum = double.NaN;
            MinLength = -1;
            MaxLength = -1;
        }

        public string Description { get; private set; }

        public bool Required { get; set; }

        /// <summary>Inclusive lower bound for numbers; NaN = none.</summary>
        public double Minimum { get; set; }

        /// <summary>Inclusive upper bound for numbers; NaN = none.</summary>
        public double Maximum { get; set; }

        /// <summary>Minimum string length or array item count; -1 = none.</summary>
        public int MinLength { get; set; }

        /// <summary>Maximum string length or array item count; -1 = none.</summary>
        public int MaxLength { get; set; }

        /// <summary>Shapes accepted beyond the schema type (ids as numbers, any JSON as a value, vectors as objects or text).</summary>
        public ArgumentForm Form { get; set; }
    }
}
