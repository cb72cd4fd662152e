#pragma once
// Serves the hub's live dashboard (docs/dashboard.md) over neutral HTTP types: the embedded static
// files at `/`, the status snapshot at `GET /api/status`, its changes as server-sent events at
// `GET /api/events`, and one-time tickets at `POST /api/ticket` (for `patchbay dashboard`).
//
//   patchbay dashboard ──POST /api/ticket (Bearer hub.json token)──▶ ticket (one use, 60 s)
//   browser ──GET /?ticket=T──▶ 303 to / + Set-Cookie (HttpOnly, SameSite=Strict)
//   browser ──GET / , /api/status, /api/events (cookie)──▶ page, snapshot, events
//
// With a hub token (--token) every dashboard path needs the cookie or `Authorization: Bearer`;
// without one, loopback is the boundary (as for /mcp). Host and Origin are always checked
// (check_request, the DNS-rebinding defence shared with /mcp). The page never receives a token:
// the cookie holds a random per-hub value. Bounded: event streams (503 beyond), tickets
// outstanding, events queued per stream (a slow page gets a fresh snapshot instead).
//
// Contract: lives on the hub's executor; holds the hub's dashboard feed weakly through its
// streams; `stop` ends every stream.

#include "hub/editor_hub.hpp"
#include "transport/http_message.hpp"
#include "transport/request_guard.hpp"

#include <chrono>
#include <deque>
#include <memory>
#include <string>
#include <vector>

namespace patchbay::transport {

struct dashboard_http_options {
  guard_options guard;       // Host/Origin names; its token (--token) makes the page need auth
  std::string ticket_token;  // what POST /api/ticket needs (the token in hub.json)
  std::size_t max_streams = 16;
  std::size_t max_tickets = 16;
  std::size_t max_queued_events = 256;  // per stream; beyond, the stream resends a snapshot
  std::chrono::milliseconds ticket_lifetime{60000};
  std::chrono::milliseconds keepalive{15000};
};

class dashboard_stream;

class dashboard_http {
 public:
  dashboard_http(hub::editor_hub& hub, dashboard_http_options options);
  ~dashboard_http();

  // Whether the request is the dashboard's (the router sends those here): `/api/…`,
  // `/dashboard/…`, and `/` when a browser asks for HTML (Accept: text/html) or brings a ticket.
  // Other `GET /` (probes such as `patchbay status`) keep the hub's plain-text status line.
  static bool serves(const http_request& req);
  http_response handle(const http_request& req);
  void stop();
  std::size_t stream_count();

 private:
  bool authorized(const http_request& req) const;
  http_response unauthorized(bool page) const;
  http_response exchange_ticket(std::string_view ticket);
  http_response issue_ticket(const http_request& req);
  http_response static_file(const http_request& req, std::string_view path) const;
  http_response open_stream();

  struct ticket {
    std::string value;
    std::chrono::steady_clock::time_point expires;
  };

  hub::editor_hub& hub_;
  dashboard_http_options options_;
  std::string cookie_value_;
  std::deque<ticket> tickets_;
  std::vector<std::weak_ptr<dashboard_stream>> streams_;
};

}  // namespace patchbay::transport
