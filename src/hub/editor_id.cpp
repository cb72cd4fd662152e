#include "hub/editor_id.hpp"

#include "text/ascii.hpp"
#include "text/sha256.hpp"

#include <cctype>

namespace patchbay::hub {

using text::ascii_lower;

std::string normalize_project_path(std::string_view path) {
  std::string out;
  for (char c : path) {
    if (c == '\\') c = '/';
    if (c == '/' && !out.empty() && out.back() == '/') continue;
    out += c;
  }
  if (out.size() > 1 && out.back() == '/') out.pop_back();
  return ascii_lower(out);
}

std::string derive_editor_id(std::string_view project_name, std::string_view project_path,
                             std::string_view machine) {
  std::string input = ascii_lower(machine) + "\n" + normalize_project_path(project_path);
  auto digest = text::sha256(input);
  static constexpr char hex[] = "0123456789abcdef";
  std::string hash;
  for (int i = 0; i < 4; ++i) {
    hash += hex[digest[i] >> 4];
    hash += hex[digest[i] & 15];
  }
  std::string name;
  for (char c : project_name) {
    bool ok = std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' || c == '-';
    name += ok ? c : '_';
    if (name.size() == 40) break;
  }
  if (name.empty()) name = "project";
  return name + "@" + hash;
}

bool path_within(std::string_view path, std::string_view root) {
  std::string p = normalize_project_path(path), r = normalize_project_path(root);
  if (r.empty()) return false;
  if (p == r) return true;
  if (r == "/") return p.starts_with('/');
  return p.size() > r.size() && p.starts_with(r) && p[r.size()] == '/';
}

}  // namespace patchbay::hub
