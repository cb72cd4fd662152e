namespace Patchbay.Shared.Settings
{
    public enum SettingsLayer
    {
        /// <summary>ProjectSettings/PatchbaySettings.json, committed with the project.</summary>
        Project,
        /// <summary>UserSettings/PatchbaySettings.json, this machine only (Unity keeps UserSettings out of VCS).</summary>
        User,
    }
}
