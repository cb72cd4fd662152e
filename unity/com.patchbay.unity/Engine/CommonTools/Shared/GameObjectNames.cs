using Patchbay.Shared.Security;

namespace Patchbay.Engine.CommonTools.Shared
{
    /// <summary>
    /// The rule for a game object name an agent gives: shown in the Hierarchy and written into scene and
    /// prefab files, it must show as what it is (<see cref="NameRules.DisplayError"/>) and stay short enough
    /// for every result that repeats it (a path, a hierarchy listing) to fit. Checked before an object is
    /// created or renamed, so a refused name changes nothing. (Not a maxLength in the schemas: the default
    /// tool list is at its token budget, and the error says the limit.)
    /// </summary>
    public static class GameObjectNames
    {
        /// <summary>At most this many UTF-16 characters (Unity sets no limit; this keeps results far below theirs).</summary>
        public const int MaxLength = 1024;

        public static void Check(string name, string field)
        {
            if (name == null)
            {
                return;
            }

            if (name.Length > MaxLength)
            {
                throw ToolErrors.Invalid(field, "at most " + MaxLength + " characters",
                    "Argument '" + field + "': a game object name has at most " + MaxLength + " characters; got " + name.Length + ". Nothing was created or renamed.");
            }

            var problem = NameRules.DisplayError(name, "a game object name");
            if (problem != null)
            {
                throw ToolErrors.Invalid(field, "a name without control, bidirectional or invisible characters", "Argument '" + field + "': " + problem);
            }
        }
    }
}
