#pragma once
// What the hub knows of one Unity editor: identity, metadata, tools, its link and where it is.
// Owned by `editor_registry`; the other classes read records and never keep one across a co_await
// (they look it up by id again).
//
//   connected ──editor/reloading + close──▶ reloading ──register (same runId)──▶ connected
//   connected ──close without notice / heartbeat timeout──▶ vanished ──register──▶ connected
//   reloading / vanished ──reload_timeout / editor_grace──▶ gone
//   connected ──close 1001 (quitting)──▶ gone

#include "hub/editor_health.hpp"
#include "hub/editor_link.hpp"
#include "platform/dialogs.hpp"

#include <boost/asio/steady_timer.hpp>
#include <boost/json.hpp>

#include <chrono>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace patchbay::hub {

enum class presence { connected, reloading, vanished, gone };

// What kind of target registered (`editor.kind`, docs/protocol.md §4.1): a Unity editor, or the
// runtime part of the package in a development build's player.
namespace target_kind {
inline constexpr std::string_view editor = "editor";
inline constexpr std::string_view player = "player";
}  // namespace target_kind
std::string_view presence_name(presence p);

struct editor_record {
  explicit editor_record(boost::asio::any_io_executor ex) : absence_timer(ex) {}
  std::string id;
  boost::json::object info;  // register metadata + packageVersion, connectedAt, domain
  std::string run_id;
  boost::json::array tools;
  std::string tools_request;  // link id of the tools/list on its way, else empty
  std::shared_ptr<editor_link> link;
  presence where = presence::gone;
  // When it became gone in this hub's run (epoch: never connected in it, gone since the start).
  std::chrono::steady_clock::time_point gone_since{};
  std::size_t reloads = 0;  // domain reloads seen since the hub started
  // The newest answer of the health probe on the current link and when it came (none from a
  // package older than the probe fields, nor before the first answer).
  std::optional<editor_health> health;
  std::chrono::steady_clock::time_point health_at;
  std::string health_shown;  // the summary the dashboard was last told of
  // The modal dialogs of a blocked editor's process, looked for once per probe answer (when
  // `dialogs_for` is `health_at`): the registry's const readers fill it as they derive the state.
  mutable std::optional<platform::dialog_scan> dialogs;
  mutable std::chrono::steady_clock::time_point dialogs_for;
  // Known from the tool cache and not registered with this hub yet (held as vanished while its
  // process still runs: probably reconnecting from an earlier hub).
  bool from_cache = false;
  boost::asio::steady_timer absence_timer;
};

inline bool is_player(const editor_record& ed) {
  auto* k = ed.info.if_contains("kind");
  return k && k->is_string() && k->get_string() == target_kind::player;
}

}  // namespace patchbay::hub
