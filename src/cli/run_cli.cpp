#include "cli/run_cli.hpp"

#include "cli/hub_locator.hpp"
#include "cli/subcommands.hpp"
#include "cli/tool_catalog.hpp"
#include "jsonrpc/message.hpp"
#include "mcp/methods.hpp"
#include "platform/platform.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>

#include <array>
#include <functional>
#include <iostream>
#include <memory>
#include <string_view>
#include <variant>

namespace patchbay::cli {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono;

namespace {

template <class Command>
std::unique_ptr<command> make(const cli_request& req, asio::io_context& ioc) {
  return std::make_unique<Command>(req, ioc);
}

using factory = std::unique_ptr<command> (*)(const cli_request&, asio::io_context&);

// The subcommands by name (cli_parser sets `command`; `doctor --editor` arrives as "call").
constexpr std::array<std::pair<std::string_view, factory>, 11> commands{{
    {"status", make<status_command>},
    {"stop", make<stop_command>},
    {"editors", make<editors_command>},
    {"call", make<call_command>},
    {"task", make<task_command>},
    {"tools", make<tools_command>},
    {"playtest", make<playtest_command>},
    {"open", make<open_command>},
    {"close", make<close_command>},
    {"doctor", make<doctor_command>},
    {"dashboard", make<dashboard_command>},
}};

std::unique_ptr<command> make_command(const cli_request& req, asio::io_context& ioc) {
  for (const auto& [name, create] : commands)
    if (name == req.command) return create(req, ioc);
  return nullptr;
}

}  // namespace

int run_cli(const cli_request& req) {
  asio::io_context ioc(1);
  std::unique_ptr<command> cmd = make_command(req, ioc);
  if (!cmd) {
    std::cerr << "patchbay: unknown command \"" << req.command << "\"\n";
    return exit_code::usage;
  }
  asio::co_spawn(ioc, cmd->run(), [&](std::exception_ptr e) {
    if (!e) return;
    try {
      std::rethrow_exception(e);
    } catch (const std::exception& ex) {
      std::cerr << "patchbay " << req.command << ": " << ex.what() << "\n";
      cmd->code = exit_code::usage;
    }
  });
  ioc.run();
  return cmd->code;
}

std::string live_tool_summary(const std::string& state_dir) {
  asio::io_context ioc(1);
  std::string summary;
  auto run = [](asio::io_context& ioc, std::string dir, std::string* out) -> asio::awaitable<void> {
    auto found = co_await locate_hub(ioc.get_executor(), platform::state_directory(dir), false);
    auto* info = std::get_if<hub_info>(&found);
    if (!info) co_return;
    cli_session session(ioc.get_executor(), *info);
    auto err = co_await session.open();
    if (!err.empty()) co_return;
    auto [lerr, response] =
        co_await session.request(mcp::method::tools_list, json::object{}, {}, seconds(10));
    co_await session.close();
    const json::value* result = lerr.empty() ? response.as_object().if_contains("result") : nullptr;
    if (!result || !result->is_object()) co_return;
    const json::value* tools = result->as_object().if_contains("tools");
    if (!tools || !tools->is_array() || !has_editor_tools(tools->as_array())) co_return;
    *out = format_tool_summary(tools->as_array());
  };
  asio::co_spawn(ioc, run(ioc, state_dir, &summary), [](std::exception_ptr) {});
  ioc.run();
  return summary;
}

}  // namespace patchbay::cli
