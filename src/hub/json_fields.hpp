#pragma once
// Small readers and makers of JSON the hub's classes share (no state).

#include "jsonrpc/message.hpp"

#include <string>
#include <string_view>

namespace patchbay::hub {

namespace json = boost::json;

// The string member `key` of `o`, or "".
inline std::string str(const json::object& o, std::string_view key) {
  auto v = jsonrpc::get_string(o, key);
  return v ? std::string(*v) : std::string();
}

// The same as a view into `o` (valid while `o` is unchanged).
inline std::string_view str_view(const json::object& o, std::string_view key) {
  auto v = jsonrpc::get_string(o, key);
  return v ? *v : std::string_view();
}

// The `data` of the hub's JSON-RPC errors: {"patchbay": kind}.
inline json::object kind_data(std::string_view kind) { return json::object{{"patchbay", kind}}; }

}  // namespace patchbay::hub
