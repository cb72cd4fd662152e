#include "app/stdio_front.hpp"

#include "cli/hub_locator.hpp"
#include "mcp/methods.hpp"
#include "patchbay/version.hpp"
#include "platform/platform.hpp"
#include "transport/stdio_relay.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/io_context.hpp>

#include <filesystem>

namespace patchbay::app {

namespace asio = boost::asio;
namespace json = boost::json;

namespace {

// The editor a client selected is session state the hub forgets when it restarts: a successful
// select_editor is replayed after the relay re-initializes.
std::optional<std::string> session_state_key(const json::value& request) {
  const json::object* o = request.if_object();
  if (!o || jsonrpc::get_string(*o, "method") != mcp::method::tools_call) return std::nullopt;
  const json::value* p = jsonrpc::member(*o, "params");
  if (!p || !p->is_object() || jsonrpc::get_string(p->get_object(), "name") != "select_editor")
    return std::nullopt;
  return std::string("select_editor");
}

}  // namespace

int run_stdio_front(const front_config& cfg) {
  platform::set_binary_stdio();
  // One thread runs every socket and timer; stdin's reader thread (where stdin cannot be polled)
  // only posts. So the reactor's per-operation locking is left out (bench/counted_bench.mjs).
  asio::io_context ioc(BOOST_ASIO_CONCURRENCY_HINT_UNSAFE_IO);
  transport::stdio_relay_options opts;
  opts.max_message_bytes = cfg.max_message_bytes;
  std::error_code ec;
  std::string cwd = std::filesystem::current_path(ec).string();
  opts.initialize_headers.emplace_back("Patchbay-Transport", "stdio");
  if (!cwd.empty()) opts.initialize_headers.emplace_back("Patchbay-Cwd", cwd);
  if (auto project = platform::unity_project_containing(cwd))
    opts.initialize_headers.emplace_back("Patchbay-Unity-Project", project->string());
  if (!cfg.editor.empty()) opts.initialize_headers.emplace_back("Patchbay-Editor", cfg.editor);
  if (!cfg.project.empty()) opts.initialize_headers.emplace_back("Patchbay-Project", cfg.project);

  std::filesystem::path state_dir = platform::state_directory(cfg.state_dir);
  bool warned_version = false;
  auto find_hub = [&]() -> asio::awaitable<std::variant<transport::hub_address, std::string>> {
    auto found = co_await cli::locate_hub(ioc.get_executor(), state_dir, true);
    if (auto* err = std::get_if<std::string>(&found)) co_return *err;
    const cli::hub_info& info = std::get<cli::hub_info>(found);
    if (info.version != version && !warned_version) {
      warned_version = true;
      spdlog::warn(
          "stdio: the running hub is version {}, this patchbay is {}. Restart the hub with "
          "'patchbay stop' (the next client starts the new one).",
          info.version, version);
    }
    co_return transport::hub_address{"127.0.0.1", info.port};
  };
  transport::stdio_relay relay(ioc, std::move(opts), find_hub, session_state_key);
  return relay.run();
}

}  // namespace patchbay::app
