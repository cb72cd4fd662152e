#pragma once
// Command-line and environment configuration shared by the subcommands, with the documented
// defaults (README "Configuration").

#include "hub/hub_options.hpp"
#include "jsonrpc/message_limits.hpp"
#include "transport/http_server.hpp"
#include "transport/streamable_http.hpp"

#include <boost/asio/ip/tcp.hpp>

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace patchbay::app {

// Each default is named once, where the option lives (jsonrpc/message_limits.hpp, the transports'
// and the hub's options); these structs show them in seconds for the command line.
inline double seconds_of(std::chrono::milliseconds ms) {
  return std::chrono::duration<double>(ms).count();
}

struct limits_config {
  std::size_t max_message_bytes = jsonrpc::default_max_client_message_bytes;
  std::size_t max_sessions = transport::streamable_http_options{}.max_sessions;
  double session_idle_timeout_s =
      seconds_of(transport::streamable_http_options{}.session_idle_timeout);
  std::size_t max_uninitialized_sessions =
      transport::streamable_http_options{}.max_uninitialized_sessions;
  double uninitialized_session_timeout_s =
      seconds_of(transport::streamable_http_options{}.uninitialized_session_timeout);
  double header_timeout_s = seconds_of(transport::http_server_options{}.header_timeout);
  double json_window_s = seconds_of(transport::streamable_http_options{}.json_window);
  std::size_t max_editors = hub::hub_options{}.max_editors;
  std::size_t max_calls_per_session = hub::hub_options{}.max_calls_per_session;
  std::size_t max_pending_per_editor = hub::hub_options{}.max_pending_per_editor;
};

// Editor-link timings (seconds; docs/protocol.md §9).
struct editor_config {
  double heartbeat_interval_s = seconds_of(hub::hub_options{}.heartbeat_interval);
  double reload_timeout_s = seconds_of(hub::hub_options{}.reload_timeout);
  double editor_grace_s = seconds_of(hub::hub_options{}.editor_grace);
  double gone_listed_s = seconds_of(hub::hub_options{}.gone_listed_for);
  double first_list_wait_s = seconds_of(hub::hub_options{}.first_list_wait);
  double call_timeout_s = seconds_of(hub::hub_options{}.call_timeout);
  double blocked_after_s = seconds_of(hub::hub_options{}.blocked_after);
  double hold_timeout_s = seconds_of(hub::hub_options{}.hold_timeout);
  double lease_wait_s = seconds_of(hub::hub_options{}.lease_wait);
  std::size_t lease_queue = hub::hub_options{}.lease_queue;
  double client_idle_s = seconds_of(hub::hub_options{}.stateless_client_idle);
};

struct serve_config {
  std::string listen;  // HOST:PORT
  std::string token;
  std::string state_dir;
  std::vector<std::string> allowed_hosts;
  bool conformance_fixtures = false;
  bool dashboard_show_args = false;  // the dashboard shows call arguments
  limits_config limits;
  editor_config editors;
  double exit_when_idle_s = 0;  // 0: run until stopped
};

// Parses "HOST:PORT" ("localhost" means 127.0.0.1; IPv6 as "[::1]:3917"). Error text on failure.
std::optional<boost::asio::ip::tcp::endpoint> parse_listen(const std::string& text,
                                                           std::string& error);

}  // namespace patchbay::app
