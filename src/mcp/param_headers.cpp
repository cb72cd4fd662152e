#include "mcp/param_headers.hpp"

#include "jsonrpc/message.hpp"
#include "mcp/header_value.hpp"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <vector>

namespace patchbay::mcp {

namespace {

struct marked_param {
  std::vector<std::string_view> path;  // property names from the schema's root
  std::string header;                  // the x-mcp-header value, as declared
};

// The marked parameters reachable through "properties" alone (the only place the annotation is
// valid: streamable-http.mdx, "Schema Extension").
void collect(const json::object& schema, std::vector<std::string_view>& path,
             std::vector<marked_param>& out) {
  const json::value* props = schema.if_contains("properties");
  if (!props || !props->is_object()) return;
  for (const auto& [key, sub] : props->get_object()) {
    if (!sub.is_object()) continue;
    const json::object& s = sub.get_object();
    path.push_back(key);
    if (auto name = jsonrpc::get_string(s, "x-mcp-header")) {
      out.push_back({path, std::string(*name)});
    }
    collect(s, path, out);
    path.pop_back();
  }
}

const json::value* value_at(const json::object& args, const std::vector<std::string_view>& path) {
  const json::object* o = &args;
  const json::value* v = nullptr;
  for (std::string_view key : path) {
    if (!o) return nullptr;
    v = o->if_contains(key);
    if (!v) return nullptr;
    o = v->if_object();
  }
  return v;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// RFC 9110 §5.5 field values: visible ASCII, space and tab.
bool header_safe(std::string_view v) {
  for (char c : v) {
    auto u = static_cast<unsigned char>(c);
    if (u != '\t' && (u < 0x20 || u > 0x7e)) return false;
  }
  return true;
}

// Header value and argument agree, by the argument's JSON type.
bool same_value(std::string_view header, const json::value& arg) {
  if (arg.is_bool()) return header == (arg.get_bool() ? "true" : "false");
  if (arg.is_number()) {
    // Integers compare as numbers ("42.0" and 42 are equal: streamable-http.mdx, Server
    // Validation).
    std::string text(header);
    char* end = nullptr;
    double h = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(h)) return false;
    return h == arg.to_number<double>();
  }
  if (arg.is_string()) return header == std::string_view(arg.get_string());
  return false;  // objects and arrays are never mirrored
}

std::string path_text(const std::vector<std::string_view>& path) {
  std::string out;
  for (std::string_view p : path) {
    if (!out.empty()) out += '.';
    out += p;
  }
  return out;
}

}  // namespace

std::optional<std::string> param_header_mismatch(const json::object& input_schema,
                                                 const json::object& arguments,
                                                 const json::object& headers) {
  std::vector<marked_param> marked;
  std::vector<std::string_view> path;
  collect(input_schema, path, marked);
  for (const marked_param& p : marked) {
    std::string header_name = "Mcp-Param-" + p.header;
    const json::value* sent = headers.if_contains(lower(p.header));
    const json::value* arg = value_at(arguments, p.path);
    bool has_arg = arg && !arg->is_null();
    if (!sent) {
      if (has_arg)
        return "the " + header_name + " header is missing; the arguments give " +
               path_text(p.path) + " = " + jsonrpc::serialize(*arg);
      continue;
    }
    if (!sent->is_string()) return "the " + header_name + " header is sent more than once";
    std::string_view raw = sent->get_string();
    if (!header_safe(raw))
      return "the " + header_name + " header has characters a header may not carry";
    auto decoded = decode_header_value(raw);
    if (!decoded) return "the " + header_name + " header's =?base64?…?= value is not valid base64";
    if (!has_arg)
      return "the " + header_name + " header is sent but the arguments give no " +
             path_text(p.path);
    if (!same_value(*decoded, *arg))
      return header_name + " header value '" + *decoded + "' does not match the argument " +
             path_text(p.path) + " = " + jsonrpc::serialize(*arg);
  }
  return std::nullopt;
}

}  // namespace patchbay::mcp
