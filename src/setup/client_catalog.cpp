#include "setup/client_catalog.hpp"

#include "platform/platform.hpp"

#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>

#include <array>
#include <fstream>
#include <iterator>
#include <stdexcept>

namespace patchbay::setup {

namespace json = boost::json;
namespace fs = std::filesystem;

namespace {

using enum client_kind;

constexpr std::array<client_spec, 7> catalog{{
    {claude_code, "claude-code", "Claude Code", config_format::json, "mcpServers", true, true,
     "claude", "run /mcp in Claude Code to check (a project's .mcp.json asks for approval first)"},
    {claude_desktop, "claude-desktop", "Claude Desktop", config_format::json, "mcpServers", false,
     false, "", "quit and reopen Claude Desktop"},
    {cursor, "cursor", "Cursor", config_format::json, "mcpServers", true, true, "cursor",
     "check that \"unity\" is enabled in Cursor Settings > MCP"},
    {vscode, "vscode", "VS Code", config_format::json, "servers", true, true, "code",
     "run \"MCP: List Servers\" in VS Code and start \"unity\""},
    {windsurf, "windsurf", "Windsurf", config_format::json, "mcpServers", false, true, "windsurf",
     "press refresh in Windsurf's MCP panel"},
    {codex, "codex", "Codex CLI", config_format::toml, "mcp_servers", true, true, "codex",
     "run `codex mcp list` to check (project files apply in trusted projects only)"},
    {gemini, "gemini", "Gemini CLI", config_format::json, "mcpServers", true, true, "gemini",
     "run /mcp in Gemini CLI to check (project settings apply in trusted folders only)"},
}};

json::array to_array(const std::vector<std::string>& items) {
  json::array out;
  for (const auto& item : items) out.emplace_back(item);
  return out;
}

}  // namespace

std::span<const client_spec> client_catalog() { return catalog; }

const client_spec* find_client(std::string_view id) {
  for (const auto& client : catalog) {
    if (client.id == id) return &client;
  }
  return nullptr;
}

std::vector<std::string> client_ids() {
  std::vector<std::string> ids;
  ids.reserve(catalog.size());
  for (const auto& client : catalog) ids.emplace_back(client.id);
  return ids;
}

fs::path config_file(const client_spec& client, config_scope scope, const setup_environment& env,
                     const fs::path& project) {
  if (scope == config_scope::project) {
    switch (client.kind) {
      case claude_code:
        return project / ".mcp.json";
      case cursor:
        return project / ".cursor" / "mcp.json";
      case vscode:
        return project / ".vscode" / "mcp.json";
      case codex:
        return project / ".codex" / "config.toml";
      case gemini:
        return project / ".gemini" / "settings.json";
      case claude_desktop:
      case windsurf:
        break;
    }
    throw std::logic_error("config_file: no project scope for " + std::string(client.id));
  }
  switch (client.kind) {
    case claude_code:
      return env.home / ".claude.json";
    case claude_desktop:
      return env.application_data / "Claude" / "claude_desktop_config.json";
    case cursor:
      return env.home / ".cursor" / "mcp.json";
    case vscode:
      return env.application_data / "Code" / "User" / "mcp.json";
    case windsurf:
      return env.home / ".codeium" / "windsurf" / "mcp_config.json";
    case codex:
      return env.home / ".codex" / "config.toml";
    case gemini:
      return env.home / ".gemini" / "settings.json";
  }
  throw std::logic_error("config_file: unknown client");
}

namespace {

// Whether `dir` holds an entry that is not one of `ours` (nor a folder on the way to one of them
// that holds nothing else).
bool holds_more_than(const fs::path& dir, const std::vector<fs::path>& ours, int depth = 0) {
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    fs::path p = it->path().lexically_normal();
    bool mine = false, on_the_way = false;
    for (const auto& o : ours) {
      fs::path n = o.lexically_normal();
      if (p == n) mine = true;
      auto rel = n.lexically_relative(p);
      if (!rel.empty() && *rel.begin() != ".." && rel != ".") on_the_way = true;
    }
    if (mine) continue;
    if (on_the_way && depth < 8 && it->is_directory(ec) && !holds_more_than(p, ours, depth + 1))
      continue;
    return true;
  }
  return false;
}

}  // namespace

bool client_installed(const client_spec& client, const setup_environment& env,
                      const std::vector<fs::path>& ours) {
  fs::path own;
  switch (client.kind) {
    case claude_code:
      own = env.home / ".claude";
      break;
    case claude_desktop:
      own = env.application_data / "Claude";
      break;
    case cursor:
      own = env.home / ".cursor";
      break;
    case vscode:
      own = env.application_data / "Code";
      break;
    case windsurf:
      own = env.home / ".codeium" / "windsurf";
      break;
    case codex:
      own = env.home / ".codex";
      break;
    case gemini:
      own = env.home / ".gemini";
      break;
  }
  std::error_code ec;
  if (fs::is_directory(own, ec) && holds_more_than(own, ours)) return true;
  if (client.kind == claude_code) {
    // Claude Code keeps its state in ~/.claude.json (numStartups, projects, ...); an entry that
    // setup wrote holds only mcpServers.
    std::ifstream in(env.home / ".claude.json", std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    boost::system::error_code jec;
    auto v = boost::json::parse(text, jec);
    if (!jec && v.is_object())
      for (const auto& kv : v.as_object())
        if (kv.key() != "mcpServers") return true;
  }
  return !client.program.empty() &&
         platform::find_program(std::string(client.program), env.search_path).has_value();
}

json::object server_entry(const client_spec& client, const server_target& target) {
  if (target.http()) {
    if (!client.supports_http) {
      throw std::logic_error("server_entry: " + std::string(client.id) + " has no HTTP entries");
    }
    switch (client.kind) {
      case claude_code:
      case vscode:
        return {{"type", "http"}, {"url", target.url}};
      case windsurf:
        return {{"serverUrl", target.url}};
      case gemini:
        return {{"httpUrl", target.url}};
      case cursor:
      case codex:
      case claude_desktop:
        return {{"url", target.url}};
    }
  }
  json::object entry;
  // Claude Code and VS Code write the transport explicitly; the others infer it from "command".
  if (client.kind == claude_code || client.kind == vscode) entry["type"] = "stdio";
  entry["command"] = target.command;
  entry["args"] = to_array(target.args);
  return entry;
}

std::string_view http_headers_key(const client_spec& client) {
  return client.kind == codex ? "http_headers" : "headers";
}

}  // namespace patchbay::setup
