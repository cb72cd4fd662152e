#pragma once
// The hub's HTTP listener (Beast): accepts connections, reads requests with header and idle
// timeouts and a body limit, hands each to a handler as a neutral `http_request`, and writes the
// `http_response` — either a whole body or a chunked server-sent-event stream.
//
// Model: Beast's advanced awaitable server. One coroutine per connection on the single
// io_context; requests on a connection are handled one after the other, so each connection has
// exactly one writer (its own coroutine). An SSE response ends the connection when the stream
// ends; a reader watches the socket meanwhile so a vanished client detaches its stream at once.

#include "jsonrpc/message_limits.hpp"
#include "transport/http_message.hpp"

#include <boost/asio/awaitable.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>

#include <chrono>
#include <functional>
#include <memory>

namespace patchbay::transport {

struct http_server_options {
  boost::asio::ip::tcp::endpoint listen;
  std::size_t max_body_bytes = jsonrpc::default_max_client_message_bytes;
  std::size_t max_header_bytes = 16 * 1024;
  std::chrono::milliseconds header_timeout{std::chrono::seconds(10)};
  std::chrono::milliseconds idle_timeout{std::chrono::seconds(120)};
  std::size_t max_connections = 8192;
  std::size_t max_websocket_message_bytes = jsonrpc::default_max_link_message_bytes;
};

using http_handler = std::function<boost::asio::awaitable<http_response>(http_request&&)>;

class http_server {
 public:
  http_server(boost::asio::io_context& ioc, http_server_options opts, http_handler handler);
  ~http_server();
  http_server(const http_server&) = delete;
  http_server& operator=(const http_server&) = delete;

  // Binds and listens; throws std::system_error with a readable message when it cannot (start-up
  // error, reported once by the caller).
  void listen();
  boost::asio::ip::tcp::endpoint local_endpoint() const;
  void start();
  // Stops accepting and closes the connections waiting for a request; a connection answering one
  // closes after its response. `connection_count` reaching 0 tells when all have ended.
  void stop();
  std::size_t connection_count() const;

  struct state;  // shared with the connection coroutines (defined in http_server.cpp)

 private:
  std::shared_ptr<state> state_;
};

}  // namespace patchbay::transport
