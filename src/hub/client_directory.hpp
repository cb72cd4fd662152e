#pragma once
// The MCP clients the hub serves, as routing and the editors see them: each session's routing
// facts (working directory, pins, selection), what its last call did, and — for 2026-07-28 clients,
// whose every request is a session of its own — one record per client that outlasts its requests.
// It also tells editors which clients are attached (hub/clients, at most one notice a second).
//
// Contract: lives on one executor; no sockets; no locks. A session's state exists from
// `session_ready` (or its first call) to `session_closed`; code that resumes after a co_await must
// look it up with `find`, never `state_for`, which would bring a closed session back. A 2026-07-28
// client's record lasts from its first request to `stateless_client_idle` after its last one
// finished; at most `max_stateless_clients` are kept (the idlest is forgotten).

#include "hub/hub_options.hpp"
#include "hub/routing.hpp"
#include "mcp/session.hpp"
#include "playtest/recording.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/json.hpp>

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace patchbay::hub {

struct client_session {
  session_route route;
  std::string client_name, client_version;
  std::string transport;                 // http, or stdio (patchbay stdio)
  std::string since;                     // ISO time the session became ready
  std::string last_editor, last_reason;  // where its last editor call went, and why
  std::size_t calls = 0;
  bool listed = false;     // its first tools/list was answered
  std::string client_key;  // a 2026-07-28 request's client (its record's key), else empty
  // Its play-test calls (playtest::recorded_tool), oldest first, at most max_recorded_calls:
  // what record_playtest writes as a scenario.
  std::vector<playtest::recorded_call> play_calls;
};

// A 2026-07-28 client over HTTP: the facts that last between its requests.
struct stateless_client {
  std::string id;  // "c-<n>"
  client_session st;
  std::size_t requests = 0, in_flight = 0;
  std::chrono::steady_clock::time_point last_seen;
  std::string last_seen_iso;
};

class client_directory {
 public:
  // `notify_editors` sends a hub/clients notice to every connected editor; `changed` tells the
  // dashboard.
  client_directory(boost::asio::any_io_executor ex, const hub_options& options,
                   std::function<void(const boost::json::object&)> notify_editors,
                   std::function<void()> changed);
  client_directory(const client_directory&) = delete;
  client_directory& operator=(const client_directory&) = delete;

  void session_ready(const mcp::session& s);
  void session_closed(const mcp::session& s);
  void stop();

  client_session& state_for(const mcp::session& s) { return sessions_[s.id()]; }
  client_session* find(std::uint64_t session_id);
  // The record of a 2026-07-28 request's client; null for other sessions.
  stateless_client* stateless_client_of(const client_session& st);
  // Keeps a play-test call of the session's (a 2026-07-28 client's on its client record, which
  // outlasts the request), dropping the oldest past max_recorded_calls.
  void record_play_call(const mcp::session& s, playtest::recorded_call call);
  // The session's kept play-test calls; null for a 2026-07-28 request without a client record.
  const std::vector<playtest::recorded_call>* play_calls(const mcp::session& s);
  void clear_play_calls(const mcp::session& s);
  // Whether the client of this session has had its first tools/list answered; marks it.
  bool first_list_done(const mcp::session& s) const;
  void mark_listed(std::uint64_t session_id, const std::string& client_key);
  // Notes where a session's call went (the dashboard's "last editor" and call count).
  void note_call(std::uint64_t session_id, const std::string& editors, const std::string& reason);

  // How the dashboard and the editors name a session: "c-<n>" for a 2026-07-28 client, else
  // "s-<n>".
  std::string label(std::uint64_t session_id) const;
  // The hub/clients notice: clients grouped by name and version.
  boost::json::object clients_notification() const;

  const std::map<std::uint64_t, client_session>& sessions() const { return sessions_; }
  const std::map<std::string, stateless_client>& stateless_clients() const {
    return stateless_clients_;
  }

 private:
  void schedule_clients_update();
  void expire_stateless_clients();
  void forget_idlest_stateless_client();

  const hub_options& options_;
  std::function<void(const boost::json::object&)> notify_editors_;
  std::function<void()> changed_;
  std::map<std::uint64_t, client_session> sessions_;
  std::map<std::string, stateless_client> stateless_clients_;  // by client_key
  std::uint64_t next_stateless_client_ = 0;
  boost::asio::steady_timer stateless_timer_;
  boost::asio::steady_timer clients_timer_;
  bool clients_update_pending_ = false;
  std::chrono::steady_clock::time_point last_clients_update_{};
  bool stopped_ = false;
};

}  // namespace patchbay::hub
