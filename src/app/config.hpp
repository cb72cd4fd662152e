#pragma once
// Command-line and environment configuration shared by the subcommands, with the documented
// defaults (README "Configuration").

#include "hub/hub_options.hpp"

#include <boost/asio/ip/tcp.hpp>

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace patchbay::app {

inline constexpr unsigned short default_port = 3917;
inline constexpr const char* default_listen = "127.0.0.1:3917";

struct limits_config {
  std::size_t max_message_bytes = 4 * 1024 * 1024;
  std::size_t max_sessions = 4096;
  double session_idle_timeout_s = 3600;
  double header_timeout_s = 10;
  // Editor-side caps; their defaults live in hub::hub_options.
  std::size_t max_editors = hub::hub_options{}.max_editors;
  std::size_t max_calls_per_session = hub::hub_options{}.max_calls_per_session;
  std::size_t max_pending_per_editor = hub::hub_options{}.max_pending_per_editor;
};

// Editor-link timings (seconds; docs/protocol.md §9).
struct editor_config {
  double heartbeat_interval_s = 5;
  double reload_timeout_s = 120;
  double editor_grace_s = 10;
  double first_list_wait_s = 3;
  double call_timeout_s = 300;
};

struct serve_config {
  std::string listen;  // HOST:PORT
  std::string token;
  std::string state_dir;
  std::vector<std::string> allowed_hosts;
  bool conformance_fixtures = false;
  limits_config limits;
  editor_config editors;
  double exit_when_idle_s = 0;  // 0: run until stopped
};

// Parses "HOST:PORT" ("localhost" means 127.0.0.1; IPv6 as "[::1]:3917"). Error text on failure.
std::optional<boost::asio::ip::tcp::endpoint> parse_listen(const std::string& text,
                                                           std::string& error);
// --state-dir, else PATCHBAY_STATE_DIR, else ~/.patchbay.
std::filesystem::path resolve_state_dir(const std::string& flag);
std::string env_or(const char* name, std::string fallback);

}  // namespace patchbay::app
