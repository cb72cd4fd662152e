#pragma once
// Reading JSON text a parser already accepted, just far enough to find a member: the text is known
// to be well formed, so strings and nested values are skipped by their delimiters. (The hub's
// split_result and the front end's relay_state::wire_text read messages this way.) And writing a
// string literal straight into a message being assembled as text (append_string).

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace patchbay::jsonrpc::json_text {

inline bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

inline std::size_t skip_space(std::string_view t, std::size_t i) {
  while (i < t.size() && is_space(t[i])) ++i;
  return i;
}

// One past the closing quote of the string whose opening quote is at i.
inline std::size_t skip_string(std::string_view t, std::size_t i) {
  for (++i; i < t.size(); ++i) {
    if (t[i] == '\\')
      ++i;
    else if (t[i] == '"')
      return i + 1;
  }
  return t.size();
}

// One past the end of the value that starts at i.
inline std::size_t skip_value(std::string_view t, std::size_t i) {
  if (i >= t.size()) return i;
  if (t[i] == '"') return skip_string(t, i);
  if (t[i] != '{' && t[i] != '[') {
    while (i < t.size() && t[i] != ',' && t[i] != '}' && t[i] != ']' && !is_space(t[i])) ++i;
    return i;
  }
  int depth = 0;
  while (i < t.size()) {
    char c = t[i];
    if (c == '"') {
      i = skip_string(t, i);
      continue;
    }
    if (c == '{' || c == '[') {
      ++depth;
    } else if ((c == '}' || c == ']') && --depth == 0) {
      return i + 1;
    }
    ++i;
  }
  return i;
}

// Appends `s` as a JSON string literal, escaped as Boost.JSON's serializer escapes it: quote,
// backslash and control characters; every other byte as it is.
inline void append_string(std::string& out, std::string_view s) {
  static constexpr char hex[] = "0123456789abcdef";
  out += '"';
  std::size_t plain = 0;  // start of the run of bytes that need no escape
  for (std::size_t i = 0; i < s.size(); ++i) {
    // Eight bytes at a time while none needs an escape (the word tests are exact for "any byte"):
    // most text is plain, and is then copied in one append.
    constexpr std::uint64_t ones = 0x0101010101010101ULL;
    constexpr std::uint64_t highs = 0x8080808080808080ULL;
    while (s.size() - i >= 8) {
      std::uint64_t w;
      std::memcpy(&w, s.data() + i, sizeof w);
      const std::uint64_t quote = w ^ (ones * '"');
      const std::uint64_t backslash = w ^ (ones * '\\');
      const std::uint64_t found =
          ((w - ones * 0x20) & ~w) | ((quote - ones) & ~quote) | ((backslash - ones) & ~backslash);
      if ((found & highs) != 0) break;
      i += sizeof w;
    }
    if (i == s.size()) break;
    auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c != '"' && c != '\\') continue;
    out.append(s.data() + plain, i - plain);
    plain = i + 1;
    out += '\\';
    switch (c) {
      case '"':
        out += '"';
        break;
      case '\\':
        out += '\\';
        break;
      case '\b':
        out += 'b';
        break;
      case '\f':
        out += 'f';
        break;
      case '\n':
        out += 'n';
        break;
      case '\r':
        out += 'r';
        break;
      case '\t':
        out += 't';
        break;
      default:
        out += "u00";
        out += hex[c >> 4];
        out += hex[c & 0xf];
    }
  }
  out.append(s.data() + plain, s.size() - plain);
  out += '"';
}

}  // namespace patchbay::jsonrpc::json_text
