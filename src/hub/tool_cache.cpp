#include "hub/tool_cache.hpp"

#include "hub/json_fields.hpp"
#include "platform/platform.hpp"

#include <spdlog/spdlog.h>

#include <fstream>
#include <sstream>

namespace patchbay::hub {

void tool_cache::save(const std::string& id, const json::object& info,
                      const json::array& tools) const {
  if (state_dir_.empty()) return;
  auto dir = state_dir_ / "editors";
  if (auto err = platform::create_private_directory(dir)) {
    spdlog::warn("tool cache: {}", *err);
    return;
  }
  json::object o{{"id", id}, {"editor", info}, {"tools", tools}};
  if (auto err = platform::write_private_file(dir / (id + ".json"), jsonrpc::serialize(o)))
    spdlog::warn("tool cache: {}", *err);
}

void tool_cache::remove(const std::string& id) const {
  if (state_dir_.empty()) return;
  std::error_code ec;
  std::filesystem::remove(state_dir_ / "editors" / (id + ".json"), ec);
  if (ec) spdlog::warn("tool cache: cannot remove {}: {}", id, ec.message());
}

std::vector<cached_editor> tool_cache::load() const {
  std::vector<cached_editor> out;
  if (state_dir_.empty()) return out;
  auto dir = state_dir_ / "editors";
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) return out;
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
    out.push_back({str(*o, "id"), o->at("editor").as_object(), o->at("tools").as_array()});
  }
  return out;
}

}  // namespace patchbay::hub
