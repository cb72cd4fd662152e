#include "transport/router.hpp"

#include "jsonrpc/message.hpp"
#include "transport/dashboard_http.hpp"
#include "transport/hub_proof.hpp"
#include "transport/streamable_http.hpp"

namespace patchbay::transport {

namespace {

// The editor link on an accepted WebSocket: the hub sees its own `editor_connection` seam and the
// HTTP layer its own `websocket_peer`, so neither names the other.
class link_channel final : public hub::editor_connection {
 public:
  explicit link_channel(std::shared_ptr<websocket_channel> ws) : ws_(std::move(ws)) {}
  void send(std::string text) override { ws_->send(std::move(text)); }
  void close(std::uint16_t code, std::string reason) override {
    ws_->close(code, std::move(reason));
  }
  std::optional<bool> peer_is_process(int pid) const override { return ws_->peer_is_process(pid); }

 private:
  std::shared_ptr<websocket_channel> ws_;
};

class link_peer final : public websocket_peer {
 public:
  explicit link_peer(std::shared_ptr<hub::editor_link> link) : link_(std::move(link)) {}
  void on_message(std::string_view text) override { link_->on_message(text); }
  void on_closed(std::uint16_t code, std::string reason) override {
    link_->on_closed(code, std::move(reason));
  }

 private:
  std::shared_ptr<hub::editor_link> link_;
};

}  // namespace

// Not a coroutine: /mcp's handler is the awaitable returned, and every other path answers at once.
boost::asio::awaitable<http_response> router::route(http_request&& req) {
  // Before anything else, on every path: /mcp, the dashboard and its API, /admin, /editor.
  if (auto fail = check_peer_user(req, editor_guard_.token))
    return ready(json_error_response(fail->status, jsonrpc::server_error, fail->message));
  std::string_view path = req.path();
  if (path == "/mcp" || path == "/mcp/") return mcp_.handle(std::move(req));
  return ready(route_other(req));
}

http_response router::route_other(const http_request& req) {
  std::string_view path = req.path();
  if (path == "/editor" && editor_side_) return editor_upgrade(req);
  if (path == "/admin/shutdown" && req.method == "POST") {
    if (auto fail = check_request(req, editor_guard_, true))
      return json_error_response(fail->status, jsonrpc::server_error, fail->message);
    http_response r;
    r.set("Content-Type", "application/json");
    r.body = R"({"stopping":true})";
    r.close = true;
    if (shutdown_) shutdown_();
    return r;
  }
  if (dashboard_ && dashboard_http::serves(req)) return dashboard_->handle(req);
  if (auto fail = check_request(req, guard_, false))
    return json_error_response(fail->status, jsonrpc::server_error, fail->message);
  if (path == "/" && (req.method == "GET" || req.method == "HEAD")) {
    http_response r;
    r.set("Content-Type", "text/plain; charset=utf-8");
    if (auto challenge = req.header("patchbay-challenge"); challenge && listen_port_ != 0)
      if (auto proof = hub_proof(editor_guard_.token, listen_port_, *challenge))
        r.set(std::string(hub_proof_header), std::move(*proof));
    r.body = "Patchbay hub " + version_ +
             "\nMCP endpoint: /mcp (Streamable HTTP)\nDashboard: / in a browser\n";
    return r;
  }
  return json_error_response(404, jsonrpc::server_error,
                             "Not Found: the MCP endpoint is /mcp, the dashboard /");
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
  r.upgrade = [h](std::shared_ptr<websocket_channel> ws) -> std::shared_ptr<websocket_peer> {
    return std::make_shared<link_peer>(h->open_link(std::make_shared<link_channel>(std::move(ws))));
  };
  return r;
}

}  // namespace patchbay::transport
