#include "text/outside_text.hpp"

#include <cstdio>

namespace patchbay::text {

namespace {

// The code point at `s[at]` and its length in bytes, or length 0 for invalid UTF-8 (a stray
// continuation byte, an overlong form, a surrogate, past U+10FFFF, or cut short).
std::pair<char32_t, std::size_t> decode_one(std::string_view s, std::size_t at) {
  auto b = static_cast<unsigned char>(s[at]);
  if (b < 0x80) return {b, 1};
  std::size_t n = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 0;
  if (n == 0 || b > 0xF4 || at + n > s.size()) return {0, 0};
  char32_t c = b & (0x7F >> n);
  for (std::size_t i = 1; i < n; ++i) {
    auto x = static_cast<unsigned char>(s[at + i]);
    if ((x & 0xC0) != 0x80) return {0, 0};
    c = (c << 6) | (x & 0x3F);
  }
  static constexpr char32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
  if (c < least[n] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return {0, 0};
  return {c, n};
}

void append_escape(std::string& out, const char* format, unsigned value) {
  char buffer[16];
  int n = std::snprintf(buffer, sizeof buffer, format, value);
  out.append(buffer, static_cast<std::size_t>(n));
}

}  // namespace

bool is_hidden_code_point(char32_t c) {
  return c < 0x20 || (c >= 0x7F && c <= 0x9F) ||  // C0, DEL, C1 (ESC and CSI among them)
         c == 0x061C || c == 0x180E ||            // Arabic letter mark, Mongolian vowel separator
         (c >= 0x200B && c <= 0x200F) ||          // zero-width characters, LRM, RLM
         (c >= 0x2028 && c <= 0x202E) ||          // line/paragraph separators, LRE..RLO
         (c >= 0x2060 && c <= 0x206F) ||          // word joiner, LRI..PDI, invisible operators
         c == 0xFEFF || (c >= 0xFFF9 && c <= 0xFFFB);
}

std::string shown_text(std::string_view raw, std::size_t max_bytes, bool keep_newlines) {
  std::string_view text = raw.substr(0, max_bytes);
  // Do not cut a character in two: back up to its first byte.
  if (text.size() < raw.size())
    while (!text.empty() && (static_cast<unsigned char>(raw[text.size()]) & 0xC0) == 0x80)
      text.remove_suffix(1);
  std::string out;
  out.reserve(text.size() + 16);
  for (std::size_t at = 0; at < text.size();) {
    auto [c, n] = decode_one(text, at);
    if (n == 0) {
      append_escape(out, "\\x{%02X}", static_cast<unsigned char>(text[at]));
      ++at;
      continue;
    }
    if (c == '\n' && keep_newlines) {
      out += '\n';
    } else if (c == '\t') {
      out += ' ';
    } else if (is_hidden_code_point(c)) {
      append_escape(out, "\\u{%04X}", static_cast<unsigned>(c));
    } else {
      out.append(text.substr(at, n));
    }
    at += n;
  }
  if (text.size() < raw.size())
    out += " \xE2\x80\xA6 (" + std::to_string(raw.size() - text.size()) + " more bytes)";
  return out;
}

}  // namespace patchbay::text
