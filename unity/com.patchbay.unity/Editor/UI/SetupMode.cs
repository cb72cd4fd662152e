namespace Patchbay.Editor.UI
{
    public enum SetupMode
    {
        /// <summary>`patchbay setup CLIENT`: add or update the "unity" entry.</summary>
        Configure,
        /// <summary>`--dry-run`: show the change, write nothing.</summary>
        Preview,
        /// <summary>`--remove`: take the entry out again.</summary>
        Remove,
    }
}
