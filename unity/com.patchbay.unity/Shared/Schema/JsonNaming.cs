using System.Text;

namespace Patchbay.Shared.Schema
{
    /// <summary>C# member names to the camelCase names used on the wire ("ProjectPath" → "projectPath",
    /// "URLPath" → "urlPath", "ID" → "id").</summary>
    public static class JsonNaming
    {
        public static string ToCamelCase(string name)
        {
            if (string.IsNullOrEmpty(name) || !char.IsUpper(name[0]))
            {
                return name;
            }

            var builder = new StringBuilder(name);
            for (var i = 0; i < builder.Length && char.IsUpper(builder[i]); i++)
            {
                // Keep the last capital of an acronym when a lowercase letter follows: it starts the next word.
                var nextIsLower = i + 1 < builder.Length && char.IsLower(builder[i + 1]);
                if (i > 0 && nextIsLower)
                {
                    break;
                }

                builder[i] = char.ToLowerInvariant(builder[i]);
            }

            return builder.ToString();
        }
    }
}
