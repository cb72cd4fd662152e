#pragma once
// Each editor's metadata and tool list on disk, so that a client that starts before Unity (or while
// an editor reconnects to a new hub) still sees its tools (DESIGN.md §4).
//
// Contract: one private file per editor under <state_dir>/editors; a file that cannot be read is
// skipped with a warning, a failed write only logs (the cache is an optimisation, never a source of
// truth). No state_dir, no cache. Not thread-safe; no sockets.

#include <boost/json.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace patchbay::hub {

struct cached_editor {
  std::string id;
  boost::json::object info;
  boost::json::array tools;
};

class tool_cache {
 public:
  explicit tool_cache(std::filesystem::path state_dir) : state_dir_(std::move(state_dir)) {}

  std::vector<cached_editor> load() const;
  void save(const std::string& id, const boost::json::object& info,
            const boost::json::array& tools) const;
  // Forgets one entry (a player that has left: its id never comes back).
  void remove(const std::string& id) const;

 private:
  std::filesystem::path state_dir_;
};

}  // namespace patchbay::hub
