#pragma once
// A small HTTP/1.1 client for talking to the hub from the same machine: the stdio front end and the
// CLI. Neutral types in and out; Beast stays inside http_client.cpp.
//
// Each request uses an idle kept-alive connection when one is free, else a new one, so requests run
// concurrently (a long tool call does not block a ping). SSE responses are delivered event by event
// through a callback, and end the connection when the stream ends.

#include "transport/client_message.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/system/error_code.hpp>

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace patchbay::transport {

// Called with each SSE event's data (one JSON-RPC message) as it arrives.
using sse_handler = std::function<void(std::string data)>;

// Lets a caller abort one request: send() fills `abort` while the request is in flight (it then
// returns operation_aborted and the connection is dropped, which the server sees as the client
// going away) and empties it when the request ends.
struct request_abort {
  std::function<void()> abort;
};

class http_client {
 public:
  http_client(boost::asio::any_io_executor ex, std::string host, unsigned short port);
  ~http_client();
  http_client(const http_client&) = delete;
  http_client& operator=(const http_client&) = delete;

  // No deadline for the request once connected: for requests the server bounds itself (a tool call:
  // the hub answers by its call timeout) or that stay open by design (a listening stream). It ends
  // with the connection or an abort.
  static constexpr std::chrono::milliseconds no_deadline = std::chrono::milliseconds::max();

  // Sends a request. On transport failure (refused, reset, timeout) returns the error code;
  // HTTP error statuses are responses, not errors. `timeout` bounds connecting (at most 30 s)
  // and the whole exchange, an SSE body included.
  boost::asio::awaitable<std::pair<boost::system::error_code, client_response>> send(
      client_request req, sse_handler on_event = {},
      std::chrono::milliseconds timeout = std::chrono::seconds(30),
      std::shared_ptr<request_abort> abort = nullptr);

  // Aborts every request in flight (their send() returns operation_aborted) and closes idle
  // connections.
  void cancel_all();

  const std::string& host() const { return host_; }
  unsigned short port() const { return port_; }

 private:
  struct impl;
  std::shared_ptr<impl> impl_;
  std::string host_;
  unsigned short port_;
  std::string host_header_;  // host:port
};

}  // namespace patchbay::transport
