#pragma once
// The one text that teaches an agent how to work with Patchbay, served as `instructions` in the
// initialize result (MCP 2025-11-25) and in the server/discover result (2026-07-28). Clients that
// defer tool schemas (Claude Code loads only tool names and these instructions at start) know the
// working loop, the routing rules and the editor states from this alone, so it carries the facts
// an agent acts on and nothing else. Budget: under 400 tokens (about 4 characters a token);
// tests/unit/hub/server_instructions_test.cpp holds it there. The Agent Skill that
// `patchbay setup` installs teaches the same loop with `patchbay call` commands
// (src/setup/agent_skill.cpp).

#include <cstddef>
#include <string_view>

namespace patchbay::hub {

inline constexpr std::string_view server_instructions =
    "Patchbay connects you to running Unity Editors. Work in a loop: orient with "
    "get_editor_state (play mode, compiling, scene, console errors); act with the editor tools; "
    "after changing scripts call compile, then get_console_logs; verify by reading back "
    "(get_game_object, get_hierarchy, find_game_objects).\n"
    "Routing: a call goes to its `editor` argument (id, alias or project name from list_editors; "
    "several separated by commas, or \"*\" for all), else the editor chosen with select_editor, "
    "else the editor whose project holds your working directory, else the only connected "
    "editor. With several editors and none of these the call fails and lists them: pass `editor` "
    "or call select_editor.\n"
    "Editor states (list_editors): reloading or compiling: calls are held and run once when the "
    "editor is back; do not repeat them. busy: another agent's compile, test run or play mode "
    "holds the editor; retry after retryAfterMs. blocked: the main thread is stuck; follow the "
    "remedy (a modal dialog: health.modal lists it; answer_dialog if the project allows it, else "
    "ask the user). not_loaded: Unity is open but Patchbay did not load, usually compile errors "
    "(Safe Mode): fix the listed files and the editor connects. disconnected: the editor is "
    "closed.\n"
    "A result with a job id is still running: get_job waits for it. A security_blocked error "
    "names the setting that allows the tool: ask the user.";

// The budget above, in characters (400 tokens at about 4 characters each).
inline constexpr std::size_t server_instructions_budget_chars = 400 * 4;

}  // namespace patchbay::hub
