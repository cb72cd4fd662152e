#include "hub/resource_uri.hpp"

#include <charconv>
#include <vector>

namespace patchbay::hub {

namespace {

bool unreserved(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
         c == '.' || c == '_' || c == '~';
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::vector<std::string_view> split_path(std::string_view path) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  while (start <= path.size()) {
    std::size_t slash = path.find('/', start);
    if (slash == std::string_view::npos) slash = path.size();
    parts.push_back(path.substr(start, slash - start));
    start = slash + 1;
  }
  return parts;
}

std::optional<std::int64_t> number_of(std::string_view s) {
  std::int64_t n = 0;
  if (s.empty()) return std::nullopt;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
  if (ec != std::errc() || end != s.data() + s.size() || n < 0) return std::nullopt;
  return n;
}

}  // namespace

std::string percent_encode(std::string_view segment) {
  static constexpr char digits[] = "0123456789ABCDEF";
  std::string out;
  out.reserve(segment.size());
  for (char c : segment) {
    if (unreserved(c)) {
      out += c;
    } else {
      auto b = static_cast<unsigned char>(c);
      out += '%';
      out += digits[b >> 4];
      out += digits[b & 0xF];
    }
  }
  return out;
}

std::optional<std::string> percent_decode(std::string_view segment) {
  std::string out;
  out.reserve(segment.size());
  for (std::size_t i = 0; i < segment.size(); ++i) {
    if (segment[i] != '%') {
      out += segment[i];
      continue;
    }
    int hi = i + 1 < segment.size() ? hex_value(segment[i + 1]) : -1;
    int lo = i + 2 < segment.size() ? hex_value(segment[i + 2]) : -1;
    if (hi < 0 || lo < 0) return std::nullopt;
    out += static_cast<char>((hi << 4) | lo);
    i += 2;
  }
  return out;
}

bool is_patchbay_uri(std::string_view uri) { return uri.starts_with(resource_scheme); }

std::optional<resource_address> parse_resource_uri(std::string_view uri) {
  if (uri == editors_uri) return resource_address{};
  std::string_view prefix = "patchbay://editors/";
  if (!uri.starts_with(prefix)) return std::nullopt;
  auto parts = split_path(uri.substr(prefix.size()));
  for (auto p : parts)
    if (p.empty()) return std::nullopt;
  if (parts.size() < 2) return std::nullopt;
  auto editor = percent_decode(parts[0]);
  if (!editor) return std::nullopt;
  resource_address a;
  a.editor = std::move(*editor);
  std::string_view kind = parts[1];
  const std::size_t n = parts.size();
  if (n == 2 && kind == "state") {
    a.kind = resource_kind::state;
  } else if (n == 2 && kind == "console") {
    a.kind = resource_kind::console;
  } else if (n == 4 && kind == "console" && parts[2] == "after") {
    auto id = number_of(parts[3]);
    if (!id) return std::nullopt;
    a.kind = resource_kind::console_after;
    a.number = *id;
  } else if (n == 2 && kind == "project") {
    a.kind = resource_kind::project;
  } else if (n == 2 && kind == "tools") {
    a.kind = resource_kind::tools;
  } else if (kind == "scenes" && n >= 4 && parts[3] == "hierarchy" && (n == 4 || n == 6)) {
    auto scene = percent_decode(parts[2]);
    if (!scene) return std::nullopt;
    a.scene = std::move(*scene);
    a.kind = resource_kind::hierarchy;
    if (n == 6) {
      auto offset = parts[4] == "from" ? number_of(parts[5]) : std::nullopt;
      if (!offset) return std::nullopt;
      a.kind = resource_kind::hierarchy_from;
      a.number = *offset;
    }
  } else if (n == 3 && kind == "objects") {
    auto object = percent_decode(parts[2]);
    if (!object) return std::nullopt;
    a.kind = resource_kind::object;
    a.object = std::move(*object);
  } else {
    return std::nullopt;
  }
  return a;
}

std::string resource_uri(const resource_address& a) {
  if (a.kind == resource_kind::editors) return std::string(editors_uri);
  std::string uri = "patchbay://editors/" + percent_encode(a.editor);
  switch (a.kind) {
    case resource_kind::editors:
      break;
    case resource_kind::state:
      uri += "/state";
      break;
    case resource_kind::console:
      uri += "/console";
      break;
    case resource_kind::console_after:
      uri.append("/console/after/").append(std::to_string(a.number));
      break;
    case resource_kind::project:
      uri += "/project";
      break;
    case resource_kind::tools:
      uri += "/tools";
      break;
    case resource_kind::hierarchy:
    case resource_kind::hierarchy_from:
      uri.append("/scenes/").append(percent_encode(a.scene)).append("/hierarchy");
      if (a.kind == resource_kind::hierarchy_from)
        uri.append("/from/").append(std::to_string(a.number));
      break;
    case resource_kind::object:
      uri.append("/objects/").append(percent_encode(a.object));
      break;
  }
  return uri;
}

}  // namespace patchbay::hub
