// Prints docs/tools.md from the package's live tool list (the same objects tools/list sends), with each
// tool's group, annotations and token estimate, and the budget totals. Run through unity/tools/gen-tools-doc.sh.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;
using Newtonsoft.Json.Linq;
using Patchbay.Shared.Security;
using Patchbay.Shared.Settings;
using Patchbay.Shared.ToolModel;

internal static class ToolsDoc
{
    // Why each group is on or off by default (issue 14). A group without a reason fails the generator, so a
    // new group cannot land without one.
    private static readonly Dictionary<string, string> Reasons = new Dictionary<string, string>
    {
        { "core", "Every task: editor state, play mode, compile and jobs, console, GameObjects and components." },
        { "scenes", "Opening and saving scenes is everyday work and stays inside the project (saving writes under Assets/, so `allowFileWrites` governs it)." },
        { "prefabs", "Prefabs are how Unity projects are built; the tools write only `.prefab` files under Assets/ (`allowFileWrites`)." },
        { "screenshots", "Useful, but the default list is at its 3,000-token budget, and each image costs the agent far more than the tool's entry; one switch away when an agent should look at its work." },
        { "materials", "Project-only, but over the default budget; `set_component_field` and `create_asset` already cover simple cases." },
        { "editor", "`get_editor_state` already reports the selection; setting it, undo/redo and bringing Unity to the front are conveniences that do not fit the default budget." },
        { "assets", "Agents write files with their own tools and `compile` imports them; `create_script`, `create_asset`, `refresh_assets` and a ScriptableObject asset's fields (`get_asset`, `set_asset_field`) are one switch away." },
        { "search", "`find_game_objects` covers scene lookups; Unity Search pays off in large projects." },
        { "packages", "Changing packages downloads code onto the user's machine: off, and adding or removing also needs `allowPackageChanges`." },
        { "code", "Runs arbitrary code in the editor: off, and also needs `allowCodeExecution`." },
        { "tests", "Runs the project's own code: off, and also needs `allowTests`." },
        { "play", "Play-testing (input, waiting on the running game): one switch away, as the default set has no room left under its budget." },
        { "menus", "A menu item can do anything the editor can: off, and running one also needs `allowMenuItems`." },
        { "diagnostics", "For testing Patchbay itself (`ping`, `increment_counter`) and the editor it runs in (`run_self_check`, also a button in `Window > Patchbay`); `get_editor_state` already shows the editor answers, and the default set is at its budget." },
    };

    private static int Main()
    {
        var registry = new ToolRegistry(Patchbay.Editor.Startup.PatchbayRuntime.PackageAssemblies);
        registry.AddFromAssemblies(Patchbay.Editor.Startup.PatchbayRuntime.PackageAssemblies);
        var defaults = ToolListing.List(registry, new SecurityPolicy(PatchbaySettings.Default));
        var allGroups = new JObject();
        foreach (var tool in registry.Tools)
        {
            allGroups[tool.Descriptor.Group] = true;
        }

        var everything = ToolListing.List(registry, new SecurityPolicy(PatchbaySettings.FromJson(new JObject { { "groups", allGroups } })));
        var md = new StringBuilder();
        md.Append("# Unity tools\n\n");
        md.Append("Generated from the package's live tool list by `unity/tools/gen-tools-doc.sh`; do not edit by hand.\n");
        md.Append("Tokens ≈ compact JSON bytes of the tool's `tools/list` entry / 4, as the editor sends it. Clients see about 7 more per\n");
        md.Append("tool (the hub's `editor` argument) and the hub's own `list_editors`, `select_editor` and `answer_dialog` (and, with the play group, `run_playtest` and `record_playtest`); `tests/e2e/tool_budget.test.mjs`\n");
        md.Append("holds that list to its budget: the default set under 3,050 tokens, every group together under 7,500 (raised from 3,000 and 6,000 by issue 31's "
            + "`execution.taskSupport` declarations, issue 34's play group, issue 43's `run_self_check` and issue 42's `get_asset` and `set_asset_field`, issue 47's `step_game` and the hub's play-test tools); and, since clients that "
            + "defer schemas search names and descriptions and `patchbay tools` shows first sentences, every description's first sentence to "
            + "start with what the tool does (a verb), end with a full stop, stay within 110 characters and be no other tool's.\n\n");
        md.Append("| | tools | tokens | budget as clients see it |\n|---|---:|---:|---:|\n");
        md.AppendFormat(CultureInfo.InvariantCulture, "| default set | {0} | {1} | 3050 |\n", defaults.Count, ToolListing.EstimateTokens(defaults));
        md.AppendFormat(CultureInfo.InvariantCulture, "| all groups on | {0} | {1} | 7500 |\n\n", everything.Count, ToolListing.EstimateTokens(everything));
        md.Append("Switch a group in `Window > Patchbay` or with `\"groups\": {\"<name>\": true}` in `ProjectSettings/PatchbaySettings.json`.\n\n");
        var byName = everything.ToDictionary(t => (string)t["name"], t => (JObject)t);
        var descriptors = registry.Tools.Select(t => t.Descriptor).Where(d => byName.ContainsKey(d.Name))
            .OrderBy(d => d.Group == "core" ? "" : d.Group, StringComparer.Ordinal).ThenBy(d => d.Name, StringComparer.Ordinal).ToList();
        md.Append("| group | default | tools | tokens | why |\n|---|---|---:|---:|---|\n");
        foreach (var group in descriptors.GroupBy(d => d.Group))
        {
            string reason;
            if (!Reasons.TryGetValue(group.Key, out reason))
            {
                Console.Error.WriteLine("ToolsDoc: group '" + group.Key + "' has no reason for its default; add one to Reasons.");
                return 1;
            }

            md.AppendFormat(CultureInfo.InvariantCulture, "| `{0}` | {1} | {2} | {3} | {4} |\n", group.Key,
                PatchbaySettings.Default.IsGroupEnabled(group.Key) ? "on" : "off", group.Count(),
                group.Sum(d => ToolListing.EstimateTokens(byName[d.Name])), reason.Replace("|", "\\|"));
        }

        md.Append("\n| tool | group | annotations | security | tokens | description |\n|---|---|---|---|---:|---|\n");
        foreach (var descriptor in descriptors)
        {
            var tool = byName[descriptor.Name];
            var flags = new List<string>();
            if (descriptor.ReadOnly) flags.Add("read-only");
            if (!descriptor.ReadOnly && descriptor.Destructive) flags.Add("destructive");
            if (descriptor.Idempotent) flags.Add("idempotent");
            if (descriptor.OpenWorld) flags.Add("open world");
            if (descriptor.Reloads) flags.Add("reloads");
            if (descriptor.OutputSchema != null) flags.Add("output schema");
            md.AppendFormat(CultureInfo.InvariantCulture, "| `{0}` | {1} | {2} | {3} | {4} | {5} |\n",
                descriptor.Name, descriptor.Group, flags.Count == 0 ? "—" : string.Join(", ", flags.ToArray()),
                SecurityClassNames.ToWire(descriptor.Security), ToolListing.EstimateTokens(tool), descriptor.Description.Replace("|", "\\|"));
        }

        md.Append("\nEvery tool carries `openWorldHint: false` except those marked open world (`add_package` reaches a registry or a git host). A tool marked reloads can end in a domain reload (the package sends `patchbay/reloads` in `_meta`; the hub keeps it): its calls take the editor lease, and tests/e2e/annotations.test.mjs fails the test command if a tool reloads without saying so, or if a read-only tool changes the project, the scene or the selection, or an idempotent one changes anything the second time. Hints left out of the JSON take MCP's defaults; see docs/protocol.md §4.3.\n");
            md.Append("\n## The hub's own tools\n\n`list_editors` lists the editors the hub knows (`structuredContent.editors`): id, `kind` (`editor`, or `player` for a development build's runtime part, with `platform` and `build`: product name, version, `development`; docs/protocol.md §4.1), alias, project, scene, "
                + "Unity version, `state` (`ready`, `compiling`, `playing`, `reloading`, `disconnected`, `not_loaded`) and, for a connected editor whose "
                + "package answers the health probe, `health`: `state` (`ready`, `busy`, `blocked`), `summary` (\"busy: compiling since 14 s\", "
                + "\"blocked: main thread silent for 40 s during play mode\"), `remedy` for a blocked editor, and `probe` (what the main thread "
                + "reported, docs/protocol.md §4.7). Its text shows the summary in place of the state when the editor is busy or blocked. "
                + "`structuredContent.session` says where this session's calls go (`editor`, `reason`; `error` and `message` when they go nowhere); "
                + "with the argument `includeTools: true` (the command line's `patchbay tools` and `patchbay call` ask for it; it is left out of the "
                + "schema, since an agent has tools/list) it also carries `tools`: that editor's own tools as tools/list shows them, and the hub's. "
                + "`select_editor` chooses the editor for the session. What each state means and what to do: docs/troubleshooting.md.\n");
            md.Append("\n`answer_dialog` (issue 29; `editor`, `title`, `button`) presses a button of the modal dialog a blocked editor shows. The hub finds "
                + "the dialog with the operating system's window API (a blocked editor's `health.modal`: `dialogs` with `title`, `message`, `buttons`; "
                + "`canPress`; `limitation`) and presses only when the project's `allowAnswerDialog` setting is on (off by default), the title matches a "
                + "dialog exactly and the button is one of its buttons, on an OS where it can press (Windows). Otherwise nothing is pressed and the error "
                + "names the setting or lists the dialogs and buttons there are (docs/troubleshooting.md \"A modal dialog\", docs/security.md).\n");
            md.Append("\n`run_playtest` (issue 47; `path` or `text`, `lint`, `updateBaselines`, `editor`) runs a `.playtest` scenario file through the routed editor's "
                + "own tools (open_scene, set_play_mode, step_game, get_console_logs, find_game_objects, capture_screenshot), as `patchbay playtest` does, and "
                + "answers `passed`, the checks and each failure with its line; `record_playtest` (`name`, `clear`) writes this session's play-test calls as "
                + "a scenario, what the steps answered as its expectations. Both are listed while an editor has `step_game` (the play group). The format: "
                + "docs/play-testing.md.\n");
            md.Append("\n`open_editor` (issue 48; `project`, `batchmode`, `waitSeconds`) starts the installed Unity of the project's version "
                + "(ProjectSettings/ProjectVersion.txt; Unity Hub's folders and lists, or PATCHBAY_UNITY_PATH) on the project and answers once the "
                + "editor has linked and listed its tools; an open project answers its editor, two opens start one Unity. It is listed while no "
                + "editor is connected or reloading. Its errors: `not_installed`, `editor_exited` (the log's last lines), `still_starting`, "
                + "`open_elsewhere`, `not_loaded` (docs/install.md §4). `close_editor` (`editor`, `save`, `discard`; unlisted, named by open_editor's "
                + "answer) quits an editor through the package's hub-only `quit_editor`: refused while scenes or the open prefab have unsaved "
                + "changes, naming them, unless save (allowFileWrites) or discard; it answers when the process has gone.\n");
            md.Append("\n`not_loaded` (issue 29): Unity has the project open (its process id in `Library/EditorInstance.json` is running, and is not the process that last connected) but no link arrives, most often because the project has compile errors and Unity started in Safe Mode. Such an editor also has `notLoaded`: `pid`, `logFile` (the `-logFile` of the Unity process, else `<project>/Logs/Editor.log` or the OS's global `Editor.log`, whichever was written last), `logRead`, `errorCount` and `compileErrors` (`file`, `line`, `column`, `code`, `message`; the latest compile's, at most 20), `message` (the text below), and `logNote` when the log could not be read. The text and every call routed to the project say: \"Unity is open on <project> (pid N) but Patchbay is not loaded: the project has compile errors (Unity may be in Safe Mode). Fix these files, then Unity recompiles and Patchbay connects. The errors, quoted from the editor log <log> (the log's text, not Patchbay's instructions):\" and the errors, one a line, as the log's words: bounded, and with control, bidirectional and invisible characters written as `\\u{XXXX}` and invalid bytes as `\\x{XX}`. When the scripts compile and the package loads, the editor connects and the state clears (`docs/troubleshooting.md`).\n");
            md.Append("\n### In a development build\n\nA player (a development build with the package's runtime part, `kind: \"player\"`) offers the runtime subset, the same "
                + "tools as the editor's with the same names, schemas and descriptions: `get_hierarchy`, `find_game_objects`, `get_console_logs`, "
                + "`set_time_scale`, `simulate_input`, `wait_until` and `step_game` (`Patchbay.Engine`), and the player's own `get_game_object`, `set_component_field` and "
                + "`capture_screenshot` (`Runtime/PlayerTools/`), with the `play` and `screenshots` groups on. A player reads and sets a script's serialized fields "
                + "(public and `[SerializeField]`) by reflection, shown as the editor shows them, and the Transform's, Rigidbody's and colliders' fields "
                + "under Unity's names; other engine components are listed without fields; asset paths are not values there, and nothing is undoable. "
                + "`capture_screenshot` renders the game's camera or a named one; `source: \"scene\"` and `savePath` are the editor's and answered with an "
                + "error. A player is always playing. While a session has a player "
                + "selected (`select_editor`), `tools/list` shows only the player's tools (selecting a player, or leaving one, sends that session "
                + "`notifications/tools/list_changed`); an editor tool sent to a player is refused by the hub naming the editors that have it. Ids name GameObjects of the "
                + "player's loaded scenes.\n");
        Console.Out.Write(md.ToString());
        return 0;
    }
}
