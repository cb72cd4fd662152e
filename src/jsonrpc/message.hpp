#pragma once
// JSON-RPC 2.0 message model for MCP and the editor link: parse, validate, serialize.
//
// Design: messages are decoded once into a small variant (request / notification / response /
// error response) that keeps params and results as Boost.JSON values, so higher layers never
// re-check the envelope. Failures are values (`outcome<T>`), never exceptions: bad input from a
// client is normal traffic. Ids are integers or strings and are echoed exactly as received.

#include <boost/json.hpp>
#include <boost/system/result.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace patchbay::jsonrpc {

namespace json = boost::json;

// JSON-RPC and MCP error codes used across the project.
enum error_code : int {
  parse_error = -32700,
  invalid_request = -32600,
  method_not_found = -32601,
  invalid_params = -32602,
  internal_error = -32603,
  server_error = -32000,        // generic transport / server condition (SDK convention)
  session_not_found = -32001,   // SDK convention for an unknown HTTP session
  resource_not_found = -32002,  // MCP ≤ 2025-11-25
  request_cancelled = -32800,
};

// A request id: integer or string, never null. Large positive integers beyond int64 keep their
// unsigned type so they are echoed unchanged.
class id {
 public:
  id() = default;
  explicit id(std::int64_t v) : value_(v) {}
  explicit id(std::uint64_t v) : value_(v) {}
  explicit id(std::string v) : value_(std::move(v)) {}

  // Reads an id from JSON; nullopt when the value is not an integer or string.
  static std::optional<id> from_json(const json::value& v);
  json::value to_json() const;
  // A printable, unambiguous key (numbers and strings never collide): "n:42", "s:abc".
  std::string key() const;
  // Appends the id as JSON text, as serialize(to_json()) writes it.
  void append_json(std::string& out) const;
  std::string to_string() const;
  bool is_string() const { return std::holds_alternative<std::string>(value_); }

  friend bool operator==(const id&, const id&) = default;
  friend auto operator<=>(const id&, const id&) = default;

 private:
  std::variant<std::int64_t, std::uint64_t, std::string> value_{std::int64_t{0}};
};

struct error {
  int code = internal_error;
  std::string message;
  json::value data;  // null means absent
};

struct request {
  jsonrpc::id id;
  std::string method;
  json::value params;  // object, or null when absent
};

struct notification {
  std::string method;
  json::value params;
};

struct response {
  jsonrpc::id id;
  json::value result;
};

struct error_response {
  std::optional<jsonrpc::id> id;  // absent when it could not be read (parse errors)
  jsonrpc::error error;
};

using message = std::variant<request, notification, response, error_response>;

template <class T>
using outcome = boost::system::result<T, error>;

// boost::system::result calls this when value() is used on an error; that is a programming error.
[[noreturn]] void throw_exception_from_error(const error& e, const boost::source_location& loc);

error make_error(int code, std::string message, json::value data = nullptr);

// Parses text into JSON. Errors: parse_error, whose message says what and where: nesting deeper
// than max_depth (hostile input), or a number out of a double's range (1e999: JSON has no
// infinity, and such a number would otherwise be written on as null), named by its path.
// `storage`: where the value's memory comes from (a monotonic resource that lives as long as the
// message is used, for a parse without an allocation per object and string).
outcome<json::value> parse_json(std::string_view text, std::size_t max_depth = 64,
                                json::storage_ptr storage = {});

// The id of a request parse_json refused only for an out-of-range number, so the error can
// answer that request instead of leaving the client waiting; nothing for any other failure.
std::optional<id> id_of_unparsable(std::string_view text, std::size_t max_depth = 64);

// A response whose result is an object, read without building a tree: what the hub needs to pass
// an editor's answer on as it came (its id rewritten, its result never parsed and serialized
// again).
struct result_text {
  jsonrpc::id id;
  std::string_view result;  // valid JSON on one line, a view into the message
  bool is_error = false;    // the result says "isError": true
};
// The message must be exactly {"jsonrpc": "2.0", "id", "result": {...}} (any order, each key once,
// written plainly) and valid as parse_json reads it (depth, numbers in range). nullopt for anything
// else, and for a result with a raw line break between tokens: parse_json and decode it instead,
// which states what is wrong.
std::optional<result_text> split_result(std::string_view text, std::size_t max_depth = 64);

// Validates one JSON value as a JSON-RPC 2.0 message. On failure returns the error response to
// send (with the id when it could be read).
boost::system::result<message, error_response> decode(const json::value& v);
// The same for a value the caller gives away: params, result and error data are moved out of it
// (no deep copy of a message the hub only passes on); what is left of `v` is unspecified.
boost::system::result<message, error_response> decode(json::value&& v);

json::object encode(const message& m);
json::object make_request(const id& id, std::string_view method, json::value params = nullptr);
json::object make_notification(std::string_view method, json::value params = nullptr);
json::object make_result(const id& id, json::value result);
json::object make_error_response(const std::optional<id>& id, const error& e);

// Compact serialization: one line, no embedded raw newlines (JSON escapes them). Numbers too large
// for a double (parsed as infinity) are written as null, as JavaScript does: JSON has no Infinity.
std::string serialize(const json::value& v);
// The same written at the end of `out`, for an object (no copy of it into a value first).
void append_serialized(std::string& out, const json::object& o);

// The same text for equal JSON values whatever their members' order: objects' keys sorted
// (recursively), otherwise as `serialize`. For recognising a repeated call by its arguments.
std::string canonical_serialize(const json::value& v);

// Convenience accessors for params objects.
const json::object* as_object(const json::value& v);
// The member `key` of `o`, as if_contains finds it. A small object (an envelope, params, _meta) is
// searched member by member: Boost.JSON hashes the key first for every look-up, which costs more
// than comparing a handful of keys (bench/counted_bench.mjs).
inline const json::value* member(const json::object& o, std::string_view key) {
  if (o.size() > 8) return o.if_contains(key);
  for (const auto& m : o)
    if (std::string_view(m.key()) == key) return &m.value();
  return nullptr;
}
inline json::value* member(json::object& o, std::string_view key) {
  // NOLINTNEXTLINE(cppcoreguidelines-pro-type-const-cast): the same search; `o` is ours to change
  return const_cast<json::value*>(member(std::as_const(o), key));
}
std::optional<std::string_view> get_string(const json::object& o, std::string_view key);

}  // namespace patchbay::jsonrpc
