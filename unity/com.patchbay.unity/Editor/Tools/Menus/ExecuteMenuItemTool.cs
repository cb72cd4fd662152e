using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;

namespace Patchbay.Editor.Tools.Menus
{
    /// <summary>Blocked until the project allows menu items (allowMenuItems); a fixed block list refuses quitting and the like even then.</summary>
    [McpTool("execute_menu_item", "Run an editor menu item by path (quit and similar are refused).",
        Group = "menus", Destructive = true, Idempotent = false, Security = SecurityClass.MenuItems, Reloads = true)]
    public sealed class ExecuteMenuItemTool : McpTool<ExecuteMenuItemParams, string>
    {
        protected override Task<string> ExecuteAsync(ExecuteMenuItemParams parameters, ToolCallContext context)
        {
            var blocked = MenuCatalog.BlockedBy(parameters.Path);
            if (blocked != null)
            {
                throw new ToolException(ToolErrorKinds.SecurityBlocked,
                    "'" + parameters.Path + "' is on Patchbay's block list of menu items agents may not run (it would end or hand over the editor session). Ask the user to do it.",
                    new JObject { { "setting", null }, { "tool", "execute_menu_item" }, { "menuItem", parameters.Path } });
            }

            // A menu item may open or create a scene (File/New Scene, a project's own item), which leaves Prefab Mode: not
            // while Auto Save would then write the open prefab where Patchbay does not write.
            PrefabModeExit.RefuseIfAutoSaveWouldWriteOutside("execute_menu_item (a menu item may open or create a scene)");
            if (!EditorApplication.ExecuteMenuItem(parameters.Path))
            {
                var suggestions = NameMatcher.Suggest(parameters.Path, MenuCatalog.All(), 5);
                throw ToolErrors.Missing("path", "Unity found no menu item '" + parameters.Path + "' (or it is disabled now)."
                    + (suggestions.Count > 0 ? " Similar: " + ToolErrors.List(suggestions, 5) + "." : string.Empty) + " Use get_menu_items to list them.");
            }

            return Done(ToolJson.Text(new JObject { { "executed", parameters.Path } }));
        }
    }
}
