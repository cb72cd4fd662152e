#pragma once
// What one `patchbay status|stop|editors|call|task|tools|playtest|open|doctor|dashboard` command
// line asks for (cli_parser fills it, run_cli carries it out), and the exit codes those commands
// end with. Exit codes (docs/cli.md), for agents to branch on: 0 success, 1 a tool error (call) or
// a failed check (doctor), 2 usage (an unknown tool, flag or value), 3 no hub or no editor to
// reach, 4 several editors and nothing chose one (the message lists them and the --editor flag).

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace patchbay::cli {

// The exit codes, named once.
namespace exit_code {
inline constexpr int ok = 0;
inline constexpr int tool_error = 1;
inline constexpr int usage = 2;
inline constexpr int no_editor = 3;
inline constexpr int several_editors = 4;
inline constexpr int interrupted = 130;  // Ctrl-C during `patchbay call` (the call was cancelled)
}  // namespace exit_code

// The exit code of a tool result that is an error of the kind `_meta["patchbay/error"].patchbay`
// names (mcp/patchbay_names.hpp): a refused route is 3 (no editor, an unknown editor) or 4 (several
// and nothing chose one); any other kind, or none, is the tool's own error (1).
int exit_code_for_error_kind(std::string_view kind);

struct cli_request {
  std::string
      command;  // status, stop, editors, call, task, tools, playtest, open, doctor, dashboard
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
  bool no_open = false;            // dashboard: print the link only
  bool detach = false;             // call: start the call as an MCP task and print its id
  std::string retry_id;            // call --retry: the call id of the call this one repeats
  std::string task_id;             // task: the task to show, wait for or cancel
  bool wait = false;               // task: wait until it ends and print its result as call does
  bool cancel = false;             // task: cancel it
  bool self_check = false;         // doctor --editor: run the editor's self-check (run_self_check)
  std::vector<std::string> files;  // playtest: the scenario files
  bool lint = false;               // playtest: check the files only
  bool update_baselines = false;   // playtest: image expectations write their baselines
  std::string junit;               // playtest: where to write JUnit XML
  bool batchmode = false;          // open: Unity without a window (-batchmode -nographics)
  long long wait_s = 0;            // open: seconds to wait for the link (0: the hub's 600)
  long long exit_when_idle = 0;    // open: batch mode: quit after this many seconds without a call
  bool save = false;               // close: save unsaved scenes first
  bool discard = false;            // close: quit without them
};

}  // namespace patchbay::cli
