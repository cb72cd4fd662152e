using Patchbay.Shared.Core;
using Patchbay.Shared.Settings;
using Patchbay.Shared.ToolModel;

namespace Patchbay.Shared.Security
{
    /// <summary>
    /// Decides from the settings whether a tool is listed and whether a call may run. The order of checks is
    /// the order a user thinks in: an explicit per-tool switch first, then the tool's group, then what the
    /// tool can do (its security class), then where it comes from (project-defined tools). Every refusal
    /// names the one setting that would allow the call, so an agent can tell its user exactly what to change.
    /// </summary>
    public sealed class SecurityPolicy
    {
        // Where the settings live (SettingsStore): the project's file, shared with the team, and the machine's own.
        private static readonly string WhereToChange = "A user can allow it in ProjectSettings/" + SettingsStore.FileName
            + " (the team's) or UserSettings/" + SettingsStore.FileName + " (this machine only), or in the editor's Window > Patchbay; "
            + "the editor picks the change up by itself";

        private readonly PatchbaySettings _settings;

        public SecurityPolicy(PatchbaySettings settings)
        {
            _settings = settings;
        }

        public PatchbaySettings Settings
        {
            get { return _settings; }
        }

        /// <summary>Whether tools/list shows the tool (switched-off tools and groups are hidden).</summary>
        public bool IsListed(ToolDescriptor tool)
        {
            if (tool.HubOnly)
            {
                return false;
            }

            var toolSwitch = _settings.ToolSwitch(tool.Name);
            return toolSwitch.HasValue ? toolSwitch.Value : _settings.IsGroupEnabled(tool.Group);
        }

        public SecurityDecision Check(ToolDescriptor tool)
        {
            var toolSwitch = _settings.ToolSwitch(tool.Name);
            if (toolSwitch.HasValue && !toolSwitch.Value)
            {
                return Blocked(SettingNames.Tools + "." + tool.Name, "the tool '" + tool.Name + "' is switched off for this project");
            }

            if (!toolSwitch.HasValue && !tool.HubOnly && !_settings.IsGroupEnabled(tool.Group))
            {
                return Blocked(SettingNames.Groups + "." + tool.Group, "the tool group '" + tool.Group + "' is switched off for this project");
            }

            var byClass = CheckClass(tool.Security);
            if (!byClass.Allowed)
            {
                return byClass;
            }

            if (tool.IsProjectDefined && !_settings.AllowProjectTools)
            {
                return Blocked(SettingNames.AllowProjectTools, "tools defined by the project (not by Patchbay) are off until the project allows them");
            }

            return SecurityDecision.Allow;
        }

        /// <summary>Whether the settings allow what a security class does; for a tool that does it only with some arguments.</summary>
        public SecurityDecision CheckClass(SecurityClass security)
        {
            switch (security)
            {
                case SecurityClass.FileWrite:
                    if (!_settings.AllowFileWrites) return Blocked(SettingNames.AllowFileWrites, "writing files is off for this project");
                    break;
                case SecurityClass.Tests:
                    if (!_settings.AllowTests) return Blocked(SettingNames.AllowTests, "running tests is off for this project");
                    break;
                case SecurityClass.MenuItems:
                    if (!_settings.AllowMenuItems) return Blocked(SettingNames.AllowMenuItems, "executing menu items is off for this project");
                    break;
                case SecurityClass.CodeExecution:
                    if (!_settings.AllowCodeExecution) return Blocked(SettingNames.AllowCodeExecution, "running agent-written code is off for this project");
                    break;
                case SecurityClass.PackageChanges:
                    if (!_settings.AllowPackageChanges) return Blocked(SettingNames.AllowPackageChanges, "adding and removing packages is off for this project");
                    break;
            }

            return SecurityDecision.Allow;
        }

        private static SecurityDecision Blocked(string setting, string reason)
        {
            return SecurityDecision.Block(setting,
                "Blocked by Patchbay security settings: " + reason + ". Setting '" + setting + "'. " + WhereToChange + ".");
        }
    }
}
