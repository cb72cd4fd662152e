#pragma once

#include "hub/dashboard.hpp"
#include "jsonrpc/message_limits.hpp"

#include <chrono>
#include <filesystem>
#include <string>

namespace patchbay::hub {

// Where a hub listens unless told otherwise (`serve --listen`, PATCHBAY_LISTEN), and so the URL
// that `patchbay setup` writes when no hub.json says another.
inline constexpr unsigned short default_port = 3917;
inline constexpr const char* default_listen = "127.0.0.1:3917";

// Timings and bounds of the editor side (docs/protocol.md §9, README "Configuration").
struct hub_options {
  std::filesystem::path state_dir;
  std::string version;
  std::chrono::milliseconds heartbeat_interval{5000};
  std::chrono::milliseconds register_timeout{10000};
  std::chrono::milliseconds reload_timeout{120000};
  std::chrono::milliseconds editor_grace{10000};
  // An editor that quit (or did not come back) stays in the listings this long, then only an editor
  // whose project Unity has open without Patchbay (not_loaded) is listed; routing still knows it.
  std::chrono::milliseconds gone_listed_for{300000};
  std::chrono::milliseconds first_list_wait{3000};
  std::chrono::milliseconds call_timeout{300000};
  // An editor whose main thread has not run an update for this long is blocked (the health probe,
  // docs/protocol.md §4.7); keep it above heartbeat_interval, the probe's period.
  std::chrono::milliseconds blocked_after{15000};
  // A call that has waited this long for an editor that is blocked ends with the cause and what to
  // do, instead of waiting for its deadline (docs/troubleshooting.md).
  std::chrono::milliseconds hold_timeout{30000};
  // How long a question to the user (elicitation: which button of a dialog that blocks a task)
  // waits for its answer.
  std::chrono::milliseconds question_timeout{120000};
  // The editor lease (docs/protocol.md §6.3): how many calls that change the whole editor may wait
  // for another's to finish, and how long each waits before it ends `busy`. Keep the wait below
  // the clients' own call timeout (about 60 s), so the agent reads who holds the editor.
  std::size_t lease_queue = 4;
  std::chrono::milliseconds lease_wait{45000};
  // A 2026-07-28 client counts as attached this long after its last request finished.
  std::chrono::milliseconds stateless_client_idle{600000};
  // Records of 2026-07-28 clients kept at once; beyond it the one idle longest is forgotten.
  std::size_t max_stateless_clients = 1024;
  std::size_t max_message_bytes = jsonrpc::default_max_link_message_bytes;
  std::size_t max_pending_per_editor = 1024;  // calls held or running per editor
  std::size_t max_calls_per_session = 256;    // editor calls in flight per MCP session
  std::size_t max_editors = 256;  // editors registered (connected or coming back) at once
  dashboard_options dashboard;    // the call log behind the dashboard (docs/dashboard.md)
};

inline constexpr const char* link_protocol = "patchbay-link/1";

}  // namespace patchbay::hub
