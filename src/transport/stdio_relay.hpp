#pragma once
// Relays MCP between stdin/stdout and one Streamable HTTP session on a hub: what `patchbay stdio`
// runs for MCP clients (app/stdio_front.cpp supplies where the hub is and what to restore).
//
//   client ─stdin─▶ relay ─POST /mcp─▶ hub      responses and request-related messages come back on
//   client ◀stdout─ relay ◀─SSE/JSON── hub      the POST; unrelated ones on the GET stream
//
// Contract: stdout carries MCP messages only. The client's initialize goes out with
// `initialize_headers`; everything else waits for its answer. Every tools/call is named
// (`_meta["patchbay/callId"]`, mcp/call_identity.hpp). If the hub goes away (refused or broken
// connection, 404 for the session after a restart, or a call answered "hub_stopped"), the relay
// asks `hub_finder` again, re-initializes with the client's original initialize parameters, replays
// the requests `restore_key` marked as session state (the last successful one per key), and sends
// again what was in flight — a call under its name, so the editor answers it once (at most 4 sends
// of one request). A call answered "outcome unknown", or one no hub could be reached for, is
// remembered by tool and arguments: its repeat within 10 minutes goes out under the same name with
// `patchbay/retry`. On end of input it ends the session (best effort) and returns.

#include "jsonrpc/message.hpp"
#include "jsonrpc/message_limits.hpp"

#include <boost/asio/awaitable.hpp>
#include <boost/asio/io_context.hpp>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace patchbay::transport {

struct hub_address {
  std::string host;
  unsigned short port = 0;
};

struct stdio_relay_options {
  std::size_t max_message_bytes = jsonrpc::default_max_client_message_bytes;
  // Sent with initialize only (the hub's routing hints: Patchbay-Cwd, -Editor, -Project).
  std::vector<std::pair<std::string, std::string>> initialize_headers;
};

class stdio_relay {
 public:
  // Where the hub is now (found or started), or a message saying what to do.
  using hub_finder =
      std::function<boost::asio::awaitable<std::variant<hub_address, std::string>>()>;
  // For a client request: the key under which it sets session state that must survive a hub
  // restart (replayed after re-initialize when it succeeded), or nullopt.
  using restore_key = std::function<std::optional<std::string>(const boost::json::value& request)>;

  stdio_relay(boost::asio::io_context& ioc, stdio_relay_options opts, hub_finder find,
              restore_key restore);
  ~stdio_relay();
  stdio_relay(const stdio_relay&) = delete;
  stdio_relay& operator=(const stdio_relay&) = delete;

  // Runs until end of input or SIGINT/SIGTERM; returns the exit code.
  int run();

 private:
  class impl;
  std::unique_ptr<impl> impl_;
};

}  // namespace patchbay::transport
