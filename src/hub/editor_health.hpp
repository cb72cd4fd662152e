#pragma once
// What an editor's main thread is doing, from the `health` object of its answer to the hub's ping
// (docs/protocol.md §4.7), and the state the hub derives from it: ready, busy (compiling,
// importing, changing play mode, running a call) or blocked (the main thread has not run an
// update for longer than `blocked_after`: an endless loop in a script, a modal dialog, a long
// import). The package answers the probe from its socket thread, so a stuck main thread is still
// described. Pure functions over values: no sockets, no clocks of their own (the caller says how
// old the answer is).

#include <boost/json.hpp>

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace patchbay::hub {

// One answer of the probe, as the package sent it (every duration in ms, at the moment it
// answered).
struct editor_health {
  std::optional<std::int64_t> last_update_ms_ago;  // absent before the first update
  std::string call_tool;                           // the oldest running call; empty when none
  std::string call_id;
  std::int64_t call_for_ms = 0;
  std::optional<std::int64_t> compiling_for_ms;
  std::optional<std::int64_t> importing_for_ms;
  std::string play_mode;  // edit, entering, playing, paused, exiting
  std::int64_t play_mode_for_ms = 0;
  std::int64_t queued = 0;
  // The jobs the editor finished lately (newest last, at most max_finished_jobs): a lease held for
  // one of them ends (issue 45). Empty from a package that does not say.
  std::vector<std::string> finished_jobs;
};

inline constexpr std::size_t max_finished_jobs = 64;

// The `health` member of a ping result; nullopt when there is none (a package older than the
// probe fields answers `{}`: its editor's state is what editor/state says, as before).
std::optional<editor_health> parse_health(const boost::json::value& ping_result);

enum class health_kind { ready, busy, blocked };
std::string_view health_kind_name(health_kind k);

struct health_state {
  health_kind kind = health_kind::ready;
  // "ready", "busy: compiling since 14 s", "blocked: main thread silent for 40 s during play mode".
  std::string summary;
  // For a blocked editor: what is probably holding it and what to do, in words an agent can act
  // on. Empty otherwise.
  std::string remedy;
};

// The state of an editor whose probe answered `h`, `age` ago.
health_state derive_health(const editor_health& h, std::chrono::milliseconds age,
                           std::chrono::milliseconds blocked_after);

// `h` aged by `age`, as JSON for list_editors and the dashboard (the same fields as the probe).
boost::json::object health_json(const editor_health& h, std::chrono::milliseconds age);

// "14 s", "2 min", "1 h 5 min".
std::string describe_duration(std::int64_t ms);

}  // namespace patchbay::hub
