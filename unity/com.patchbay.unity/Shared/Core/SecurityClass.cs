namespace Patchbay.Shared.Core
{
    /// <summary>What a tool can do that a project may want to forbid. Each class maps to one setting.</summary>
    public enum SecurityClass
    {
        /// <summary>Reads or changes editor state in ways any project accepts.</summary>
        None,
        /// <summary>Writes files (always confined to Assets/).</summary>
        FileWrite,
        /// <summary>Runs the project's tests.</summary>
        Tests,
        /// <summary>Executes arbitrary menu items.</summary>
        MenuItems,
        /// <summary>Compiles or runs code the agent wrote.</summary>
        CodeExecution,
        /// <summary>Adds or removes UPM packages (changes Packages/manifest.json, reloads the domain).</summary>
        PackageChanges,
    }
}
