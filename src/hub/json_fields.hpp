#pragma once
// Small readers and makers of JSON the hub's classes share (no state).

#include "jsonrpc/message.hpp"

#include <string>
#include <string_view>

namespace patchbay::hub {

namespace json = boost::json;

// The string member `key` of `o`, or "", as a view into `o` (valid while `o` is unchanged).
inline std::string_view str_view(const json::object& o, std::string_view key) {
  return jsonrpc::get_string(o, key).value_or(std::string_view());
}

// The same, copied.
inline std::string str(const json::object& o, std::string_view key) {
  return std::string(str_view(o, key));
}

// The `data` of the hub's JSON-RPC errors: {"patchbay": kind}.
inline json::object kind_data(std::string_view kind) { return json::object{{"patchbay", kind}}; }

}  // namespace patchbay::hub
