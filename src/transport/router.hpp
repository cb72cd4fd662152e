#pragma once
// Routes the hub's HTTP requests by path: `/mcp` to Streamable HTTP, OAuth discovery probes to
// 404 (no OAuth here; clients then fall back to headers), `/` to a short status page.

#include "transport/http_message.hpp"
#include "transport/request_guard.hpp"

#include <boost/asio/awaitable.hpp>

#include <string>

namespace patchbay::transport {

class streamable_http;

class router {
 public:
  router(streamable_http& mcp, guard_options guard, std::string version)
      : mcp_(mcp), guard_(std::move(guard)), version_(std::move(version)) {}
  boost::asio::awaitable<http_response> route(http_request req);

 private:
  streamable_http& mcp_;
  guard_options guard_;
  std::string version_;
};

}  // namespace patchbay::transport
