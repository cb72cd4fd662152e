#pragma once
// The command line of the CLI's subcommands: CLI11 declarations for status, stop, editors, call,
// task, tools, doctor and dashboard, and `patchbay call`'s own reading of what follows the tool's
// name. Pure (no hub, no I/O): unit tested in tests/unit/cli/cli_parser_test.cpp.

#include "cli/cli_request.hpp"

#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace patchbay::cli {

// Declares the subcommands on `app`; the chosen one lands in `request`.
void add_cli_subcommands(CLI::App& app, cli_request& request);

// `patchbay call TOOL ...`: the command line cut after the tool's name. What follows the tool is
// the tool's (its parameters, and this command's own options among them), read by
// read_call_words, never by CLI11 — which would take `--state-dir=/x` for its own option even as
// the value of the tool's `--name` (issue 44: a value is a value). Returns the words CLI11 parses
// (argv up to and including the tool's name) and stores the rest in `request.call_words`; any
// other command line is returned whole.
std::vector<std::string> split_call_command_line(int argc, char** argv, cli_request& request);

// `request.call_words` read in order: this command's own options among them (--json, --detach,
// --editor, --project, --state-dir, --retry, --timeout) set their fields; every other word is the
// tool's (`arguments`). A bad option of its own sets `usage_error`. Called by `call`'s callback.
void read_call_words(cli_request& request);

}  // namespace patchbay::cli
