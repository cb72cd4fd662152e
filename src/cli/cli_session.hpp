#pragma once
// One MCP session with the running hub, for one CLI command: initialize over Streamable HTTP
// (2025-11-25) with the command line's routing facts, requests whose notifications (progress) reach
// a handler, and 2026-07-28 requests that belong to no session (a task `call --detach` starts
// outlives the process that started it).

#include "cli/hub_info.hpp"
#include "transport/http_client.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/json.hpp>

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace patchbay::cli {

// A header name and its value.
using header_list = std::vector<std::pair<std::string, std::string>>;

class cli_session {
 public:
  using notification_handler = std::function<void(const boost::json::object&)>;
  // An error message (empty on success) and the JSON-RPC response.
  using answer = std::pair<std::string, boost::json::value>;

  // `routing`: headers sent with initialize, the hub's routing facts (Patchbay-Cwd, -Project), as
  // the stdio front end sends them, so a call routes as it would from the agent's MCP client.
  cli_session(boost::asio::any_io_executor ex, hub_info hub, header_list routing = {});

  // initialize and notifications/initialized; an error message, or empty.
  boost::asio::awaitable<std::string> open();

  // Sends a request; notifications that arrive on its stream go to `on_notification`.
  boost::asio::awaitable<answer> request(std::string_view method, boost::json::object params,
                                         notification_handler on_notification,
                                         std::chrono::milliseconds timeout);

  // A 2026-07-28 request (its _meta says so; the tasks extension declared): it belongs to no
  // session, so a task it starts outlives this process and a later one reaches it by its id. The
  // routing facts go on it, as on every request of that revision.
  boost::asio::awaitable<answer> request_stateless(std::string_view method,
                                                   boost::json::object params,
                                                   std::chrono::milliseconds timeout);

  boost::asio::awaitable<void> notify(boost::json::value message);
  // DELETE of the session (nothing when none opened).
  boost::asio::awaitable<void> close();

  std::int64_t last_id() const { return next_id_; }
  transport::http_client& http() { return client_; }

 private:
  boost::asio::awaitable<answer> exchange(transport::client_request request,
                                          notification_handler on_notification,
                                          std::chrono::milliseconds timeout);
  transport::client_request post(const boost::json::value& body);
  transport::client_request stateless_post(std::string_view method, boost::json::object params);

  hub_info hub_;
  transport::http_client client_;
  header_list routing_;
  std::string session_;
  std::int64_t next_id_ = 0;
};

}  // namespace patchbay::cli
