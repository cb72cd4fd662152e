#include "cli/subcommands.hpp"

#include "platform/platform.hpp"

#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <iostream>

namespace patchbay::cli {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono;

asio::awaitable<void> stop_command::run() {
  auto dir = platform::state_directory(req.state_dir);
  auto info = co_await running_hub(dir);
  if (!info) {
    std::cout << "No Patchbay hub is running for " << dir.string() << ".\n";
    co_return;
  }
  transport::http_client client(ioc.get_executor(), "127.0.0.1", info->port);
  transport::client_request r;
  r.target = "/admin/shutdown";
  r.headers = {{"Authorization", "Bearer " + info->token}};
  auto [ec, res] = co_await client.send(std::move(r), {}, seconds(5));
  if (ec || res.status != 200) {
    std::cerr << "patchbay stop: the hub (pid " << info->pid << ") did not accept the request"
              << (ec ? ": " + ec.message() : " (HTTP " + std::to_string(res.status) + ")")
              << ". Stop the process yourself.\n";
    code = 2;
    co_return;
  }
  asio::steady_timer t(ioc);
  for (int i = 0; i < 100 && platform::process_alive(info->pid); ++i) {
    t.expires_after(milliseconds(50));
    co_await t.async_wait(asio::use_awaitable);
  }
  std::cout << "Stopped the Patchbay hub (pid " << info->pid << ", " << info->url << ").\n";
}

}  // namespace patchbay::cli
