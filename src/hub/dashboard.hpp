#pragma once
// The data behind the hub's live dashboard (docs/dashboard.md): a bounded ring of recent tool calls
// and a change feed. The hub's classes fill both (call_forwarder records every forwarded call,
// editor_registry and client_directory say when editors or sessions changed); status_room builds
// the snapshot that /api/status, the dashboard's event stream and `patchbay status --json` share.
//
//   editor_hub ──record(call)──▶ ring (max_calls) ──call_logged──▶ listeners (SSE streams)
//              ──changed()───────────────────────────state_changed─▶
//
// Contract: lives on the hub's executor, no sockets, no locks. Listeners are held weakly, so a
// listener that goes away needs no unsubscribe; `close` tells every listener the feed is over (hub
// stopping). Arguments are kept only with `show_args`; every text kept is bounded.

#include <boost/json.hpp>

#include <chrono>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace patchbay::hub {

struct dashboard_options {
  std::size_t max_calls = 200;            // calls kept in the ring
  bool show_args = false;                 // keep call arguments (--dashboard-show-args)
  std::size_t max_error_chars = 1000;     // longer error texts are cut
  std::size_t max_argument_bytes = 2048;  // larger arguments are replaced by a note
};

// One finished tool call as the dashboard shows it.
struct call_entry {
  std::uint64_t seq = 0;  // set by the ring
  // When it started; shown as ISO 8601 UTC with milliseconds, formatted only when a page reads it.
  std::chrono::system_clock::time_point time;
  std::string session;  // "s-<n>", as the editor sees it in _meta
  std::string client;   // the session's client name
  std::string editor;   // empty when no editor could be chosen
  std::string tool;
  std::string reason;  // why this editor: argument, selected, pinned, cwd, only
  double duration_ms = 0;
  std::string outcome;  // ok, error, cancelled, timeout, busy (the editor lease)
  std::string error;    // the error text for the agent, when not ok
  std::optional<boost::json::value> arguments;
};

class dashboard_listener {
 public:
  virtual ~dashboard_listener() = default;
  // Editors or sessions changed; the listener reads a new snapshot when it is ready to.
  virtual void state_changed() = 0;
  // A call was recorded (its JSON, bounded).
  virtual void call_logged(const boost::json::object& call) = 0;
  // The hub is stopping: no more events.
  virtual void feed_closed() = 0;
};

class dashboard {
 public:
  explicit dashboard(dashboard_options options = {});

  const dashboard_options& options() const { return options_; }
  // Adds a call to the ring (oldest dropped beyond max_calls) and tells the listeners.
  void record(call_entry call);
  void changed();
  void subscribe(std::weak_ptr<dashboard_listener> listener);
  // Listeners still alive.
  std::size_t listener_count();
  void close();
  bool closed() const { return closed_; }

  // Newest first.
  boost::json::array calls_json() const;
  std::size_t call_count() const { return calls_.size(); }
  boost::json::object to_json(const call_entry& call) const;

  // "2026-11-25T12:00:00.123Z".
  static std::string iso_time(std::chrono::system_clock::time_point t);

 private:
  template <typename F>
  void each_listener(F&& f);

  dashboard_options options_;
  std::deque<call_entry> calls_;
  std::uint64_t next_seq_ = 1;
  std::vector<std::weak_ptr<dashboard_listener>> listeners_;
  bool closed_ = false;
};

}  // namespace patchbay::hub
