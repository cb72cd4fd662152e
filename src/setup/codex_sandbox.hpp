#pragma once
// What Codex's sandbox needs so that Patchbay works from inside it (issue 33), and how
// `patchbay setup codex` grants it in config.toml and takes it back.
//
// The facts (Codex's documentation on sandboxing and permissions, checked against Codex 0.169.0
// in tests/clients/codex.test.mjs): Codex starts stdio MCP servers and opens HTTP MCP connections
// outside its sandbox, so on Linux and macOS the "unity" entry connects under every sandbox mode.
// The commands the model runs are sandboxed, and in the read-only and workspace-write modes they
// have no network at all — 127.0.0.1 included — unless `[sandbox_workspace_write] network_access =
// true` (workspace-write only; Codex has no loopback-only switch in these settings). Those
// commands are Patchbay's other face (`patchbay call`, the Agent Skill), and on Windows Codex's
// sandbox also covers the servers it starts. So setup sets that key, with a trailing comment that
// marks it as Patchbay's: `--remove` takes away only a key so marked, and never the user's own.
//
// What setup does not edit, and says so (the file is left as it was): a `network_access` the user
// set to false, [sandbox_workspace_write] written with dotted keys or as an inline table, and the
// permission profiles (`default_permissions`, [permissions.*]), which replace these settings.

#include "setup/edit_result.hpp"

#include <string>

namespace patchbay::setup {

// The comment that marks the key as Patchbay's.
inline constexpr const char* codex_sandbox_marker =
    "# added by patchbay setup: commands Codex runs can reach the Patchbay hub on 127.0.0.1";

struct sandbox_change {
  edit_result result;  // the file's text after the change (unchanged when nothing is needed)
  bool changed = false;
  std::string note;  // for people: what was done, or why nothing was
};

// Grants network to Codex's workspace-write sandbox in `text` (a config.toml that scans).
sandbox_change allow_codex_sandbox_network(const std::string& text);

// Takes back what allow_codex_sandbox_network added: the marked key, and its table when nothing
// else is left in it. Anything else stays.
sandbox_change withdraw_codex_sandbox_network(const std::string& text);

}  // namespace patchbay::setup
