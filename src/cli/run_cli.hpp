#pragma once
// The CLI for people, scripts and agents that prefer a shell: status, stop, editors, call, task,
// tools, doctor, dashboard (docs/cli.md). Each talks to the running hub over its MCP endpoint, as a
// client would. The command line is read by cli/cli_parser.hpp; each subcommand is one file
// (cli/subcommands.hpp).

#include "cli/cli_request.hpp"

#include <string>

namespace patchbay::cli {

// Runs the request's subcommand; the process exit code (cli/cli_request.hpp's exit_code).
int run_cli(const cli_request& request);

// The tools of the running hub, one line a group ("- core: get_editor_state, compile, ..."), for
// the Agent Skill `patchbay setup` writes; empty when no hub answers or no editor has announced
// tools (the skill then has its built-in text). Never starts a hub.
std::string live_tool_summary(const std::string& state_dir);

}  // namespace patchbay::cli
