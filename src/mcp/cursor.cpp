#include "mcp/cursor.hpp"

#include <charconv>

namespace patchbay::mcp {

// Hex keeps the cursor opaque, URL-safe and trivially validated.
namespace {
constexpr char digits[] = "0123456789abcdef";

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}
}  // namespace

std::string encode_cursor(std::string_view list, std::size_t offset) {
  std::string plain = std::string(list) + ":" + std::to_string(offset);
  std::string out;
  out.reserve(plain.size() * 2);
  for (unsigned char c : plain) {
    out += digits[c >> 4];
    out += digits[c & 15];
  }
  return out;
}

std::optional<std::size_t> decode_cursor(std::string_view list, std::string_view cursor) {
  if (cursor.empty() || cursor.size() > 256 || cursor.size() % 2) return std::nullopt;
  std::string plain;
  for (std::size_t i = 0; i < cursor.size(); i += 2) {
    int hi = hex_value(cursor[i]), lo = hex_value(cursor[i + 1]);
    if (hi < 0 || lo < 0) return std::nullopt;
    plain += static_cast<char>(hi * 16 + lo);
  }
  std::string prefix = std::string(list) + ":";
  if (plain.rfind(prefix, 0) != 0) return std::nullopt;
  std::size_t offset = 0;
  const char* first = plain.data() + prefix.size();
  const char* last = plain.data() + plain.size();
  auto [ptr, ec] = std::from_chars(first, last, offset);
  if (ec != std::errc{} || ptr != last || first == last) return std::nullopt;
  return offset;
}

jsonrpc::outcome<std::size_t> read_cursor(const boost::json::object& params,
                                          std::string_view list) {
  const boost::json::value* c = params.if_contains("cursor");
  if (!c || c->is_null()) return {boost::system::in_place_value, std::size_t{0}};
  if (!c->is_string())
    return jsonrpc::make_error(jsonrpc::invalid_params, "Invalid cursor: must be a string");
  auto offset = decode_cursor(list, c->get_string());
  if (!offset) return jsonrpc::make_error(jsonrpc::invalid_params, "Invalid cursor");
  return {boost::system::in_place_value, *offset};
}

}  // namespace patchbay::mcp
