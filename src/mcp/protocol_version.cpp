#include "mcp/protocol_version.hpp"

#include <algorithm>

namespace patchbay::mcp {

bool is_supported_protocol_version(std::string_view v) {
  return std::find(supported_protocol_versions.begin(), supported_protocol_versions.end(), v) !=
         supported_protocol_versions.end();
}

std::string negotiate_protocol_version(std::string_view requested) {
  return std::string(is_supported_protocol_version(requested) ? requested
                                                              : latest_protocol_version);
}

std::string supported_versions_text() {
  std::string s;
  for (auto v : supported_protocol_versions) {
    if (!s.empty()) s += ", ";
    s += v;
  }
  return s;
}

}  // namespace patchbay::mcp
