#include "setup/setup_command.hpp"

#include "hub/hub_options.hpp"
#include "mcp/header_value.hpp"
#include "platform/platform.hpp"
#include "setup/agent_skill.hpp"
#include "setup/codex_sandbox.hpp"
#include "setup/entry_plan.hpp"
#include "setup/json_config_editor.hpp"
#include "setup/toml_config_editor.hpp"

#include <CLI/CLI.hpp>
#include <boost/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>

namespace patchbay::setup {

namespace json = boost::json;
namespace fs = std::filesystem;

namespace {

constexpr const char* server_name = "unity";
constexpr const char* backup_suffix = ".patchbay-backup";
// The hub routes an HTTP session by it as `patchbay stdio --project` does (docs/setup.md).
constexpr std::string_view project_header = "Patchbay-Project";

std::string utf8(const fs::path& path) {
  auto s = path.u8string();
  return std::string(s.begin(), s.end());
}

int usage_error(std::ostream& err, const std::string& message) {
  err << "patchbay setup: " << message << "\nRun 'patchbay setup --help' for usage and examples.\n";
  return 2;
}

struct file_contents {
  bool exists = false;
  std::string text;
  std::string error;
};

file_contents read_file(const fs::path& path) {
  file_contents out;
  std::error_code ec;
  auto status = fs::status(path, ec);
  if (fs::is_symlink(fs::symlink_status(path, ec)) && !fs::exists(status)) {
    out.error = "it is a symbolic link to a missing file";
    return out;
  }
  if (!fs::exists(status)) return out;
  out.exists = true;
  if (fs::is_directory(status)) {
    out.error = "it is a directory";
    return out;
  }
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  if (!in) {
    out.error = "cannot read it";
    return out;
  }
  out.text = std::move(text).str();
  return out;
}

// The hub's /mcp address: hub.json when a hub has run, else the documented default.
std::string hub_mcp_url(const fs::path& state_dir) {
  auto hub = read_file(state_dir / "hub.json");
  boost::system::error_code ec;
  auto value = json::parse(hub.text, ec);
  if (hub.exists && !ec && value.is_object()) {
    const auto& o = value.get_object();
    if (auto* url = o.if_contains("mcp_url"); url && url->is_string()) {
      return std::string(url->get_string());
    }
    if (auto* url = o.if_contains("url"); url && url->is_string()) {
      return std::string(url->get_string()) + "/mcp";
    }
  }
  return "http://127.0.0.1:" + std::to_string(hub::default_port) + "/mcp";
}

// One interface over the two file formats.
class entry_editor {
 public:
  entry_editor(const client_spec& client, std::string text) {
    if (client.format == config_format::toml) {
      toml_.emplace(std::move(text),
                    std::vector<std::string>{std::string(client.servers_key), server_name});
    } else {
      json_.emplace(std::move(text), std::string(client.servers_key), server_name);
    }
  }

  const std::string& error() const { return toml_ ? toml_->error() : json_->error(); }

  // The entry as an object; `present` also covers an entry that is not an object.
  std::optional<json::object> find(bool& present) const {
    if (toml_) {
      auto table = toml_->find();
      present = table.has_value();
      return table;
    }
    auto value = json_->find();
    present = value.has_value();
    if (value && value->is_object()) return value->get_object();
    return std::nullopt;
  }

  edit_result apply(const std::optional<json::object>& existing, const entry_plan& plan) const {
    if (toml_) return toml_->update(plan.set, plan.remove);
    return json_->set(apply_plan(existing.value_or(json::object{}), plan));
  }

  edit_result erase() const { return toml_ ? toml_->erase() : json_->erase(); }

 private:
  std::optional<json_config_editor> json_;
  std::optional<toml_config_editor> toml_;
};

// What to paste by hand when patchbay will not edit a file.
std::string snippet(const client_spec& client, const json::object& entry) {
  if (client.format == config_format::toml) {
    std::string out = "[";
    out += std::string(client.servers_key) + "." + server_name + "]\n";
    for (const auto& kv : entry) out += toml_key(kv.key()) + " = " + toml_value(kv.value()) + "\n";
    return out;
  }
  json::object servers{{server_name, entry}};
  return pretty_json(json::object{{client.servers_key, servers}}, "", "\n") + "\n";
}

std::string describe_target(const server_target& target) {
  if (target.http())
    return target.project.empty()
               ? target.url
               : target.url + " (" + std::string(project_header) + ": " + target.project + ")";
  std::string out = target.command;
  for (const auto& arg : target.args) out += " " + arg;
  return out;
}

std::string scope_name(config_scope scope) {
  return scope == config_scope::user ? "user" : "project";
}

struct change_request {
  const client_spec* client;
  fs::path file;
  json::object desired;
  server_target target;
  bool remove = false;
  bool dry_run = false;
  bool sandbox = false;  // Codex: grant (or take back) the sandbox allowance (codex_sandbox.hpp)
};

// The entry to write: request.desired, and for HTTP the Patchbay-Project header merged into the
// headers the entry already has (`drop`: its headers key must go).
json::object desired_entry(const change_request& request, const json::object* existing,
                           bool& drop) {
  json::object desired = request.desired;
  drop = false;
  if (request.target.http()) {
    const std::string value = request.target.project.empty()
                                  ? std::string()
                                  : mcp::encode_header_value(request.target.project);
    drop = merge_routing_header(existing, desired, http_headers_key(*request.client),
                                project_header, value);
  }
  return desired;
}

int change(const change_request& request, std::ostream& out, std::ostream& err) {
  const client_spec& client = *request.client;
  const std::string file = utf8(request.file);
  auto contents = read_file(request.file);
  if (!contents.error.empty()) {
    err << "patchbay setup: cannot use " << file << ": " << contents.error
        << ". Move it aside and run the command again.\n";
    return 1;
  }
  entry_editor editor(client, contents.text);
  if (!editor.error().empty()) {
    err << "patchbay setup: " << file << " is malformed: " << editor.error()
        << ".\npatchbay left it untouched. Fix the file (or move it aside) and run the command "
           "again";
    bool drop = false;
    if (!request.remove)
      err << ", or add this entry by hand:\n\n"
          << snippet(client, desired_entry(request, nullptr, drop));
    err << "\n";
    return 1;
  }
  bool present = false;
  auto existing = editor.find(present);
  json::object desired = request.desired;

  // The entry first, then (Codex) the sandbox allowance on the entry's result: one file, one
  // backup, one diff. Nothing is written unless both succeed.
  edit_result result = edit_result::success(contents.text);
  sandbox_change sandbox;
  if (request.remove) {
    if (!contents.exists) {
      out << "nothing to remove: " << file << " does not exist\n";
      return 0;
    }
    if (present) result = editor.erase();
    if (result.ok() && request.sandbox) {
      sandbox = withdraw_codex_sandbox_network(result.text);
      result = sandbox.result;
    }
    if (result.ok() && !present && !sandbox.changed) {
      out << "not configured: " << file << " has no \"" << server_name
          << "\" entry; nothing to remove\n";
      return 0;
    }
  } else {
    bool drop = false;
    desired = desired_entry(request, existing ? &*existing : nullptr, drop);
    entry_plan plan = plan_entry(existing ? &*existing : nullptr, desired);
    if (drop) plan.remove.emplace_back(http_headers_key(client));
    if (!present || !plan.empty()) result = editor.apply(existing, plan);
    if (!result.ok()) {
      err << "patchbay setup: cannot edit " << file << " safely: " << result.error
          << ".\npatchbay left it untouched. Make the \"" << server_name
          << "\" entry look like this by hand:\n\n"
          << snippet(client, desired) << "\n";
      return 1;
    }
    if (request.sandbox) {
      sandbox = allow_codex_sandbox_network(result.text);
      if (!sandbox.result.ok()) {
        err << "patchbay setup: " << file << ": " << sandbox.result.error
            << ".\npatchbay left the file untouched.\n";
        return 1;
      }
      result = sandbox.result;
    }
    if (contents.exists && result.text == contents.text) {
      out << "already configured: " << file << "\n";
      if (!sandbox.note.empty()) out << "sandbox: " << sandbox.note << "\n";
      return 0;
    }
  }
  if (!result.ok()) {
    err << "patchbay setup: cannot edit " << file << " safely: " << result.error
        << ".\npatchbay left it untouched.\n";
    return 1;
  }

  if (request.dry_run) {
    if (!contents.exists) {
      out << "would create " << file << ":\n" << result.text;
    } else {
      out << "would change " << file << ":\n" << unified_diff(contents.text, result.text, file);
    }
    out << "(dry run: nothing was written)\n";
    return 0;
  }

  // Write through a symbolic link (dotfile managers link these files) rather than replace it.
  std::error_code ec;
  fs::path target = request.file;
  if (fs::is_symlink(fs::symlink_status(target, ec))) {
    target = fs::canonical(target, ec);
  } else {
    ec.clear();
  }
  if (ec) {
    err << "patchbay setup: cannot resolve " << file << ": " << ec.message() << "\n";
    return 1;
  }
  std::string backup;
  if (contents.exists) {
    fs::path backup_path = target;
    backup_path += backup_suffix;
    fs::copy_file(target, backup_path, fs::copy_options::overwrite_existing, ec);
    if (ec) {
      err << "patchbay setup: cannot back up " << file << " to " << utf8(backup_path) << ": "
          << ec.message() << "; nothing was changed\n";
      return 1;
    }
    backup = utf8(backup_path);
  } else {
    fs::create_directories(target.parent_path(), ec);
    if (ec) {
      err << "patchbay setup: cannot create " << utf8(target.parent_path()) << ": " << ec.message()
          << "\n";
      return 1;
    }
  }
  if (auto failure = platform::write_file_atomically(target, result.text)) {
    err << "patchbay setup: " << *failure << "; " << file << " is unchanged\n";
    return 1;
  }

  if (request.remove) {
    out << (present ? "removed \"" + std::string(server_name) + "\" from " : "updated ") << file;
    if (sandbox.changed) out << "\nremoved " << sandbox.note;
  } else {
    out << (contents.exists ? "updated " : "created ") << file << ": \"" << server_name << "\" -> "
        << describe_target(request.target);
    if (!sandbox.note.empty()) out << "\nsandbox: " << sandbox.note;
  }
  if (!backup.empty()) out << "\nbackup of the previous file: " << backup;
  out << "\n";
  if (!request.remove) out << "next: " << client.next_step << "\n";
  return 0;
}

// --list: one block per client, one line per configuration file.
struct entry_status {
  std::string code;    // configured, http, other_binary, missing_binary, not_configured, no_file,
                       // malformed, unreadable, unrecognised
  std::string detail;  // for people
  std::string points_at;
};

bool same_file(const fs::path& a, const fs::path& b) {
  std::error_code ec;
  bool same = fs::equivalent(a, b, ec);
  return ec ? a == b : same;
}

entry_status inspect(const client_spec& client, const fs::path& file, const fs::path& executable) {
  auto contents = read_file(file);
  if (!contents.error.empty()) return {"unreadable", "cannot use the file: " + contents.error, {}};
  if (!contents.exists) return {"no_file", "not configured (no file)", {}};
  entry_editor editor(client, contents.text);
  if (!editor.error().empty()) return {"malformed", "malformed: " + editor.error(), {}};
  bool present = false;
  auto entry = editor.find(present);
  if (!present) return {"not_configured", "not configured", {}};
  if (entry) {
    if (auto* command = entry->if_contains("command"); command && command->is_string()) {
      std::string path(command->get_string());
      std::error_code ec;
      if (!fs::exists(fs::path(path), ec)) {
        return {"missing_binary", "points at " + path + ", which does not exist; run setup again",
                path};
      }
      if (!same_file(path, executable)) {
        return {"other_binary",
                "points at " + path + ", not this patchbay (" + utf8(executable) + ")", path};
      }
      return {"configured", "configured (stdio)", path};
    }
    for (const char* key : {"url", "serverUrl", "httpUrl"}) {
      if (auto* url = entry->if_contains(key); url && url->is_string()) {
        std::string where(url->get_string());
        return {"http", "configured (HTTP " + where + ")", where};
      }
    }
  }
  return {"unrecognised", "has a \"unity\" entry patchbay does not recognise", {}};
}

// The skill beside the entry (agent_skill.hpp). Returns 0, or 1 when a skill file could not be
// written or removed (it is then left as it was).
struct skill_request {
  const client_spec* client;
  config_scope scope;
  fs::path project;
  bool remove = false;
  bool dry_run = false;
  bool force = false;
  bool refresh_only = false;  // --refresh: only rewrite a skill Patchbay wrote
  std::string version;
  std::string tools;
};

// A project's files are the repository's: a repository may commit `.mcp.json` as a link to
// `~/.claude/settings.json`, or `.claude/skills` as a link to `~/.ssh`, and `--scope project` would
// then write into the user's own files. So below the project folder nothing on the way to a file
// it writes may be a symbolic link (the project folder itself may be one: the user chose it).
// Returns why not, or nothing.
std::optional<std::string> project_link_problem(const fs::path& project, const fs::path& file) {
  std::error_code ec;
  fs::path relative = file.lexically_relative(project);
  if (relative.empty() || *relative.begin() == "..")
    return utf8(file) + " is outside the project " + utf8(project);
  fs::path at = project;
  for (const auto& part : relative) {
    at /= part;
    auto st = fs::symlink_status(at, ec);
    if (ec || !fs::exists(st))
      return std::nullopt;  // the rest does not exist yet: setup creates it
    if (fs::is_symlink(st)) {
      auto target = fs::read_symlink(at, ec);
      return utf8(at) + " is a symbolic link" +
             (ec ? std::string() : " (to " + utf8(target) + ")") +
             ": a repository can commit links into your own files, so --scope project does not "
             "follow them. Remove the link, or configure the client for yourself with --scope "
             "user";
    }
  }
  return std::nullopt;
}

int apply_skill(const skill_request& request, const setup_context& context, std::ostream& out,
                std::ostream& err) {
  const client_spec& client = *request.client;
  auto dir = skill_directory(client, request.scope, context.env, request.project);
  // No documented skills folder (docs/setup.md names them; --list says so): the entry alone.
  if (!dir) return 0;
  fs::path file = *dir / "SKILL.md";
  const std::string shown = utf8(file);
  if (request.scope == config_scope::project)
    if (auto problem = project_link_problem(request.project, file)) {
      err << "patchbay setup: skill: " << *problem << "\n";
      return 1;
    }
  skill_state state = inspect_skill(file);
  if (state.state == skill_state::kind::unreadable) {
    err << "patchbay setup: skill: cannot use " << shown << ": " << state.error
        << "; left it as it is\n";
    return 1;
  }
  bool edited = state.state == skill_state::kind::edited;
  if (edited && !request.force) {
    if (request.refresh_only) {
      out << "skill: " << shown << " was edited by hand; left it as it is\n";
      return 0;
    }
    err << "patchbay setup: skill: " << shown
        << " was edited by hand (or not written by patchbay); left it as it is. Keep it and add "
           "--no-skill, or replace it with --force (the old file is backed up)\n";
    return 1;
  }
  std::error_code ec;
  if (request.remove) {
    if (state.state == skill_state::kind::absent) return 0;
    if (request.dry_run) {
      out << "would remove " << shown << "\n";
      return 0;
    }
    if (edited) {
      fs::path backup = file;
      backup += backup_suffix;
      fs::copy_file(file, backup, fs::copy_options::overwrite_existing, ec);
      if (ec) {
        err << "patchbay setup: skill: cannot back up " << shown << ": " << ec.message()
            << "; left it as it is\n";
        return 1;
      }
    }
    fs::remove(file, ec);
    if (ec) {
      err << "patchbay setup: skill: cannot remove " << shown << ": " << ec.message() << "\n";
      return 1;
    }
    std::error_code ignored;
    if (fs::is_empty(*dir, ignored)) fs::remove(*dir, ignored);
    out << "removed the skill " << shown << "\n";
    return 0;
  }
  if (request.refresh_only && state.state == skill_state::kind::absent) return 0;
  // The user-wide skill is read in every project: a project's tool list (names a repository chose)
  // stays out of it, and goes only into that project's own skill.
  std::string desired = skill_text(
      request.version, request.scope == config_scope::project ? request.tools : std::string());
  if (state.state == skill_state::kind::ours && state.text == desired) {
    out << "skill: already installed: " << shown << "\n";
    return 0;
  }
  if (request.dry_run) {
    out << (state.state == skill_state::kind::absent ? "would create the skill " : "would rewrite ")
        << shown << " (" << approximate_tokens(desired) << " tokens)\n";
    return 0;
  }
  auto cannot = [&](const std::string& why) {
    err << "patchbay setup: skill: cannot write " << shown << ": " << why
        << ". Nothing there was changed; make the folder writable, or add --no-skill\n";
    return 1;
  };
  fs::create_directories(*dir, ec);
  if (ec) return cannot(ec.message());
  std::string backup;
  if (edited) {
    fs::path backup_path = file;
    backup_path += backup_suffix;
    fs::copy_file(file, backup_path, fs::copy_options::overwrite_existing, ec);
    if (ec) return cannot("cannot back it up: " + ec.message());
    backup = utf8(backup_path);
  }
  if (auto failure = platform::write_file_atomically(file, desired)) return cannot(*failure);
  if (state.state == skill_state::kind::ours)
    out << "skill: updated " << shown << " (was patchbay " << state.version << ")\n";
  else
    out << "skill: " << (edited ? "replaced " : "installed ") << shown << "\n";
  if (!backup.empty()) out << "backup of the edited skill: " << backup << "\n";
  return 0;
}

// --refresh: rewrites each skill Patchbay wrote (user scope, and project scope under `project`).
int refresh_skills(const setup_request& request, const setup_context& context,
                   const fs::path& project, std::ostream& out, std::ostream& err) {
  int rc = 0;
  for (const auto& client : client_catalog())
    for (auto scope : {config_scope::user, config_scope::project}) {
      if (scope == config_scope::project && !client.has_project_scope) continue;
      skill_request r{&client, scope,           project,
                      false,   request.dry_run, request.force,
                      true,    request.version, request.skill_tools};
      rc = std::max(rc, apply_skill(r, context, out, err));
    }
  return rc;
}

std::string skill_line(const client_spec& client, config_scope scope, const setup_context& context,
                       const fs::path& project, const std::string& version) {
  auto dir = skill_directory(client, scope, context.env, project);
  if (!dir) return {};
  fs::path file = *dir / "SKILL.md";
  skill_state state = inspect_skill(file);
  switch (state.state) {
    case skill_state::kind::absent:
      return "not installed";
    case skill_state::kind::unreadable:
      return "cannot read " + utf8(file) + ": " + state.error;
    case skill_state::kind::edited:
      return "edited by hand (left alone): " + utf8(file);
    case skill_state::kind::ours:
      break;
  }
  if (!version.empty() && state.version != version)
    return "from patchbay " + state.version + ", older than this one (" + version +
           "); run 'patchbay setup --refresh': " + utf8(file);
  return "installed (patchbay " + state.version + "): " + utf8(file);
}

int list_clients(const setup_request& request, const setup_context& context,
                 const fs::path& project, bool as_json, std::ostream& out) {
  json::array rows, skills;
  for (const auto& client : client_catalog()) {
    std::vector<fs::path> ours{config_file(client, config_scope::user, context.env, project)};
    if (auto skill = skill_directory(client, config_scope::user, context.env, project))
      ours.push_back(*skill);
    bool installed = client_installed(client, context.env, ours);
    if (!as_json) {
      out << client.id << " (" << client.name << "): " << (installed ? "installed" : "not found")
          << "\n";
    }
    for (auto scope : {config_scope::user, config_scope::project}) {
      if (scope == config_scope::project && !client.has_project_scope) continue;
      fs::path file = config_file(client, scope, context.env, project);
      std::error_code ec;
      // Project files are listed when they exist or when --project asked about that project.
      if (scope == config_scope::project && request.project.empty() && !fs::exists(file, ec)) {
        continue;
      }
      entry_status status = inspect(client, file, context.executable);
      if (as_json) {
        rows.push_back(json::object{{"client", client.id},
                                    {"name", client.name},
                                    {"installed", installed},
                                    {"scope", scope_name(scope)},
                                    {"file", utf8(file)},
                                    {"status", status.code},
                                    {"detail", status.detail},
                                    {"points_at", status.points_at}});
      } else {
        std::string label = "  " + scope_name(scope) + ":";
        label.resize(12, ' ');
        out << label << status.detail << "\n            " << utf8(file) << "\n";
      }
    }
    for (auto scope : {config_scope::user, config_scope::project}) {
      if (scope == config_scope::project && !client.has_project_scope) continue;
      auto dir = skill_directory(client, scope, context.env, project);
      std::error_code ec;
      if (scope == config_scope::project && (!dir || !fs::exists(*dir / "SKILL.md", ec))) continue;
      std::string line = skill_line(client, scope, context, project, request.version);
      if (line.empty()) {
        if (!as_json) out << "  skill:    none (no documented skills folder)\n";
        break;
      }
      if (as_json) {
        skills.push_back(json::object{{"client", client.id},
                                      {"scope", scope_name(scope)},
                                      {"file", utf8(*dir / "SKILL.md")},
                                      {"detail", line}});
      } else {
        out << "  skill:    " << (scope == config_scope::project ? "(project) " : "") << line
            << "\n";
      }
    }
  }
  if (as_json) {
    out << pretty_json(json::object{{"executable", utf8(context.executable)},
                                    {"clients", std::move(rows)},
                                    {"skills", std::move(skills)}},
                       "", "\n")
        << "\n";
  }
  return 0;
}

}  // namespace

std::string unified_diff(const std::string& before, const std::string& after,
                         const std::string& label) {
  auto lines = [](const std::string& text) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start < text.size()) {
      auto end = text.find('\n', start);
      if (end == std::string::npos) end = text.size();
      std::string line = text.substr(start, end - start);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      out.push_back(std::move(line));
      start = end + 1;
    }
    return out;
  };
  auto a = lines(before), b = lines(after);
  std::size_t prefix = 0;
  while (prefix < a.size() && prefix < b.size() && a[prefix] == b[prefix]) ++prefix;
  std::size_t suffix = 0;
  while (suffix < a.size() - prefix && suffix < b.size() - prefix &&
         a[a.size() - 1 - suffix] == b[b.size() - 1 - suffix]) {
    ++suffix;
  }
  constexpr std::size_t context = 3;
  std::size_t from = prefix > context ? prefix - context : 0;
  std::size_t a_to = std::min(a.size(), a.size() - suffix + context);
  std::size_t b_to = std::min(b.size(), b.size() - suffix + context);
  auto range = [](std::size_t begin, std::size_t end) {
    std::size_t count = end - begin;
    return std::to_string(count == 0 ? begin : begin + 1) + "," + std::to_string(count);
  };
  std::string out = "--- " + label + "\n+++ " + label + " (after patchbay setup)\n";
  out += "@@ -" + range(from, a_to) + " +" + range(from, b_to) + " @@\n";
  for (std::size_t i = from; i < prefix; ++i) out += " " + a[i] + "\n";
  for (std::size_t i = prefix; i < a.size() - suffix; ++i) out += "-" + a[i] + "\n";
  for (std::size_t i = prefix; i < b.size() - suffix; ++i) out += "+" + b[i] + "\n";
  for (std::size_t i = a.size() - suffix; i < a_to; ++i) out += " " + a[i] + "\n";
  return out;
}

setup_context current_setup_context(const setup_request& request, std::string& error) {
  setup_context context;
  std::string override_home =
      request.home.empty() ? platform::env_or("PATCHBAY_SETUP_HOME", "") : request.home;
  if (!override_home.empty()) {
    context.env.home = fs::absolute(override_home);
    context.env.application_data = platform::application_data_directory(context.env.home);
  } else if (auto home = platform::home_directory()) {
    context.env.home = *home;
    context.env.application_data =
        platform::application_data_override().value_or(platform::application_data_directory(*home));
  } else {
    error = "cannot find your home directory; set HOME (USERPROFILE on Windows)";
    return context;
  }
  context.env.search_path = platform::env_or("PATH", "");
  if (auto exe = platform::executable_path()) {
    context.executable = *exe;
  } else {
    error = "cannot find the path of the patchbay executable";
    return context;
  }
  std::error_code ec;
  context.cwd = fs::current_path(ec);
  context.state_dir = platform::state_directory(request.state_dir);
  return context;
}

int run_setup(const setup_request& request) {
  std::string error;
  auto context = current_setup_context(request, error);
  if (!error.empty()) {
    std::cerr << "patchbay setup: " << error << "\n";
    return 1;
  }
  return run_setup(request, context, std::cout, std::cerr);
}

int run_setup(const setup_request& request, const setup_context& context, std::ostream& out,
              std::ostream& err) {
  fs::path project = context.cwd;
  if (!request.project.empty()) {
    std::error_code ec;
    project = fs::weakly_canonical(fs::absolute(request.project, ec), ec);
    if (ec || !fs::is_directory(project, ec)) {
      return usage_error(err, "--project " + request.project + ": no such directory");
    }
  }
  if (request.json && !request.list) return usage_error(err, "--json goes with --list");
  if (request.refresh) {
    if (!request.client.empty() || request.remove || request.http || request.list)
      return usage_error(err,
                         "--refresh rewrites every installed Patchbay skill; it takes no CLIENT, "
                         "--remove, --http or --list");
    return refresh_skills(request, context, project, out, err);
  }
  if (request.list) {
    if (!request.client.empty() || request.remove || request.http || request.dry_run) {
      return usage_error(err,
                         "--list shows every client; it takes no CLIENT, --remove, --http "
                         "or --dry-run");
    }
    return list_clients(request, context, project, request.json, out);
  }
  if (request.client.empty()) {
    return usage_error(err, "name the client to configure (patchbay setup CLIENT), or use --list");
  }
  const client_spec* client = find_client(request.client);
  if (!client) {
    std::string ids;
    for (const auto& id : client_ids()) ids += (ids.empty() ? "" : ", ") + id;
    return usage_error(err, "unknown client \"" + request.client + "\"; choose one of " + ids);
  }
  if (request.scope != "user" && request.scope != "project") {
    return usage_error(err, "--scope is user or project, not \"" + request.scope + "\"");
  }
  config_scope scope = request.scope == "project" ? config_scope::project : config_scope::user;
  if (scope == config_scope::project && !client->has_project_scope) {
    return usage_error(
        err, std::string(client->name) + " has no per-project configuration; drop --scope project");
  }
  if (request.leave_sandbox && client->kind != client_kind::codex) {
    return usage_error(err,
                       "--leave-sandbox is for codex (the only client whose sandbox setup "
                       "edits); drop it");
  }
  if (request.http && !client->supports_http) {
    return usage_error(
        err, std::string(client->name) +
                 " only launches local servers from its configuration file (remote servers are "
                 "added as connectors in its settings); drop --http and it will launch "
                 "'patchbay stdio'");
  }

  server_target target;
  if (request.http) {
    target.url = hub_mcp_url(context.state_dir);
    if (!request.project.empty()) target.project = utf8(project);
  } else {
    target.command = utf8(context.executable);
    target.args = {"stdio"};
    if (!request.project.empty())
      target.args.insert(target.args.end(), {"--project", utf8(project)});
  }
  if (scope == config_scope::project)
    if (auto problem =
            project_link_problem(project, config_file(*client, scope, context.env, project))) {
      err << "patchbay setup: " << *problem << "\n";
      return 1;
    }
  change_request change_request{client,
                                config_file(*client, scope, context.env, project),
                                server_entry(*client, target),
                                target,
                                request.remove,
                                request.dry_run,
                                client->kind == client_kind::codex && !request.leave_sandbox};
  int rc = change(change_request, out, err);
  if (rc != 0 || request.no_skill) return rc;
  skill_request skill{client,        scope, project,         request.remove,     request.dry_run,
                      request.force, false, request.version, request.skill_tools};
  return apply_skill(skill, context, out, err);
}

std::vector<installed_skill> installed_skills(const setup_context& context,
                                              const fs::path& project) {
  std::vector<installed_skill> found;
  for (const auto& client : client_catalog())
    for (auto scope : {config_scope::user, config_scope::project}) {
      if (scope == config_scope::project && !client.has_project_scope) continue;
      auto dir = skill_directory(client, scope, context.env, project);
      if (!dir) continue;
      skill_state state = inspect_skill(*dir / "SKILL.md");
      if (state.state == skill_state::kind::absent) continue;
      found.push_back({std::string(client.id), *dir / "SKILL.md",
                       state.state == skill_state::kind::ours     ? "ours"
                       : state.state == skill_state::kind::edited ? "edited"
                                                                  : "unreadable",
                       state.version});
    }
  return found;
}

CLI::App* add_setup_subcommand(CLI::App& app, setup_request& request) {
  std::string ids;
  for (const auto& id : client_ids()) ids += (ids.empty() ? "" : ", ") + id;
  auto* cmd = app.add_subcommand(
      "setup", "Configure an MCP client (Claude Code, Cursor, VS Code…) to use Patchbay.");
  cmd->add_option("client", request.client, "The client to configure: " + ids);
  cmd->add_option("--scope", request.scope,
                  "user (every project; the default) or project (a file in the project, for "
                  "clients that have one)")
      ->capture_default_str();
  cmd->add_option("--project", request.project,
                  "The project's root for --scope project (default: the current directory); "
                  "also pins the sessions to that project's editor (stdio: --project; --http: a "
                  "Patchbay-Project header)");
  cmd->add_flag("--http", request.http,
                "Point the client at the hub's URL instead of launching 'patchbay stdio'");
  cmd->add_flag("--dry-run", request.dry_run, "Show the change; write nothing");
  cmd->add_flag("--remove", request.remove,
                "Remove the \"unity\" entry (and, for codex, the sandbox setting setup added)");
  cmd->add_flag("--leave-sandbox", request.leave_sandbox,
                "codex: leave the sandbox settings as they are (by default setup lets the "
                "commands Codex runs reach the hub on 127.0.0.1: [sandbox_workspace_write] "
                "network_access = true)");
  cmd->add_flag("--no-skill", request.no_skill,
                "Do not install the Agent Skill beside the entry (clients with a skills folder)");
  cmd->add_flag("--force", request.force,
                "Replace (or remove) a skill file edited by hand; the old one is backed up");
  cmd->add_flag("--refresh", request.refresh,
                "Rewrite every installed Patchbay skill for this binary (and its tools)");
  cmd->add_flag("--list", request.list,
                "Show each client: installed, configured, and whether it points at this binary");
  cmd->add_flag("--json", request.json, "With --list: print JSON (what the Unity window reads)");
  cmd->add_option("--state-dir", request.state_dir,
                  "Where hub.json gives the hub's URL for --http (default ~/.patchbay, or "
                  "PATCHBAY_STATE_DIR)");
  // Tests point the user's files at a temporary directory (or set PATCHBAY_SETUP_HOME).
  cmd->add_option("--home", request.home, "Use DIR as the home directory")->group("");
  cmd->footer(
      "Adds a server named \"unity\" to the client's configuration file, launching this binary\n"
      "by its absolute path. Other servers and settings stay as they are; a changed file is\n"
      "backed up as FILE.patchbay-backup; running it again changes nothing.\n"
      "For Claude Code, Codex and Gemini CLI it also installs an Agent Skill\n"
      "(skills/patchbay-unity/SKILL.md) that teaches the 'patchbay call' loop; a skill edited\n"
      "by hand is left alone unless --force.\n"
      "\n"
      "Examples:\n"
      "  patchbay setup claude-code                   ~/.claude.json (every project)\n"
      "  patchbay setup claude-code --scope project   ./.mcp.json, to commit for the team\n"
      "  patchbay setup cursor --project ~/MyGame     pin sessions to that project's editor\n"
      "  patchbay setup vscode --http                 use the running hub's URL\n"
      "  patchbay setup codex --dry-run               show the change to ~/.codex/config.toml\n"
      "                                               (the entry, and network for Codex's "
      "sandbox)\n"
      "  patchbay setup gemini --remove               take the entry out again\n"
      "  patchbay setup --list                        what is installed and configured\n"
      "  patchbay setup --refresh                     rewrite installed skills for this binary\n"
      "\n"
      "Exit status: 0 done or nothing to do, 1 a file could not be changed (it is left as it\n"
      "was), 2 a usage error.");
  return cmd;
}

}  // namespace patchbay::setup
