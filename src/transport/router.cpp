#include "transport/router.hpp"

#include "jsonrpc/message.hpp"
#include "transport/streamable_http.hpp"

namespace patchbay::transport {

boost::asio::awaitable<http_response> router::route(http_request req) {
  std::string_view path = req.path();
  if (path == "/mcp" || path == "/mcp/") co_return co_await mcp_.handle(std::move(req));
  if (auto fail = check_request(req, guard_, false))
    co_return json_error_response(fail->status, jsonrpc::server_error, fail->message);
  if (path == "/" && (req.method == "GET" || req.method == "HEAD")) {
    http_response r;
    r.set("Content-Type", "text/plain; charset=utf-8");
    r.body = "Patchbay hub " + version_ + "\nMCP endpoint: /mcp (Streamable HTTP)\n";
    co_return r;
  }
  co_return json_error_response(404, jsonrpc::server_error, "Not Found: the MCP endpoint is /mcp");
}

}  // namespace patchbay::transport
