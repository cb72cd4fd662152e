#include "setup/entry_plan.hpp"

#include <algorithm>
#include <array>
#include <string_view>

namespace patchbay::setup {

namespace json = boost::json;

namespace {

// What only a launched server has (Codex calls its environment table `env` too).
constexpr std::array<std::string_view, 6> stdio_keys{"command", "args", "env",
                                                     "envFile", "cwd",  "env_vars"};
// What only a remote server has, in every client's spelling.
constexpr std::array<std::string_view, 7> http_keys{"url",
                                                    "serverUrl",
                                                    "httpUrl",
                                                    "headers",
                                                    "http_headers",
                                                    "env_http_headers",
                                                    "bearer_token_env_var"};
// Where a remote server is; an entry must name it exactly once.
constexpr std::array<std::string_view, 3> url_keys{"url", "serverUrl", "httpUrl"};

template <std::size_t N>
bool contains(const std::array<std::string_view, N>& keys, std::string_view key) {
  return std::find(keys.begin(), keys.end(), key) != keys.end();
}

}  // namespace

entry_plan plan_entry(const json::object* existing, const json::object& desired) {
  entry_plan plan;
  if (!existing) {
    plan.set = desired;
    return plan;
  }
  const bool http = !desired.contains("command");
  for (const auto& kv : *existing) {
    std::string_view key = kv.key();
    if (desired.contains(key)) continue;
    bool foreign =
        http ? contains(stdio_keys, key) || contains(url_keys, key) : contains(http_keys, key);
    // A "type" we do not write (Cursor, Gemini…) stays unless it names the other transport.
    if (key == "type") {
      const json::value& type = kv.value();
      bool fits = http ? type == "http" || type == "streamable-http" : type == "stdio";
      foreign = !fits;
    }
    if (foreign) plan.remove.emplace_back(key);
  }
  for (const auto& kv : desired) {
    const json::value* current = existing->if_contains(kv.key());
    if (!current || *current != kv.value()) plan.set[kv.key()] = kv.value();
  }
  return plan;
}

bool merge_routing_header(const json::object* existing, json::object& desired,
                          std::string_view headers_key, std::string_view name,
                          const std::string& value) {
  json::object headers;
  const json::value* had = existing ? existing->if_contains(headers_key) : nullptr;
  if (had && had->is_object()) headers = had->get_object();
  headers.erase(name);
  if (!value.empty()) headers[name] = value;
  if (!headers.empty()) {
    desired[headers_key] = std::move(headers);
    return false;
  }
  return had && had->is_object();
}

json::object apply_plan(json::object entry, const entry_plan& plan) {
  for (const auto& key : plan.remove) entry.erase(key);
  for (const auto& kv : plan.set) entry[kv.key()] = kv.value();
  return entry;
}

}  // namespace patchbay::setup
