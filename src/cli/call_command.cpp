#include "cli/subcommands.hpp"

#include "cli/tool_arguments.hpp"
#include "cli/tool_catalog.hpp"
#include "jsonrpc/message.hpp"
#include "mcp/methods.hpp"
#include "mcp/tool_registry.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/signal_set.hpp>
#include <csignal>
#include <cstdio>
#include <iostream>

#ifndef _WIN32
#include <unistd.h>
#endif

namespace patchbay::cli {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono;

namespace {

bool stderr_is_terminal() {
#ifdef _WIN32
  return false;
#else
  return ::isatty(2) != 0;
#endif
}

}  // namespace

asio::awaitable<void> call_command::run() {
  co_await call();
  // `doctor --editor`: run_self_check is in the diagnostics group, which a project may leave off.
  if (req.self_check && code == exit_code::usage)
    std::cerr << "patchbay doctor --editor: run_self_check is in the package's diagnostics tool "
                 "group. Switch the group on in Unity (Window > Patchbay, Tool groups), or run "
                 "Window > Patchbay Self-Check there, which works with the group off.\n";
}

asio::awaitable<void> call_command::call() {
  if (!req.usage_error.empty()) {
    std::cerr << "patchbay call: " << req.usage_error << "\n";
    code = exit_code::usage;
    co_return;
  }
  std::optional<cli_session> holder;
  bool opened = co_await open_routed(holder);
  if (!opened) co_return;
  cli_session& session = *holder;
  // The schema of the routed editor's tool converts the flags; an unknown name is caught before
  // anything runs.
  auto routed = co_await tools_of_route(session);
  if (!routed) {
    co_await session.close();
    co_return;
  }
  // Only the hub's own tools: no editor has announced any yet (the hub then waits for one).
  bool editor_tools = has_editor_tools(routed->all);
  const json::object* tool = find_tool(routed->tools, req.tool);
  if (!tool && editor_tools) {
    co_await session.close();
    std::cerr << "patchbay call: " << unknown_tool(*routed) << "\n";
    code = exit_code::usage;
    co_return;
  }
  const json::object* schema = nullptr;
  if (tool)
    if (auto* in = tool->if_contains("inputSchema"); in && in->is_object())
      schema = &in->get_object();
  for (const auto& [flag, word] : req.option_like_values)
    if (is_boolean_flag(schema, flag)) {
      co_await session.close();
      std::cerr << "patchbay call " << req.tool << ": \"" << word << "\" follows " << flag
                << ", which takes no value, and a word right after a parameter's flag is its "
                   "value, never an option of patchbay call. Put patchbay call's own options "
                   "before the tool's parameters (patchbay call "
                << req.tool << " " << word << " ... " << flag << "), or write " << flag
                << "=true. Nothing was called.\n";
      code = exit_code::usage;
      co_return;
    }
  auto parsed = parse_tool_arguments(req.tool, schema, req.arguments);
  if (!parsed.error.empty()) {
    co_await session.close();
    std::cerr << "patchbay call " << req.tool << ": " << parsed.error << "\n";
    code = exit_code::usage;
    co_return;
  }
  json::object args = std::move(parsed.arguments);
  if (!req.editor.empty()) args["editor"] = req.editor;
  if (req.detach) {
    co_await session.close();  // the task belongs to no session: it outlives this one
    co_await detach(session, tool, std::move(args));
    co_return;
  }
  // Ctrl-C: tell the editor to stop, then leave.
  asio::signal_set signals(ioc, SIGINT, SIGTERM);
  signals.async_wait([&session, this](const boost::system::error_code& ec, int) {
    if (ec) return;
    code = exit_code::interrupted;  // decided now: whatever the request coroutine sees next is the
                                    // cancellation
    std::cerr << "\npatchbay call: cancelling " << req.tool << "\n";
    asio::co_spawn(
        ioc,
        session.notify(jsonrpc::make_notification(
            mcp::method::cancelled, json::object{{"requestId", session.last_id()},
                                                 {"reason", "cancelled from the command line"}})),
        [&session](std::exception_ptr) { session.http().cancel_all(); });
  });
  bool tty = stderr_is_terminal();
  bool drew = false;
  auto progress = [&](const json::object& n) {
    if (str(n, "method") != mcp::method::progress) return;
    const auto* p = n.if_contains("params");
    if (!p || !p->is_object()) return;
    const auto& po = p->as_object();
    boost::system::error_code ec;
    double value = po.contains("progress") ? po.at("progress").to_number<double>(ec) : 0;
    double total = po.contains("total") ? po.at("total").to_number<double>(ec) : 0;
    std::string message = str(po, "message");
    if (tty && total > 0) {
      int width = 30, filled = static_cast<int>(width * std::min(1.0, value / total));
      std::fprintf(stderr, "\r[%s%s] %3d%% %s", std::string(filled, '#').c_str(),
                   std::string(width - filled, ' ').c_str(), static_cast<int>(100 * value / total),
                   message.substr(0, 40).c_str());
      drew = true;
    } else {
      std::cerr << "progress " << value;
      if (total > 0) std::cerr << "/" << static_cast<long long>(total);
      if (!message.empty()) std::cerr << " " << message;
      std::cerr << "\n";
    }
  };
  auto params = tool_call(req.tool, args, true, call_id(), !req.retry_id.empty());
  auto [rerr, response] =
      co_await session.request(mcp::method::tools_call, std::move(params), progress,
                               milliseconds(static_cast<long long>(req.timeout_s * 1000)));
  signals.cancel();
  if (drew) std::fprintf(stderr, "\n");
  if (code == exit_code::interrupted) co_return;
  co_await session.close();
  if (!rerr.empty()) {
    std::cerr << "patchbay call: " << rerr << "\n";
    code = exit_code::no_editor;
    co_return;
  }
  auto& o = response.as_object();
  if (auto* e = o.if_contains("error"); e && e->is_object()) {
    // The hub refused the request itself: a tool that appeared in no list (unknown_tool). With
    // no list at all, no editor has ever connected: that is what to fix.
    if (!editor_tools) {
      std::cerr << "patchbay call: no Unity editor has connected to the hub, so no tool \""
                << req.tool
                << "\" is known. Open your project in Unity with the Patchbay package "
                   "installed (it connects by itself), then retry.\n";
      code = exit_code::no_editor;
      co_return;
    }
    std::cerr << "patchbay call: " << str(e->as_object(), "message")
              << "\n  List the tools with: patchbay tools\n";
    code = exit_code::usage;
    co_return;
  }
  co_await print_result(o["result"].as_object());
}

asio::awaitable<void> call_command::detach(cli_session& session, const json::object* tool,
                                           json::object args) {
  if (tool && mcp::tool_task_support(*tool) == "forbidden") {
    std::cerr << "patchbay call --detach: " << req.tool
              << " cannot run as a task (it declares no execution.taskSupport; the long tools "
                 "such as compile, run_tests and add_package do). Call it without --detach.\n";
    code = exit_code::usage;
    co_return;
  }
  auto [err, response] = co_await session.request_stateless(
      mcp::method::tools_call,
      tool_call(req.tool, std::move(args), false, call_id(), !req.retry_id.empty()), seconds(30));
  if (!err.empty()) {
    std::cerr << "patchbay call: " << err << "\n";
    code = exit_code::no_editor;
    co_return;
  }
  auto& o = response.as_object();
  if (auto* e = o.if_contains("error"); e && e->is_object()) {
    std::cerr << "patchbay call --detach: " << str(e->as_object(), "message") << "\n";
    code = exit_code::usage;
    co_return;
  }
  const json::value* r = o.if_contains("result");
  if (!r || !r->is_object()) {
    std::cerr << "patchbay call --detach: the hub sent no result\n";
    code = exit_code::no_editor;
    co_return;
  }
  const json::object& result = r->as_object();
  std::string id = str(result, "taskId");
  if (str(result, "resultType") != "task" || id.empty()) {
    // The hub ran it as a plain call after all (a tool it did not know as a task's yet).
    co_await print_result(result);
    co_return;
  }
  std::cout << id << "\n";
  std::cerr << "Started " << req.tool << " as task " << id << ": 'patchbay task " << id
            << "' shows how far it got, '--wait' waits for its result, '--cancel' stops it.\n";
}

}  // namespace patchbay::cli
