#include "transport/router.hpp"

#include "jsonrpc/message.hpp"
#include "transport/streamable_http.hpp"

namespace patchbay::transport {

boost::asio::awaitable<http_response> router::route(http_request req) {
  std::string_view path = req.path();
  if (path == "/mcp" || path == "/mcp/") co_return co_await mcp_.handle(std::move(req));
  if (path == "/editor" && editor_side_) co_return editor_upgrade(req);
  if (path == "/admin/shutdown" && req.method == "POST") {
    if (auto fail = check_request(req, editor_guard_, true))
      co_return json_error_response(fail->status, jsonrpc::server_error, fail->message);
    http_response r;
    r.set("Content-Type", "application/json");
    r.body = R"({"stopping":true})";
    r.close = true;
    if (shutdown_) shutdown_();
    co_return r;
  }
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

http_response router::editor_upgrade(const http_request& req) {
  if (auto fail = check_request(req, editor_guard_, true))
    return json_error_response(
        fail->status, jsonrpc::server_error,
        fail->message + (fail->status == 401 ? " (the token is in hub.json in the hub's "
                                               "state directory)"
                                             : ""));
  auto upgrade = req.header("upgrade");
  if (req.method != "GET" || !upgrade || upgrade->find("ebsocket") == std::string_view::npos) {
    http_response r = json_error_response(426, jsonrpc::server_error,
                                          "Upgrade Required: /editor is the Unity editor link "
                                          "(WebSocket, docs/protocol.md)");
    r.set("Upgrade", "websocket");
    return r;
  }
  http_response r;
  r.status = 101;
  hub::editor_hub* h = editor_side_;
  r.upgrade = [h](std::shared_ptr<hub::editor_connection> conn) {
    return h->open_link(std::move(conn));
  };
  return r;
}

}  // namespace patchbay::transport
