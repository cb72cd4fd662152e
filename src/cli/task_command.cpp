#include "cli/subcommands.hpp"

#include "jsonrpc/message.hpp"
#include "mcp/methods.hpp"

#include <algorithm>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <iostream>

namespace patchbay::cli {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono;

asio::awaitable<void> task_command::run() {
  auto info = co_await hub(false);
  if (!info) co_return;
  cli_session session(ioc.get_executor(), *info, routing_headers(req));
  auto ask = [&](std::string_view method) {
    return session.request_stateless(method, json::object{{"taskId", req.task_id}}, seconds(30));
  };
  if (req.cancel) {
    auto [err, response] = co_await ask(mcp::method::tasks_cancel);
    if (!answered(err, response)) co_return;
  }
  const auto until =
      steady_clock::now() + milliseconds(static_cast<long long>(req.timeout_s * 1000));
  for (;;) {
    auto [err, response] = co_await ask(mcp::method::tasks_get);
    if (!answered(err, response)) co_return;
    const json::object& t = response.as_object().at("result").as_object();
    std::string status = str(t, "status");
    bool terminal = status == "completed" || status == "failed" || status == "cancelled";
    if (!req.wait || terminal) {
      if (req.wait && t.contains("result") && t.at("result").is_object()) {
        co_await print_result(t.at("result").as_object());
        co_return;
      }
      print_task(t);
      code = status == "failed" || (req.wait && status == "cancelled") ? exit_code::tool_error
                                                                       : exit_code::ok;
      co_return;
    }
    if (steady_clock::now() >= until) {
      print_task(t);
      std::cerr << "patchbay task: still " << status << " after " << req.timeout_s
                << " s (--timeout); it goes on: run 'patchbay task " << req.task_id
                << " --wait' again.\n";
      code = exit_code::tool_error;
      co_return;
    }
    long long poll = 1000;
    if (auto* p = t.if_contains("pollIntervalMs"); p && p->is_int64()) poll = p->get_int64();
    asio::steady_timer timer(ioc, milliseconds(std::clamp(poll, 50LL, 5000LL)));
    co_await timer.async_wait(asio::use_awaitable);
  }
}

bool task_command::answered(const std::string& err, const json::value& response) {
  if (!err.empty()) {
    std::cerr << "patchbay task: " << err << "\n";
    code = exit_code::no_editor;
    return false;
  }
  const json::object& o = response.as_object();
  if (auto* e = o.if_contains("error"); e && e->is_object()) {
    std::cerr << "patchbay task: " << str(e->as_object(), "message") << "\n";
    code = exit_code::usage;
    return false;
  }
  if (auto* r = o.if_contains("result"); r && r->is_object()) return true;
  std::cerr << "patchbay task: the hub sent no result\n";
  code = exit_code::no_editor;
  return false;
}

void task_command::print_task(const json::object& t) {
  if (req.json) {
    std::cout << jsonrpc::serialize(t) << "\n";
    return;
  }
  std::string message = str(t, "statusMessage");
  std::cout << str(t, "status") << (message.empty() ? "" : ": " + message) << "\n";
  if (auto* e = t.if_contains("error"); e && e->is_object())
    std::cerr << str(e->as_object(), "message") << "\n";
}

}  // namespace patchbay::cli
