// Fuzz target: the JSON-RPC layer (src/jsonrpc) — parse_json with its depth bound, decode into a
// message, encode and serialize. Asserts the round trip: whatever decodes, once encoded and
// serialized, parses and decodes again to the same kind of message with the same content, numbers
// exactly (a number too large for a double is written as null: JSON has no Infinity).
#include "jsonrpc/message.hpp"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace patchbay;
namespace json = boost::json;

namespace {

// Equal, except that a non-finite double is written as null.
bool same(const json::value& a, const json::value& b) {
  if (a.is_double() && !std::isfinite(a.get_double())) return b.is_null();
  if (a.kind() != b.kind()) return false;
  if (a.is_object()) {
    const auto &p = a.get_object(), &q = b.get_object();
    if (p.size() != q.size()) return false;
    for (const auto& [k, v] : p)
      if (!q.contains(k) || !same(v, q.at(k))) return false;
    return true;
  }
  if (a.is_array()) {
    const auto &p = a.get_array(), &q = b.get_array();
    if (p.size() != q.size()) return false;
    for (std::size_t i = 0; i < p.size(); ++i)
      if (!same(p[i], q[i])) return false;
    return true;
  }
  return a == b;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto parsed = jsonrpc::parse_json(text);
  if (!parsed) return 0;
  auto decoded = jsonrpc::decode(*parsed);
  if (!decoded) {
    // The error response for a bad message must itself serialize.
    (void)jsonrpc::serialize(
        jsonrpc::make_error_response(decoded.error().id, decoded.error().error));
    return 0;
  }
  std::string once = jsonrpc::serialize(jsonrpc::encode(*decoded));
  auto again = jsonrpc::parse_json(once);
  if (!again) std::abort();  // our own output must parse
  auto redecoded = jsonrpc::decode(*again);
  if (!redecoded || redecoded->index() != decoded->index()) std::abort();
  if (!same(json::value(jsonrpc::encode(*redecoded)), *again)) std::abort();
  if (!same(json::value(jsonrpc::encode(*decoded)), *again)) std::abort();
  return 0;
}
