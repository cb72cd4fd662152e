#include "app/commands.hpp"
#include "app/stdio_front.hpp"
#include "conformance/fixtures.hpp"
#include "platform/platform.hpp"
#include "transport/stdio_transport.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>

#include <chrono>
#include <csignal>
#include <functional>

namespace patchbay::app {

namespace asio = boost::asio;

int run_stdio(const stdio_config& cfg) {
  platform::hold_stop_signals();
  if (!cfg.standalone)
    return run_stdio_front(
        front_config{cfg.state_dir, cfg.editor, cfg.project, cfg.max_message_bytes});
  platform::set_binary_stdio();
  asio::io_context ioc(1);
  mcp::server server(ioc.get_executor(), hub_implementation_info(), hub_server_options());
  if (cfg.conformance_fixtures) mcp::register_conformance_fixtures(server);
  transport::stdio_transport stdio(ioc, server, {.max_line_bytes = cfg.max_message_bytes});
  // On EOF, give requests still running a moment to answer (a client that pipes requests and
  // closes stdin expects its answers), then exit; the spec's "exit promptly" bounds the wait.
  asio::steady_timer drain(ioc);
  auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(700);
  std::function<void()> finish_when_idle = [&] {
    if (stdio.in_flight() == 0 || std::chrono::steady_clock::now() >= deadline) {
      stdio.stop();
      ioc.stop();
      return;
    }
    drain.expires_after(std::chrono::milliseconds(10));
    drain.async_wait([&](const boost::system::error_code&) { finish_when_idle(); });
  };
  stdio.start([&] { finish_when_idle(); });
  asio::signal_set signals(ioc, SIGINT, SIGTERM);
  signals.async_wait([&](const boost::system::error_code& ec, int) {
    if (ec) return;
    stdio.stop();
    ioc.stop();
  });
  if (platform::stop_signal_held())
    asio::post(ioc, [&] {
      stdio.stop();
      ioc.stop();
    });
  ioc.run();
  return 0;
}

}  // namespace patchbay::app
