#pragma once
// The CLI for people, scripts and agents that prefer a shell: status, stop, editors, call,
// doctor. Each talks to the running hub over its MCP endpoint, as a client would.
// Exit codes (docs/cli.md), for agents to branch on: 0 success, 1 a tool error (call) or a failed
// check (doctor), 2 usage (an unknown tool, flag or value), 3 no hub or no editor to reach,
// 4 several editors and nothing chose one (the message lists them and the --editor flag).

#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace patchbay::app {

// The exit codes, named once.
namespace exit_code {
inline constexpr int ok = 0;
inline constexpr int tool_error = 1;
inline constexpr int usage = 2;
inline constexpr int no_editor = 3;
inline constexpr int several_editors = 4;
}  // namespace exit_code

struct cli_request {
  std::string command;  // status, stop, editors, call, task, tools, doctor, dashboard
  std::string state_dir;
  bool json = false;
  std::string tool;
  // call: what follows the tool name (flags, key=value pairs, one JSON object), in order.
  std::vector<std::string> arguments;
  // call: the words after the tool's name as given (split_call_command_line), before the call's
  // own options among them are taken out into the fields below.
  std::vector<std::string> call_words;
  std::string editor;
  std::string project;  // call, tools: route to the editor of this project (as stdio --project)
  double timeout_s = 300;
  std::string usage_error;  // call: a flag of its own after the tool's that did not parse
  // call: words that look like this command's own options with their value but come right after
  // a tool parameter's flag (`--name --state-dir=/x`): a value is a value, so they went to
  // `arguments`; (the flag, the word). One that follows a boolean parameter (which takes no value)
  // is refused once the schema is known.
  std::vector<std::pair<std::string, std::string>> option_like_values;
  bool no_open = false;     // dashboard: print the link only
  bool detach = false;      // call: start the call as an MCP task and print its id
  std::string retry_id;     // call --retry: the call id of the call this one repeats
  std::string task_id;      // task: the task to show, wait for or cancel
  bool wait = false;        // task: wait until it ends and print its result as call does
  bool cancel = false;      // task: cancel it
  bool self_check = false;  // doctor --editor: run the editor's self-check (run_self_check)
};

// Declares status, stop, editors, call, tools, doctor and dashboard on `app`; the chosen one lands
// in `request`.
void add_cli_subcommands(CLI::App& app, cli_request& request);

// `patchbay call TOOL ...`: the command line cut after the tool's name. What follows the tool is
// the tool's (its parameters, and this command's own options among them), read by the call's own
// loop, never by CLI11 — which would take `--state-dir=/x` for its own option even as the value of
// the tool's `--name` (issue 44: a value is a value). Returns the words CLI11 parses (argv up to
// and including the tool's name) and stores the rest in `request.call_words`; any other command
// line is returned whole.
std::vector<std::string> split_call_command_line(int argc, char** argv, cli_request& request);
int run_cli(const cli_request& request);

// The tools of the running hub, one line a group ("- core: get_editor_state, compile, ..."), for
// the Agent Skill `patchbay setup` writes; empty when no hub answers or no editor has announced
// tools (the skill then has its built-in text). Never starts a hub.
std::string live_tool_summary(const std::string& state_dir);

}  // namespace patchbay::app
