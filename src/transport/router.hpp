#pragma once
// Routes the hub's HTTP requests by path: `/mcp` to Streamable HTTP, OAuth discovery probes to
// 404 (no OAuth here; clients then fall back to headers), `/editor` to the editor link
// (WebSocket, bearer token always required), `/` and `/api/…` to the dashboard (dashboard_http).
// Every path first refuses another OS user's loopback connection that lacks the hub token
// (check_peer_user).

#include "hub/editor_hub.hpp"
#include "transport/http_message.hpp"
#include "transport/request_guard.hpp"

#include <boost/asio/awaitable.hpp>

#include <functional>
#include <string>

namespace patchbay::transport {

class streamable_http;
class dashboard_http;

class router {
 public:
  // `editor_guard` carries the token editors must present (always required on /editor), which is
  // also the token that lets another OS user's process in.
  router(streamable_http& mcp, hub::editor_hub* editor_side, guard_options guard,
         guard_options editor_guard, std::string version)
      : mcp_(mcp),
        editor_side_(editor_side),
        guard_(std::move(guard)),
        editor_guard_(std::move(editor_guard)),
        version_(std::move(version)) {}
  boost::asio::awaitable<http_response> route(http_request&& req);
  // `POST /admin/shutdown` with the editor token stops the hub (`patchbay stop`).
  void set_shutdown(std::function<void()> f) { shutdown_ = std::move(f); }
  // Serves the dashboard's paths (without it, `/` answers a short status text).
  void set_dashboard(dashboard_http* d) { dashboard_ = d; }
  // The port the hub listens on, which its proofs name (hub_proof.hpp): `GET /` with a
  // Patchbay-Challenge header is answered with a Patchbay-Proof made with the editor token.
  void set_listen_port(unsigned short port) { listen_port_ = port; }

 private:
  http_response route_other(const http_request& req);
  http_response editor_upgrade(const http_request& req);

  streamable_http& mcp_;
  hub::editor_hub* editor_side_;
  guard_options guard_;
  guard_options editor_guard_;
  std::string version_;
  std::function<void()> shutdown_;
  dashboard_http* dashboard_ = nullptr;
  unsigned short listen_port_ = 0;
};

}  // namespace patchbay::transport
