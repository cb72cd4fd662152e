#pragma once
// What every CLI subcommand shares: the request, the io_context, the exit code it ends with, and
// the questions it asks the hub (where it is, its editors, its tools as this command line routes,
// how a result prints). Each subcommand is a `command` of its own (cli/subcommands.hpp), one
// source file each; run_cli picks it by name.

#include "cli/cli_request.hpp"
#include "cli/cli_session.hpp"

#include <boost/asio/awaitable.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/json.hpp>

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace patchbay::cli {

class command {
 public:
  command(const cli_request& request, boost::asio::io_context& ioc);
  virtual ~command() = default;
  command(const command&) = delete;
  command& operator=(const command&) = delete;

  virtual boost::asio::awaitable<void> run() = 0;

  // The exit code (cli/cli_request.hpp's exit_code), set as the command goes.
  int code = exit_code::ok;

 protected:
  // The name of this command's call: the one --retry gives, else a fresh one.
  const std::string& call_id() const;

  // The hub hub.json in `state_dir` describes, when it answers as that hub (never starts one,
  // prints nothing).
  boost::asio::awaitable<std::optional<hub_info>> running_hub(const std::filesystem::path& dir);
  // The running hub; starts one when `start`. Nothing (the message printed, exit 3) when none.
  boost::asio::awaitable<std::optional<hub_info>> hub(bool start);
  // The hub's status snapshot (GET /api/status, the dashboard's serializer), or nothing from a
  // hub that has none.
  boost::asio::awaitable<std::optional<boost::json::object>> hub_status(const hub_info& info);
  // Opens a session in `holder` that routes as this command line says (working directory,
  // --project, --editor); false (the exit code set) when no hub answers.
  boost::asio::awaitable<bool> open_routed(std::optional<cli_session>& holder);

  // list_editors' structured result; with `with_tools`, its `session` also carries the tools of
  // the editor this session reaches (`tools`), or why it reaches none (`error`, `message`).
  boost::asio::awaitable<std::optional<boost::json::object>> list_editors(cli_session& session,
                                                                          bool with_tools = false);
  // Every page of the hub's tools/list; nullopt (and the exit code set) when the hub failed.
  boost::asio::awaitable<std::optional<boost::json::array>> list_tools(cli_session& session);

  // The tools this command line sees: those of the editor its session reaches (list_editors'
  // `session.tools`), else (no single editor: none connected, several, a fan-out) the hub's
  // union. `all` keeps the union (another editor may have a tool this one lacks), `session` says
  // where calls go; nullopt (and the exit code set) when the hub failed.
  struct routed_tools {
    boost::json::array tools;
    boost::json::array all;
    boost::json::object editors;  // list_editors' structured result
    boost::json::object session;  // its `session`: editor, reason, and error, message when none
    bool own = false;             // `tools` are the routed editor's own
  };
  boost::asio::awaitable<std::optional<routed_tools>> tools_of_route(cli_session& session);
  // The unknown-tool message: the nearest names, whether another editor has it, and the command
  // that lists them.
  std::string unknown_tool(const routed_tools& routed) const;

  // Prints a CallToolResult as `patchbay call` does and sets the exit code.
  boost::asio::awaitable<void> print_result(const boost::json::object& result);
  // A refused route: exit 3 (no editor) or 4 (several and nothing chose one), with how to choose.
  bool routing_refused(const boost::json::object& result);

  const cli_request& req;
  boost::asio::io_context& ioc;

 private:
  std::string fresh_call_id_;
};

// A tools/call's params: the tool, its arguments, and the _meta of a CLI call (a progress token,
// the call's name, a retry). Built outside coroutines: g++ 12 rejects brace-initialised string
// literals inside them.
boost::json::object tool_call(const std::string& name, boost::json::object arguments, bool progress,
                              std::string_view call_id = {}, bool retry = false);

// A CallToolResult's text blocks, one a line ("[image content]" for others).
std::string text_of(const boost::json::object& result);
// The string at `key`, or empty.
std::string str(const boost::json::object& o, std::string_view key);
// The `_meta["patchbay/error"]` kind of a tool result, or empty.
std::string error_kind(const boost::json::object& result);

// The routing facts of this command line: the working directory (the hub picks the editor whose
// project contains it), its Unity project, a single --editor name, --project.
header_list routing_headers(const cli_request& req);

}  // namespace patchbay::cli
