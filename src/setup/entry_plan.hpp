#pragma once
// How an existing server entry becomes the one we want. Patchbay owns the keys that say what to
// launch or where to connect (type, command, args, url…); everything else a user added to the
// entry (env, timeout, trust, includeTools, startup_timeout_sec…) stays. Keys that belong to the
// other transport go, so switching between stdio and --http leaves no contradictory entry.

#include <boost/json/object.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace patchbay::setup {

struct entry_plan {
  boost::json::object set;          // keys to write (new or different)
  std::vector<std::string> remove;  // keys (or TOML subtables) to take out

  bool empty() const { return set.empty() && remove.empty(); }
};

// `existing` is the current entry (nullptr when there is none); `desired` comes from
// server_entry(). An empty plan means the entry is already what we want.
entry_plan plan_entry(const boost::json::object* existing, const boost::json::object& desired);

// Patchbay's routing header (`name: value`, e.g. Patchbay-Project) merged into the headers an HTTP
// entry already has under `headers_key`: the user's own headers (authorization…) stay; an empty
// `value` takes ours out. Writes the merged headers into `desired`; returns true when the existing
// entry's headers key must go (ours was all it held).
bool merge_routing_header(const boost::json::object* existing, boost::json::object& desired,
                          std::string_view headers_key, std::string_view name,
                          const std::string& value);

// `entry` with the plan applied (JSON files; the TOML editor applies plans itself).
boost::json::object apply_plan(boost::json::object entry, const entry_plan& plan);

}  // namespace patchbay::setup
