#pragma once
// ASCII lowercasing for the case-insensitive parts of HTTP (header names, media types, host
// names); locale-independent, bytes outside A-Z unchanged.

#include <string>
#include <string_view>

namespace patchbay::transport {

inline std::string ascii_lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

}  // namespace patchbay::transport
