#pragma once
// Neutral HTTP request/response types, so MCP-over-HTTP logic is written and tested without
// Beast. http_server.cpp converts to and from Beast's types.

#include "hub/editor_link.hpp"

#include <boost/asio/awaitable.hpp>

#include <functional>

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace patchbay::transport {

struct http_request {
  std::string method;                                        // upper case: GET, POST, DELETE, …
  std::string target;                                        // path and query
  std::vector<std::pair<std::string, std::string>> headers;  // names lower-cased
  std::string body;
  std::string remote_address;

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

// Accepts a WebSocket upgrade: given the connection, returns the peer that receives its frames.
using websocket_upgrade =
    std::function<std::shared_ptr<hub::editor_link>(std::shared_ptr<hub::editor_connection>)>;

struct http_response {
  int status = 200;
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
  std::shared_ptr<sse_source> stream;  // set: an SSE response; body is ignored
  bool close = false;                  // close the connection after this response
  websocket_upgrade upgrade;           // set: accept the WebSocket upgrade instead

  void set(std::string name, std::string value) {
    headers.emplace_back(std::move(name), std::move(value));
  }
};

}  // namespace patchbay::transport
