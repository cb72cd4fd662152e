#pragma once
// MCP's header value encoding (2026-07-28 streamable-http.mdx, "Value Encoding"): a value that is
// not plain printable ASCII travels as "=?base64?<UTF-8 bytes in base64>?=". Used for Mcp-Name and
// for Patchbay's own routing headers (Patchbay-Cwd, -Editor, -Project), whose paths may be any
// text.

#include <optional>
#include <string>
#include <string_view>

namespace patchbay::mcp {

namespace detail {

inline int base64_digit(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+') return 62;
  if (c == '/') return 63;
  return -1;
}

}  // namespace detail

// "=?base64?…?=" header values decoded; others unchanged. Nullopt for a sentinel whose payload is
// not canonical base64 (RFC 4648 §4: whole groups of four, '=' only as the last one or two
// characters, no stray bits): a client that means base64 sends exactly that, and anything else is a
// header with invalid characters (SEP-2243), never a guess.
inline std::optional<std::string> decode_header_value(std::string_view v) {
  constexpr std::string_view open = "=?base64?", close = "?=";
  if (!v.starts_with(open) || !v.ends_with(close) || v.size() < open.size() + close.size())
    return std::string(v);
  std::string_view payload = v.substr(open.size(), v.size() - open.size() - close.size());
  if (payload.size() % 4 != 0) return std::nullopt;
  std::size_t pad = 0;
  while (pad < 2 && pad < payload.size() && payload[payload.size() - 1 - pad] == '=') ++pad;
  std::string out;
  unsigned bits = 0;
  int have = 0;
  for (std::size_t i = 0; i < payload.size() - pad; ++i) {
    int d = detail::base64_digit(payload[i]);
    if (d < 0) return std::nullopt;
    bits = (bits << 6) | static_cast<unsigned>(d);
    have += 6;
    if (have >= 8) {
      have -= 8;
      out.push_back(static_cast<char>((bits >> have) & 0xFF));
    }
  }
  if ((bits & ((1u << have) - 1)) != 0) return std::nullopt;  // bits a canonical encoder leaves 0
  return out;
}

// The other way: plain printable ASCII without edge spaces stays, anything else becomes the
// base64 sentinel.
inline std::string encode_header_value(std::string_view v) {
  bool plain = !v.empty() && v.front() != ' ' && v.back() != ' ' && !v.starts_with("=?base64?");
  for (char c : v)
    if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) > 0x7e) plain = false;
  if (plain) return std::string(v);
  static constexpr char digits[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out = "=?base64?";
  std::size_t i = 0;
  for (; i + 2 < v.size(); i += 3) {
    unsigned n = (static_cast<unsigned char>(v[i]) << 16) |
                 (static_cast<unsigned char>(v[i + 1]) << 8) | static_cast<unsigned char>(v[i + 2]);
    for (int shift : {18, 12, 6, 0}) out.push_back(digits[(n >> shift) & 63]);
  }
  if (std::size_t rest = v.size() - i; rest > 0) {
    unsigned n = static_cast<unsigned char>(v[i]) << 16;
    if (rest == 2) n |= static_cast<unsigned char>(v[i + 1]) << 8;
    out.push_back(digits[(n >> 18) & 63]);
    out.push_back(digits[(n >> 12) & 63]);
    out.push_back(rest == 2 ? digits[(n >> 6) & 63] : '=');
    out.push_back('=');
  }
  return out + "?=";
}

}  // namespace patchbay::mcp
