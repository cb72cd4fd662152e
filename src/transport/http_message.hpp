#pragma once
// Neutral HTTP request/response types, so MCP-over-HTTP logic is written and tested without
// Beast. http_server.cpp converts to and from Beast's types.

#include <boost/asio/awaitable.hpp>

#include <cstdint>
#include <functional>

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace patchbay::transport {

// Whose process sent the request: http_server asks the operating system once per loopback
// connection (platform/peer_owner.hpp); the router refuses another user's without the hub token.
enum class peer_user {
  network,  // not a loopback connection: the rules of a non-loopback listener (the token) apply
  same,     // a process of the OS user running the hub
  other,    // a process of another OS user
  unknown,  // loopback, but the OS did not say whose: treated as another user's (fails closed)
};

struct http_request {
  std::string method;                                        // upper case: GET, POST, DELETE, …
  std::string target;                                        // path and query
  std::vector<std::pair<std::string, std::string>> headers;  // names lower-cased
  std::string body;
  std::string remote_address;
  peer_user peer = peer_user::unknown;

  std::optional<std::string_view> header(std::string_view lower_name) const {
    for (const auto& [k, v] : headers)
      if (k == lower_name) return std::string_view(v);
    return std::nullopt;
  }
  std::string_view path() const {
    std::string_view t = target;
    return t.substr(0, t.find('?'));
  }
};

// What an HTTP connection pulls server-sent-event text from while it carries an SSE response.
class sse_source {
 public:
  virtual ~sse_source() = default;
  // The next text to write (events, keep-alive comments), or nullopt when the response is over.
  virtual boost::asio::awaitable<std::optional<std::string>> next() = 0;
  // The connection is gone (write failed or the peer closed).
  virtual void connection_lost() = 0;
};

// One accepted WebSocket as the side that accepted the upgrade sees it: text frames out.
class websocket_channel {
 public:
  virtual ~websocket_channel() = default;
  // Queues one text frame. Ignored once the connection is closing.
  virtual void send(std::string text) = 0;
  // Closes with a WebSocket close code and reason (queued after pending frames).
  virtual void close(std::uint16_t code, std::string reason) = 0;
  // Whether process `pid` holds the other end of this connection, asked of the OS; nullopt when
  // it cannot tell (not loopback, a table that cannot be read).
  virtual std::optional<bool> peer_is_process(int /*pid*/) const { return std::nullopt; }
};

// What receives an accepted WebSocket's frames: every text frame, then exactly one `on_closed`.
class websocket_peer {
 public:
  virtual ~websocket_peer() = default;
  // `text` is valid for the call only: a peer that keeps any of it copies it.
  virtual void on_message(std::string_view text) = 0;
  virtual void on_closed(std::uint16_t code, std::string reason) = 0;
};

// Accepts a WebSocket upgrade: given the channel, returns the peer that receives its frames.
using websocket_upgrade =
    std::function<std::shared_ptr<websocket_peer>(std::shared_ptr<websocket_channel>)>;

struct http_response {
  int status = 200;
  // Content-Type, when it is one of the program's own constants (a literal: it must outlive the
  // response): written first, before `headers`, with no copy and no check per response.
  std::string_view content_type;
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
  std::shared_ptr<sse_source> stream;  // set: an SSE response; body is ignored
  bool close = false;                  // close the connection after this response
  websocket_upgrade upgrade;           // set: accept the WebSocket upgrade instead

  void set(std::string name, std::string value) {
    headers.emplace_back(std::move(name), std::move(value));
  }
};

// An answer known at once, as the awaitable a handler returns. Handlers that only decide which
// coroutine does the work are plain functions that return its awaitable or this one, so a call
// crosses fewer coroutine frames, and the frames it does cross stay small enough for asio's
// recycling allocator (bench/counted_bench.mjs).
inline boost::asio::awaitable<http_response> ready(http_response r) { co_return r; }

}  // namespace patchbay::transport
