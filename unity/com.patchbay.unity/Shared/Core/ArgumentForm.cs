namespace Patchbay.Shared.Core
{
    /// <summary>
    /// What an argument accepts beyond its schema type. The schema keeps one plain type (every client,
    /// Gemini included, handles it), while the binder takes the other shapes agents naturally send: what our
    /// own results give back, and what Unity's Inspector or ToString shows.
    /// </summary>
    public enum ArgumentForm
    {
        /// <summary>Exactly the schema type.</summary>
        Exact,

        /// <summary>A string member that names an object: a JSON integer is taken as its decimal digits (results give ids as digit strings).</summary>
        Id,

        /// <summary>A string member that holds a value: any other JSON value is taken as its compact JSON text.</summary>
        AnyJson,

        /// <summary>A float[] member of 3 items: also {"x":…,"y":…,"z":…} or "x,y,z" text (Unity's "(x, y, z)" too).</summary>
        Vector3,
    }
}
