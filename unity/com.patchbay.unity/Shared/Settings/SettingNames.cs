namespace Patchbay.Shared.Settings
{
    /// <summary>Keys of PatchbaySettings.json. Error messages name these, so they are part of the user interface.</summary>
    public static class SettingNames
    {
        public const string Groups = "groups";
        public const string Tools = "tools";
        public const string AllowFileWrites = "allowFileWrites";
        public const string AllowTests = "allowTests";
        public const string AllowMenuItems = "allowMenuItems";
        public const string AllowProjectTools = "allowProjectTools";
        public const string AllowCodeExecution = "allowCodeExecution";
        public const string AllowPackageChanges = "allowPackageChanges";
        public const string AllowAnswerDialog = "allowAnswerDialog";
        public const string ConfirmTools = "confirmTools";
        public const string LinkEnabled = "linkEnabled";
        public const string HubUrl = "hubUrl";
        public const string HubToken = "hubToken";
        public const string HubBinaryPath = "hubBinaryPath";
        public const string HubDownloadUrl = "hubDownloadUrl";
        public const string AutoStartHub = "autoStartHub";
        public const string Alias = "alias";
    }
}
