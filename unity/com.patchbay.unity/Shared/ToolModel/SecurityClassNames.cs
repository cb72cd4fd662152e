using Patchbay.Shared.Core;

namespace Patchbay.Shared.ToolModel
{
    /// <summary>Wire names of <see cref="SecurityClass"/> (docs/protocol.md §4.3).</summary>
    public static class SecurityClassNames
    {
        public static string ToWire(SecurityClass value)
        {
            switch (value)
            {
                case SecurityClass.FileWrite: return "file_write";
                case SecurityClass.Tests: return "tests";
                case SecurityClass.MenuItems: return "menu_items";
                case SecurityClass.CodeExecution: return "code_execution";
                case SecurityClass.PackageChanges: return "package_changes";
                default: return "none";
            }
        }
    }
}
