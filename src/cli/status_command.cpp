#include "cli/subcommands.hpp"

#include "jsonrpc/message.hpp"
#include "patchbay/version.hpp"
#include "platform/platform.hpp"

#include <iostream>

namespace patchbay::cli {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono;

asio::awaitable<void> status_command::run() {
  auto dir = platform::state_directory(req.state_dir);
  auto info = co_await running_hub(dir);
  bool alive = info.has_value();
  json::object out{{"stateDir", dir.string()}, {"running", alive}};
  std::optional<json::object> eds;
  if (alive) {
    out["url"] = info->url;
    out["mcpUrl"] = info->url + "/mcp";
    out["dashboardUrl"] = info->url + "/";
    out["pid"] = info->pid;
    out["version"] = info->version;
    if (auto st = co_await hub_status(*info)) {
      for (auto& [key, value] : *st)
        if (!out.contains(key)) out[key] = std::move(value);
      eds = json::object{{"editors", out["editors"]}};
    } else {
      // A hub from before the dashboard: ask it as an MCP client.
      cli_session session(ioc.get_executor(), *info);
      auto err = co_await session.open();
      if (err.empty()) eds = co_await list_editors(session);
      co_await session.close();
      if (eds) out["editors"] = (*eds)["editors"];
    }
  }
  code = alive ? 0 : 1;
  if (req.json) {
    std::cout << jsonrpc::serialize(out) << "\n";
    co_return;
  }
  if (!alive) {
    std::cout << "No Patchbay hub is running for " << dir.string()
              << ". MCP clients start one through 'patchbay stdio', or run 'patchbay serve'.\n";
    code = 1;
    co_return;
  }
  std::cout << "Patchbay hub " << info->version << " (pid " << info->pid << ") at " << info->url
            << "/mcp\nState directory: " << dir.string() << "\n";
  if (info->version != version)
    std::cout << "Note: this patchbay is " << version
              << "; restart the hub with 'patchbay stop'.\n";
  std::size_t n = eds && (*eds)["editors"].is_array() ? (*eds)["editors"].as_array().size() : 0;
  std::cout << "Editors: " << n << (n ? " (see 'patchbay editors')" : "") << "\n";
  if (auto* ss = out.if_contains("sessions"); ss && ss->is_array())
    std::cout << "Sessions: " << ss->as_array().size() << "\n";
  std::cout << "Dashboard: " << info->url << "/ ('patchbay dashboard' opens it)\n";
}

}  // namespace patchbay::cli
