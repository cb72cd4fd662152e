#pragma once
// The CLI for people, scripts and agents that prefer a shell: status, stop, editors, call,
// doctor. Each talks to the running hub over its MCP endpoint, as a client would.
// Exit codes: 0 success, 1 a tool error (call) or a failed check (doctor), 2 usage or connection
// errors.

#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace patchbay::app {

struct cli_request {
  std::string command;  // status, stop, editors, call, doctor, dashboard
  std::string state_dir;
  bool json = false;
  std::string tool;
  std::vector<std::string> arguments;  // JSON object, or key=value pairs
  std::string editor;
  double timeout_s = 300;
  bool no_open = false;  // dashboard: print the link only
};

// Declares status, stop, editors, call, doctor and dashboard on `app`; the chosen one lands in
// `request`.
void add_cli_subcommands(CLI::App& app, cli_request& request);
int run_cli(const cli_request& request);

}  // namespace patchbay::app
