// editor_hub's tool-cache room: each editor's metadata and tool list on disk, so a client that
// starts before Unity still sees the tools (DESIGN.md §3).
//
// Contract: one private file per editor under <state_dir>/editors; a file that cannot be read is
// skipped with a warning, a failed write only logs (the cache is an optimisation, never a source
// of truth). No state_dir, no cache.
#include "hub/editor_hub.hpp"
#include "hub/editor_record.hpp"

#include "platform/platform.hpp"

#include <spdlog/spdlog.h>

#include <fstream>
#include <sstream>

namespace patchbay::hub {

using detail::str;

void editor_hub::save_cache(const editor_record& ed) const {
  if (options_.state_dir.empty()) return;
  auto dir = options_.state_dir / "editors";
  if (auto err = platform::create_private_directory(dir)) {
    spdlog::warn("tool cache: {}", *err);
    return;
  }
  json::object o{{"id", ed.id}, {"editor", ed.info}, {"tools", ed.tools}};
  if (auto err = platform::write_private_file(dir / (ed.id + ".json"), jsonrpc::serialize(o)))
    spdlog::warn("tool cache: {}", *err);
}

void editor_hub::load_cache() {
  if (options_.state_dir.empty()) return;
  auto dir = options_.state_dir / "editors";
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) return;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    if (entry.path().extension() != ".json") continue;
    std::ifstream in(entry.path());
    std::stringstream ss;
    ss << in.rdbuf();
    auto v = jsonrpc::parse_json(ss.str());
    const json::object* o = v ? v->if_object() : nullptr;
    if (!o || str(*o, "id").empty() || !o->contains("tools") || !o->at("tools").is_array() ||
        !o->contains("editor") || !o->at("editor").is_object()) {
      spdlog::warn("tool cache: ignoring unreadable {}", entry.path().string());
      continue;
    }
    auto ed = std::make_unique<editor_record>(executor());
    ed->id = str(*o, "id");
    ed->info = o->at("editor").as_object();
    ed->tools = o->at("tools").as_array();
    ed->where = presence::gone;
    // An editor whose process still runs was most likely connected to the hub this one replaces
    // and is reconnecting: calls for it are held for editor_grace, as for an editor that vanished
    // (a client re-sending a call after the hub restarted must not be told "not connected").
    std::int64_t pid = 0;
    if (auto* p = ed->info.if_contains("pid"); p && p->is_int64()) pid = p->get_int64();
    bool running = pid > 0 && pid <= INT32_MAX && platform::process_alive(static_cast<int>(pid));
    auto& slot = editors_[ed->id];
    slot = std::move(ed);
    slot->from_cache = true;
    if (running) editor_absent(*slot, presence::vanished);
  }
  if (!editors_.empty())
    spdlog::info("tool cache: {} editor(s) known from earlier runs", editors_.size());
}

}  // namespace patchbay::hub
