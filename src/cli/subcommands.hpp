#pragma once
// The CLI's subcommands, one `command` each, each defined in its own <name>_command.cpp
// (docs/cli.md says what each prints and exits with).

#include "cli/command.hpp"

namespace patchbay::cli {

// `patchbay status`: is the hub running, where, which version, how many editors (exit 1: none).
struct status_command final : command {
  using command::command;
  boost::asio::awaitable<void> run() override;
};

// `patchbay stop`: asks the hub to shut down and waits until its process is gone.
struct stop_command final : command {
  using command::command;
  boost::asio::awaitable<void> run() override;
};

// `patchbay editors`: the editors the hub knows, their state, scene, health and lease.
struct editors_command final : command {
  using command::command;
  boost::asio::awaitable<void> run() override;
};

// `patchbay call TOOL ...` (and `doctor --editor`, a call of run_self_check): the arguments
// checked against the routed editor's schema, progress drawn, Ctrl-C cancelling the call in the
// editor; `--detach` starts it as a task instead.
struct call_command final : command {
  using command::command;
  boost::asio::awaitable<void> run() override;

 private:
  boost::asio::awaitable<void> call();
  // The call as a task of the 2026-07-28 tasks extension (no session, so `patchbay task ID`
  // reaches it from any later process); prints the task id.
  boost::asio::awaitable<void> detach(cli_session& session, const boost::json::object* tool,
                                      boost::json::object args);
};

// `patchbay task ID [--wait | --cancel]`: a task `patchbay call --detach` started (tasks/get,
// tasks/cancel of the 2026-07-28 tasks extension).
struct task_command final : command {
  using command::command;
  boost::asio::awaitable<void> run() override;

 private:
  // A tasks/* answer with a result; else says why (an unknown task: exit 2) and returns false.
  bool answered(const std::string& err, const boost::json::value& response);
  void print_task(const boost::json::object& t);
};

// `patchbay tools [NAME]`: the tools of the editor this command routes to, or one tool's
// parameters.
struct tools_command final : command {
  using command::command;
  boost::asio::awaitable<void> run() override;
};

// `patchbay playtest FILE...`: scenario files (docs/play-testing.md) checked, then run one after
// another on the routed editor; a summary (or --json), --junit FILE for CI, --lint to check only.
struct playtest_command final : command {
  using command::command;
  boost::asio::awaitable<void> run() override;
};

// `patchbay open [PROJECT]`: the hub's open_editor on the project (default: the one holding the
// working directory), a hub started first when none runs; progress on stderr, the editor's id and
// state on stdout (docs/cli.md).
struct open_command final : command {
  using command::command;
  boost::asio::awaitable<void> run() override;
};

// `patchbay close`: the hub's close_editor on the editor this command routes to (or --editor):
// quits Unity cleanly, refused while it has unsaved scenes unless --save or --discard.
struct close_command final : command {
  using command::command;
  boost::asio::awaitable<void> run() override;
};

// `patchbay doctor`: checks the installation (state directory, hub, versions, editors, clients,
// Agent Skills) and says how to fix what is wrong.
struct doctor_command final : command {
  using command::command;
  boost::asio::awaitable<void> run() override;
};

// `patchbay dashboard`: prints a one-time link to the dashboard and tries to open it in the
// browser; a missing or failing opener is never an error (the link is printed).
struct dashboard_command final : command {
  using command::command;
  boost::asio::awaitable<void> run() override;
};

}  // namespace patchbay::cli
