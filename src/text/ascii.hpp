#pragma once
// ASCII case folding, named once for every layer: the case-insensitive parts of HTTP (header
// names, media types, host names) and of editor ids and names (docs/protocol.md §4.2: ASCII only).
// Locale-independent; bytes outside A-Z are unchanged.

#include <algorithm>
#include <string>
#include <string_view>

namespace patchbay::text {

inline char ascii_lower(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

inline std::string ascii_lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = ascii_lower(c);
  return out;
}

inline bool ascii_iequals(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return ascii_lower(x) == ascii_lower(y);
         });
}

// Whether `haystack` contains `lower_needle` (given in lower case) ignoring ASCII case: no folded
// copy is made (an Accept header is checked on every request).
inline bool ascii_icontains(std::string_view haystack, std::string_view lower_needle) {
  return std::search(haystack.begin(), haystack.end(), lower_needle.begin(), lower_needle.end(),
                     [](char h, char n) { return ascii_lower(h) == n; }) != haystack.end() ||
         lower_needle.empty();
}

}  // namespace patchbay::text
