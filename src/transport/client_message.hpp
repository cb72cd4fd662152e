#pragma once
// What the hub's HTTP client (http_client.hpp, in the socket library) sends and receives, as plain
// types: the stdio relay's state (relay_state.hpp, neutral) builds requests and reads answers with
// them without including the socket side.

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace patchbay::transport {

struct client_request {
  std::string method = "POST";
  std::string target = "/mcp";
  std::vector<std::pair<std::string, std::string>> headers;
  // Header lines rendered once for many requests (http_wire.hpp's header_lines), sent after
  // `headers`; their names are not among `headers`'.
  std::shared_ptr<const std::string> lines;
  std::string body;
};

struct client_response {
  int status = 0;
  std::vector<std::pair<std::string, std::string>> headers;  // names lower-cased
  std::string body;                                          // empty for SSE
  bool sse = false;
  std::string header(std::string_view lower_name) const {
    for (const auto& [k, v] : headers)
      if (k == lower_name) return v;
    return {};
  }
};

}  // namespace patchbay::transport
