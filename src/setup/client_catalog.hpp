#pragma once
// The MCP clients `patchbay setup` knows: where each keeps its configuration (per user and per
// project), in which format, and the shape of a server entry for a launched (stdio) or a remote
// (HTTP) server. The facts come from the clients' documentation and sources (mcp-notes §3.1).

#include <boost/json/object.hpp>

#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace patchbay::setup {

enum class client_kind { claude_code, claude_desktop, cursor, vscode, windsurf, codex, gemini };
enum class config_scope { user, project };
enum class config_format { json, toml };

// Where this run looks for the user's files. Resolved once (from --home / PATCHBAY_SETUP_HOME or
// the real home) so tests can point everything at a temporary directory.
struct setup_environment {
  std::filesystem::path home;
  std::filesystem::path application_data;  // ~/.config, ~/Library/Application Support, %APPDATA%
  std::string search_path;                 // PATH, to see which clients are installed
};

// What the entry starts or where it points: a command for stdio, or a URL for HTTP.
struct server_target {
  std::string command;
  std::vector<std::string> args;
  std::string url;  // non-empty for HTTP
  // HTTP: the project its sessions are pinned to (the Patchbay-Project header).
  std::string project;

  bool http() const { return !url.empty(); }
};

struct client_spec {
  client_kind kind;
  std::string_view id;    // as typed on the command line
  std::string_view name;  // as shown to people
  config_format format;
  std::string_view servers_key;  // the object or table that holds the servers
  bool has_project_scope;
  bool supports_http;
  std::string_view program;    // its command-line program, if it has one
  std::string_view next_step;  // what to do after the file changed
};

std::span<const client_spec> client_catalog();
const client_spec* find_client(std::string_view id);
std::vector<std::string> client_ids();

// The configuration file for `scope`; `project` is the project's root (used for project scope).
std::filesystem::path config_file(const client_spec& client, config_scope scope,
                                  const setup_environment& env,
                                  const std::filesystem::path& project);

// The client counts as installed when its program is on PATH, or its own directory (it creates that
// on first run) holds something Patchbay did not write there: `ours` are the files and folders
// `patchbay setup` writes for it (its configuration file, its skill folder), so a directory that
// setup itself created for a client never seen on this machine does not count (issue 45). For
// Claude Code, ~/.claude.json counts when it holds more than `mcpServers`.
bool client_installed(const client_spec& client, const setup_environment& env,
                      const std::vector<std::filesystem::path>& ours = {});

// The entry in the client's own shape: {"type":"stdio","command":…,"args":[…]} for Claude Code,
// {"serverUrl":…} for Windsurf over HTTP, and so on. Requires target.http() only when
// client.supports_http.
boost::json::object server_entry(const client_spec& client, const server_target& target);

// Where an HTTP entry keeps the headers the client sends: "headers", or Codex's "http_headers".
std::string_view http_headers_key(const client_spec& client);

}  // namespace patchbay::setup
