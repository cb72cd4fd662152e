// `patchbay setup` against fixture files for every client: a fresh file, a file with other
// servers, a second run, a malformed file, comments, --remove, --dry-run, --http, --scope project,
// and --list. Each test gets its own temporary home; the golden files under
// tests/fixtures/setup/<client>/ spell the executable as @EXE@. Regenerate them with
// PATCHBAY_UPDATE_GOLDENS=1 and review the diff.

#include "setup/setup_command.hpp"

#include "mcp/header_value.hpp"
#include "platform/platform.hpp"
#include "setup/codex_sandbox.hpp"
#include "setup/json_config_editor.hpp"
#include "setup/toml_config_editor.hpp"

#include <gtest/gtest.h>
#include <boost/json.hpp>

#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>

namespace patchbay::setup {
namespace {

namespace fs = std::filesystem;
namespace json = boost::json;

const fs::path fixtures = PATCHBAY_SETUP_FIXTURES_DIR;

std::string read(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
}

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
  for (auto p = text.find(from); p != std::string::npos; p = text.find(from, p + to.size())) {
    text.replace(p, from.size(), to);
  }
  return text;
}

class setup_test : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    root_ = fs::temp_directory_path() /
            ("patchbay-setup-" + std::to_string(platform::current_pid()) + "-" +
             replace_all(std::string(info->test_suite_name()) + "-" + info->name(), "/", "_"));
    fs::remove_all(root_);
    home_ = root_ / "home";
    project_ = root_ / "project";
    fs::create_directories(home_);
    fs::create_directories(project_);
    exe_ = root_ / "bin" / "patchbay";
    write(exe_, "#!/bin/sh\n");
    context_.env = {home_, platform::application_data_directory(home_), ""};
    context_.executable = exe_;
    context_.cwd = project_;
    context_.state_dir = root_ / "state";
  }
  void TearDown() override { fs::remove_all(root_); }

  int run(setup_request request) {
    out_.str("");
    err_.str("");
    return run_setup(request, context_, out_, err_);
  }
  // The entry only: the skill beside it has tests of its own (skill_* below).
  setup_request request(const std::string& client) {
    setup_request r;
    r.client = client;
    r.no_skill = true;
    return r;
  }
  setup_request with_skill(const std::string& client) {
    setup_request r = request(client);
    r.no_skill = false;
    r.version = "9.9.9";
    return r;
  }
  fs::path skill_file(const std::string& folder) const {
    return home_ / folder / "skills" / "patchbay-unity" / "SKILL.md";
  }
  fs::path user_file(const std::string& client) const {
    return config_file(*find_client(client), config_scope::user, context_.env, project_);
  }
  static fs::path backup_of(const fs::path& file) {
    fs::path b = file;
    b += ".patchbay-backup";
    return b;
  }
  // The "unity" entry, read back with the editors.
  std::optional<json::object> entry(const std::string& client, const fs::path& file) const {
    const client_spec& spec = *find_client(client);
    if (spec.format == config_format::toml) {
      toml_config_editor e(read(file), {"mcp_servers", "unity"});
      EXPECT_EQ(e.error(), "");
      return e.find();
    }
    json_config_editor e(read(file), std::string(spec.servers_key), "unity");
    EXPECT_EQ(e.error(), "");
    auto v = e.find();
    if (!v) return std::nullopt;
    return v->as_object();
  }

  fs::path root_, home_, project_, exe_;
  setup_context context_;
  std::ostringstream out_, err_;
};

// ---------------------------------------------------------------------------------------------
// Every client, every fixture.

class setup_fixture_test : public setup_test, public ::testing::WithParamInterface<std::string> {
 protected:
  std::string client() const { return GetParam(); }
  std::string ext() const { return client() == "codex" ? ".toml" : ".json"; }
  fs::path fixture(const std::string& name) const { return fixtures / client() / (name + ext()); }
  std::string golden(const std::string& name, const std::string& actual) const {
    fs::path path = fixtures / client() / (name + ".expected" + ext());
    if (std::getenv("PATCHBAY_UPDATE_GOLDENS")) {
      write(path, replace_all(actual, exe_.string(), "@EXE@"));
    }
    return replace_all(read(path), "@EXE@", exe_.string());
  }
  // Puts a fixture where the client's user file lives; returns the original text.
  std::string install(const std::string& name) {
    std::string text = read(fixture(name));
    EXPECT_FALSE(text.empty()) << fixture(name);
    write(user_file(client()), text);
    return text;
  }
};

TEST_P(setup_fixture_test, fresh_file_is_created_and_a_second_run_changes_nothing) {
  fs::path file = user_file(client());
  ASSERT_EQ(run(request(client())), 0) << err_.str();
  EXPECT_NE(out_.str().find("created " + file.string()), std::string::npos) << out_.str();
  EXPECT_NE(out_.str().find("next: "), std::string::npos);
  std::string text = read(file);
  EXPECT_EQ(text, golden("fresh", text));
  EXPECT_FALSE(fs::exists(backup_of(file)));

  ASSERT_EQ(run(request(client())), 0) << err_.str();
  EXPECT_EQ(out_.str(), "already configured: " + file.string() + "\n");
  EXPECT_EQ(read(file), text);
  EXPECT_FALSE(fs::exists(backup_of(file)));
}

TEST_P(setup_fixture_test, merges_into_a_file_with_other_servers_and_remove_restores_it) {
  fs::path file = user_file(client());
  std::string original = install("with-other-servers");
  ASSERT_EQ(run(request(client())), 0) << err_.str();
  EXPECT_NE(out_.str().find("updated " + file.string()), std::string::npos) << out_.str();
  std::string text = read(file);
  EXPECT_EQ(text, golden("with-other-servers", text));
  EXPECT_EQ(read(backup_of(file)), original);

  ASSERT_EQ(run(request(client())), 0) << err_.str();
  EXPECT_EQ(out_.str(), "already configured: " + file.string() + "\n");
  EXPECT_EQ(read(file), text);
  EXPECT_EQ(read(backup_of(file)), original) << "a run that changes nothing keeps the backup";

  auto remove = request(client());
  remove.remove = true;
  ASSERT_EQ(run(remove), 0) << err_.str();
  EXPECT_NE(out_.str().find("removed \"unity\" from " + file.string()), std::string::npos);
  EXPECT_EQ(read(file), original) << "only our entry went";
  EXPECT_EQ(read(backup_of(file)), text);

  ASSERT_EQ(run(remove), 0) << err_.str();
  EXPECT_NE(out_.str().find("not configured"), std::string::npos) << out_.str();
  EXPECT_EQ(read(file), original);
}

TEST_P(setup_fixture_test, keeps_comments_and_trailing_commas) {
  fs::path file = user_file(client());
  std::string original = install("with-comments");
  ASSERT_EQ(run(request(client())), 0) << err_.str();
  std::string text = read(file);
  EXPECT_EQ(text, golden("with-comments", text));

  auto remove = request(client());
  remove.remove = true;
  ASSERT_EQ(run(remove), 0) << err_.str();
  std::string after = read(file);
  EXPECT_FALSE(entry(client(), file));
  std::istringstream lines(original);
  for (std::string line; std::getline(lines, line);) {
    if (line.find("//") != std::string::npos || line.find("/*") != std::string::npos ||
        line.find('#') != std::string::npos) {
      EXPECT_NE(after.find(line), std::string::npos) << "lost: " << line;
    }
  }
}

TEST_P(setup_fixture_test, malformed_file_is_reported_and_left_alone) {
  fs::path file = user_file(client());
  std::string original = install("malformed");
  EXPECT_EQ(run(request(client())), 1);
  EXPECT_NE(err_.str().find(file.string() + " is malformed: "), std::string::npos) << err_.str();
  EXPECT_NE(err_.str().find("add this entry by hand"), std::string::npos) << err_.str();
  EXPECT_NE(err_.str().find(exe_.string()), std::string::npos) << "the snippet names the binary";
  EXPECT_EQ(out_.str(), "");
  EXPECT_EQ(read(file), original);
  EXPECT_FALSE(fs::exists(backup_of(file)));

  auto remove = request(client());
  remove.remove = true;
  EXPECT_EQ(run(remove), 1);
  EXPECT_EQ(read(file), original);
}

TEST_P(setup_fixture_test, dry_run_shows_the_change_and_writes_nothing) {
  fs::path file = user_file(client());
  auto dry = request(client());
  dry.dry_run = true;
  ASSERT_EQ(run(dry), 0) << err_.str();
  EXPECT_NE(out_.str().find("would create " + file.string()), std::string::npos) << out_.str();
  EXPECT_NE(out_.str().find(exe_.string()), std::string::npos);
  EXPECT_NE(out_.str().find("nothing was written"), std::string::npos);
  EXPECT_FALSE(fs::exists(file));
  EXPECT_TRUE(file.parent_path() == home_ || !fs::exists(file.parent_path()))
      << "no directories either";

  std::string original = install("with-other-servers");
  ASSERT_EQ(run(dry), 0) << err_.str();
  EXPECT_NE(out_.str().find("would change " + file.string()), std::string::npos) << out_.str();
  EXPECT_NE(out_.str().find("\n+"), std::string::npos) << out_.str();
  EXPECT_NE(out_.str().find("@@ -"), std::string::npos) << out_.str();
  EXPECT_EQ(read(file), original);
  EXPECT_FALSE(fs::exists(backup_of(file)));

  ASSERT_EQ(run(request(client())), 0);
  dry.remove = true;
  ASSERT_EQ(run(dry), 0) << err_.str();
  EXPECT_NE(out_.str().find("\n-"), std::string::npos) << out_.str();
  EXPECT_TRUE(entry(client(), file)) << "still configured after a dry-run --remove";
}

TEST_P(setup_fixture_test, remove_without_a_file_or_an_entry_says_so) {
  auto remove = request(client());
  remove.remove = true;
  ASSERT_EQ(run(remove), 0);
  EXPECT_NE(out_.str().find("nothing to remove"), std::string::npos) << out_.str();
  EXPECT_FALSE(fs::exists(user_file(client())));
}

TEST_P(setup_fixture_test, http_entry_has_the_clients_shape_and_switching_back_is_clean) {
  const client_spec& spec = *find_client(client());
  write(context_.state_dir / "hub.json",
        R"({"url":"http://127.0.0.1:4555","mcp_url":"http://127.0.0.1:4555/mcp","port":4555})");
  auto http = request(client());
  http.http = true;
  if (!spec.supports_http) {
    EXPECT_EQ(run(http), 2);
    EXPECT_NE(err_.str().find("drop --http"), std::string::npos) << err_.str();
    return;
  }
  fs::path file = user_file(client());
  install("with-other-servers");
  ASSERT_EQ(run(http), 0) << err_.str();
  server_target target;
  target.url = "http://127.0.0.1:4555/mcp";
  EXPECT_EQ(entry(client(), file), server_entry(spec, target));
  ASSERT_EQ(run(http), 0);
  EXPECT_NE(out_.str().find("already configured"), std::string::npos);

  ASSERT_EQ(run(request(client())), 0) << err_.str();
  target = {exe_.string(), {"stdio"}, "", ""};
  EXPECT_EQ(entry(client(), file), server_entry(spec, target));
}

// --http --project: the hub routes an HTTP session by a Patchbay-Project header, as `patchbay stdio
// --project` pins one; it joins the user's own headers and leaves them when the pin goes.
TEST_P(setup_fixture_test, http_with_project_pins_by_a_header_and_keeps_the_users_headers) {
  const client_spec& spec = *find_client(client());
  if (!spec.supports_http) return;
  write(context_.state_dir / "hub.json",
        R"({"url":"http://127.0.0.1:4555","mcp_url":"http://127.0.0.1:4555/mcp","port":4555})");
  auto pinned = request(client());
  pinned.http = true;
  pinned.project = project_.string();
  fs::path file = user_file(client());
  ASSERT_EQ(run(pinned), 0) << err_.str();
  EXPECT_NE(out_.str().find("Patchbay-Project: " + project_.string()), std::string::npos)
      << out_.str();
  const std::string key(http_headers_key(spec));
  auto e = entry(client(), file);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->at(key), (json::object{{"Patchbay-Project", project_.string()}}))
      << json::serialize(*e);
  ASSERT_EQ(run(pinned), 0);
  EXPECT_NE(out_.str().find("already configured"), std::string::npos) << out_.str();

  // The user adds a header of their own.
  std::string text = read(file);
  if (spec.format == config_format::toml)
    text =
        replace_all(text, "{ Patchbay-Project", "{ Authorization = \"Bearer x\", Patchbay-Project");
  else
    text = replace_all(text, "\"Patchbay-Project\"",
                       "\"Authorization\": \"Bearer x\", \"Patchbay-Project\"");
  write(file, text);
  auto unpinned = pinned;
  unpinned.project.clear();
  ASSERT_EQ(run(unpinned), 0) << err_.str();
  e = entry(client(), file);
  EXPECT_EQ(e->at(key), (json::object{{"Authorization", "Bearer x"}})) << read(file);
  ASSERT_EQ(run(pinned), 0) << err_.str();
  e = entry(client(), file);
  EXPECT_EQ(e->at(key),
            (json::object{{"Authorization", "Bearer x"}, {"Patchbay-Project", project_.string()}}))
      << read(file);

  // Ours alone: the key goes with the pin.
  fs::remove(file);
  ASSERT_EQ(run(pinned), 0) << err_.str();
  ASSERT_EQ(run(unpinned), 0) << err_.str();
  e = entry(client(), file);
  EXPECT_FALSE(e->contains(key)) << read(file);
  server_target target;
  target.url = "http://127.0.0.1:4555/mcp";
  EXPECT_EQ(*e, server_entry(spec, target));
}

TEST_P(setup_fixture_test, project_scope_writes_the_projects_file) {
  const client_spec& spec = *find_client(client());
  auto r = request(client());
  r.scope = "project";
  if (!spec.has_project_scope) {
    EXPECT_EQ(run(r), 2);
    EXPECT_NE(err_.str().find("drop --scope project"), std::string::npos) << err_.str();
    return;
  }
  ASSERT_EQ(run(r), 0) << err_.str();
  fs::path file = config_file(spec, config_scope::project, context_.env, project_);
  EXPECT_TRUE(fs::exists(file)) << file;
  EXPECT_TRUE(file.string().starts_with(project_.string()));
  EXPECT_FALSE(fs::exists(user_file(client())));
  // No --project: the client starts the server in the project, so the entry does not pin one.
  EXPECT_EQ(entry(client(), file)->at("args"), json::array{"stdio"});
}

INSTANTIATE_TEST_SUITE_P(clients, setup_fixture_test,
                         ::testing::Values("claude-code", "claude-desktop", "cursor", "vscode",
                                           "windsurf", "codex", "gemini"),
                         [](const auto& info) { return replace_all(info.param, "-", "_"); });

// ---------------------------------------------------------------------------------------------
// Options, usage errors and --list.

TEST_F(setup_test, project_option_pins_the_session_and_locates_project_files) {
  auto r = request("cursor");
  r.project = project_.string();
  r.scope = "project";
  ASSERT_EQ(run(r), 0) << err_.str();
  auto e = entry("cursor", project_ / ".cursor" / "mcp.json");
  ASSERT_TRUE(e);
  EXPECT_EQ(e->at("args"),
            (json::array{"stdio", "--project", fs::weakly_canonical(project_).string()}));
}

// A project path that is not plain ASCII travels in MCP's header value encoding, which the hub
// decodes.
TEST_F(setup_test, http_project_header_encodes_a_path_that_is_not_ascii) {
  fs::path game = root_ / "Spiel Übung";
  fs::create_directories(game);
  write(context_.state_dir / "hub.json", R"({"mcp_url":"http://127.0.0.1:4555/mcp"})");
  auto r = request("cursor");
  r.http = true;
  r.project = game.string();
  ASSERT_EQ(run(r), 0) << err_.str();
  auto e = entry("cursor", user_file("cursor"));
  ASSERT_TRUE(e);
  std::string value(e->at("headers").at("Patchbay-Project").as_string());
  EXPECT_TRUE(value.starts_with("=?base64?")) << value;
  EXPECT_EQ(mcp::decode_header_value(value), game.string());
}

TEST_F(setup_test, an_entry_pointing_elsewhere_is_updated_and_the_users_keys_stay) {
  fs::path file = user_file("claude-code");
  write(file, R"({
  "mcpServers": {
    "unity": {
      "type": "stdio",
      "command": "/old/patchbay",
      "args": ["stdio"],
      "env": { "PATCHBAY_LOG": "debug" },
      "timeout": 120000
    }
  }
}
)");
  setup_request list;
  list.list = true;
  list.json = true;
  ASSERT_EQ(run(list), 0);
  EXPECT_NE(out_.str().find("\"missing_binary\""), std::string::npos) << out_.str();

  ASSERT_EQ(run(request("claude-code")), 0) << err_.str();
  auto e = entry("claude-code", file);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->at("command"), json::value(exe_.string()));
  EXPECT_EQ(e->at("timeout"), 120000);
  EXPECT_EQ(e->at("env").at("PATCHBAY_LOG"), "debug");
}

// Issue 45: what setup itself wrote (the entry, the skill and the folders on their way) does not
// make a client "installed"; the client's own files do.
TEST_F(setup_test, list_does_not_call_a_client_installed_for_what_setup_wrote) {
  for (const char* client : {"claude-code", "gemini", "codex", "cursor"}) {
    ASSERT_EQ(run(with_skill(client)), 0) << client << ": " << err_.str();
  }
  setup_request list;
  list.list = true;
  ASSERT_EQ(run(list), 0) << err_.str();
  for (const char* line : {"claude-code (Claude Code): not found", "gemini (Gemini CLI): not found",
                           "codex (Codex CLI): not found", "cursor (Cursor): not found"})
    EXPECT_NE(out_.str().find(line), std::string::npos) << line << "\n" << out_.str();

  write(home_ / ".claude" / "settings.json", "{}\n");  // Claude Code's own file
  write(home_ / ".gemini" / "oauth_creds.json", "{}\n");
  ASSERT_EQ(run(list), 0);
  EXPECT_NE(out_.str().find("claude-code (Claude Code): installed"), std::string::npos)
      << out_.str();
  EXPECT_NE(out_.str().find("gemini (Gemini CLI): installed"), std::string::npos) << out_.str();
  EXPECT_NE(out_.str().find("codex (Codex CLI): not found"), std::string::npos) << out_.str();
}

TEST_F(setup_test, usage_errors_exit_2_and_say_what_to_do) {
  EXPECT_EQ(run(request("")), 2);
  EXPECT_NE(err_.str().find("--list"), std::string::npos);
  EXPECT_EQ(run(request("notepad")), 2);
  EXPECT_NE(err_.str().find("claude-code, claude-desktop, cursor"), std::string::npos);
  auto r = request("cursor");
  r.scope = "team";
  EXPECT_EQ(run(r), 2);
  r = request("cursor");
  r.project = (root_ / "missing").string();
  EXPECT_EQ(run(r), 2);
  EXPECT_NE(err_.str().find("no such directory"), std::string::npos);
  r = request("cursor");
  r.list = true;
  EXPECT_EQ(run(r), 2);
  r = request("cursor");
  r.json = true;
  EXPECT_EQ(run(r), 2);
  EXPECT_NE(err_.str().find("patchbay setup --help"), std::string::npos);
  EXPECT_FALSE(fs::exists(user_file("cursor")));
}

// Codex's sandbox (issue 33): the allowance comes with the entry and goes with it; a sandbox
// section the user wrote differently stops the whole change, and --leave-sandbox writes the entry
// alone.
TEST_F(setup_test, codex_sandbox_allowance_comes_and_goes_with_the_entry) {
  fs::path file = user_file("codex");
  ASSERT_EQ(run(request("codex")), 0) << err_.str();
  EXPECT_NE(out_.str().find("sandbox: [sandbox_workspace_write] network_access = true"),
            std::string::npos)
      << out_.str();
  EXPECT_NE(read(file).find(std::string("network_access = true  ") + codex_sandbox_marker),
            std::string::npos);

  // The user took the entry out by hand: --remove still takes back what setup added.
  toml_config_editor editor(read(file), {"mcp_servers", "unity"});
  write(file, editor.erase().text);
  auto remove = request("codex");
  remove.remove = true;
  ASSERT_EQ(run(remove), 0) << err_.str();
  EXPECT_NE(out_.str().find("removed [sandbox_workspace_write] network_access"), std::string::npos)
      << out_.str();
  EXPECT_EQ(read(file), "");
  ASSERT_EQ(run(remove), 0) << err_.str();
  EXPECT_NE(out_.str().find("not configured"), std::string::npos) << out_.str();
}

TEST_F(setup_test, codex_sandbox_written_differently_is_refused_and_left_alone) {
  fs::path file = user_file("codex");
  const std::string mine = "model = \"o3\"\n\n[sandbox_workspace_write]\nnetwork_access = false\n";
  write(file, mine);
  EXPECT_EQ(run(request("codex")), 1);
  EXPECT_NE(err_.str().find("network_access = false"), std::string::npos) << err_.str();
  EXPECT_NE(err_.str().find("--leave-sandbox"), std::string::npos) << err_.str();
  EXPECT_NE(err_.str().find("left the file untouched"), std::string::npos) << err_.str();
  EXPECT_EQ(read(file), mine);
  EXPECT_FALSE(fs::exists(backup_of(file)));

  auto leave = request("codex");
  leave.leave_sandbox = true;
  ASSERT_EQ(run(leave), 0) << err_.str();
  EXPECT_TRUE(entry("codex", file));
  EXPECT_TRUE(read(file).starts_with(mine)) << "the user's sandbox setting stays";
  EXPECT_EQ(out_.str().find("sandbox:"), std::string::npos) << out_.str();

  auto not_codex = request("cursor");
  not_codex.leave_sandbox = true;
  EXPECT_EQ(run(not_codex), 2);
  EXPECT_NE(err_.str().find("--leave-sandbox is for codex"), std::string::npos);
}

TEST_F(setup_test, codex_dry_run_shows_the_entry_and_the_sandbox_and_writes_nothing) {
  fs::path file = user_file("codex");
  write(file, "model = \"o3\"\n");
  auto r = request("codex");
  r.dry_run = true;
  ASSERT_EQ(run(r), 0) << err_.str();
  EXPECT_NE(out_.str().find("+[mcp_servers.unity]"), std::string::npos) << out_.str();
  EXPECT_NE(out_.str().find("+[sandbox_workspace_write]"), std::string::npos) << out_.str();
  EXPECT_EQ(read(file), "model = \"o3\"\n");
}

TEST_F(setup_test, writes_through_a_symbolic_link_and_keeps_the_files_mode) {
  fs::path real = root_ / "dotfiles" / "mcp.json";
  write(real, "{}\n");
  fs::permissions(real, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  fs::path file = user_file("cursor");
  fs::create_directories(file.parent_path());
  fs::create_symlink(real, file);
  ASSERT_EQ(run(request("cursor")), 0) << err_.str();
  EXPECT_TRUE(fs::is_symlink(file));
  EXPECT_TRUE(entry("cursor", real));
  EXPECT_EQ(fs::status(real).permissions() & fs::perms::all,
            fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  EXPECT_EQ(read(backup_of(real)), "{}\n");
}

TEST_F(setup_test, an_empty_file_counts_as_fresh) {
  write(user_file("gemini"), "\n");
  ASSERT_EQ(run(request("gemini")), 0) << err_.str();
  EXPECT_TRUE(entry("gemini", user_file("gemini")));
}

TEST_F(setup_test, list_reports_installed_configured_and_other_binaries) {
  write(home_ / ".cursor" / "argv.json", "{}\n");  // Cursor has run: a file of its own
  ASSERT_EQ(run(request("cursor")), 0);
  write(user_file("gemini"), R"({"mcpServers":{"unity":{"command":")" + root_.string() +
                                 R"(/bin/other","args":["stdio"]}}})");
  write(root_ / "bin" / "other", "");
  write(user_file("windsurf"), "{ nope");
  write(project_ / ".mcp.json", R"({"mcpServers":{"unity":{"type":"http","url":"http://h/mcp"}}})");
  setup_request list;
  list.list = true;
  list.json = true;
  ASSERT_EQ(run(list), 0) << err_.str();
  auto doc = json::parse(out_.str()).as_object();
  EXPECT_EQ(doc.at("executable"), json::value(exe_.string()));
  std::map<std::string, json::object> rows;
  for (const auto& row : doc.at("clients").as_array()) {
    const auto& o = row.as_object();
    rows[std::string(o.at("client").as_string()) + "/" + std::string(o.at("scope").as_string())] =
        o;
  }
  EXPECT_EQ(rows.at("cursor/user").at("status"), "configured");
  EXPECT_EQ(rows.at("cursor/user").at("installed"), true);
  EXPECT_EQ(rows.at("codex/user").at("installed"), false);
  EXPECT_EQ(rows.at("codex/user").at("status"), "no_file");
  EXPECT_EQ(rows.at("gemini/user").at("status"), "other_binary");
  EXPECT_EQ(rows.at("windsurf/user").at("status"), "malformed");
  EXPECT_EQ(rows.at("claude-code/project").at("status"), "http");
  EXPECT_EQ(rows.count("cursor/project"), 0u) << "project files are listed only when they exist";

  list.json = false;
  ASSERT_EQ(run(list), 0);
  for (const auto& client : client_catalog()) {
    EXPECT_NE(out_.str().find(std::string(client.id) + " ("), std::string::npos) << out_.str();
  }
  EXPECT_NE(out_.str().find("not this patchbay"), std::string::npos) << out_.str();
}

// ---------------------------------------------------------------------------------------------
// The Agent Skill beside the entry (agent_skill.hpp).

TEST_F(setup_test,
       skill_is_installed_where_each_client_documents_skills_and_a_second_run_changes_nothing) {
  for (auto [client, folder] : {std::pair{"claude-code", ".claude"}, std::pair{"codex", ".agents"},
                                std::pair{"gemini", ".gemini"}}) {
    ASSERT_EQ(run(with_skill(client)), 0) << err_.str();
    fs::path file = skill_file(folder);
    EXPECT_NE(out_.str().find("skill: installed " + file.string()), std::string::npos)
        << out_.str();
    std::string text = read(file);
    EXPECT_EQ(text.rfind("---\nname: patchbay-unity\ndescription: ", 0), 0u) << text;
    EXPECT_NE(text.find("Generated by patchbay 9.9.9"), std::string::npos);
    ASSERT_EQ(run(with_skill(client)), 0) << err_.str();
    EXPECT_NE(out_.str().find("skill: already installed: " + file.string()), std::string::npos)
        << out_.str();
    EXPECT_EQ(read(file), text);
  }
  ASSERT_EQ(run(with_skill("cursor")), 0);
  EXPECT_EQ(out_.str().find("skill:"), std::string::npos) << "Cursor documents no skills folder";
  ASSERT_EQ(run(with_skill("cursor")), 0);
  EXPECT_EQ(out_.str(), "already configured: " + user_file("cursor").string() + "\n");
}

TEST_F(setup_test, skill_project_scope_goes_into_the_project) {
  setup_request r = with_skill("claude-code");
  r.scope = "project";
  ASSERT_EQ(run(r), 0) << err_.str();
  EXPECT_TRUE(fs::exists(project_ / ".claude" / "skills" / "patchbay-unity" / "SKILL.md"));
  EXPECT_FALSE(fs::exists(skill_file(".claude")));
}

// Issue 44: a repository may commit links into the user's own files; --scope project refuses to
// write through them, and changes nothing.
TEST_F(setup_test, project_scope_does_not_follow_links_a_repository_commits) {
  fs::path settings = home_ / ".claude" / "settings.json";
  write(settings, "{\"theme\": \"dark\"}\n");
  fs::create_symlink(settings, project_ / ".mcp.json");
  setup_request entry_only = request("claude-code");
  entry_only.scope = "project";
  EXPECT_EQ(run(entry_only), 1);
  EXPECT_NE(err_.str().find(".mcp.json is a symbolic link (to " + settings.string() + ")"),
            std::string::npos)
      << err_.str();
  EXPECT_NE(err_.str().find("--scope user"), std::string::npos) << err_.str();
  EXPECT_EQ(read(settings), "{\"theme\": \"dark\"}\n") << "the user's file is untouched";
  EXPECT_FALSE(fs::exists(backup_of(settings)));

  fs::remove(project_ / ".mcp.json");
  fs::path ssh = home_ / ".ssh";
  fs::create_directories(ssh);
  fs::create_directories(project_ / ".claude");
  fs::create_symlink(ssh, project_ / ".claude" / "skills");
  setup_request skill = with_skill("claude-code");
  skill.scope = "project";
  EXPECT_EQ(run(skill), 1);
  EXPECT_NE(err_.str().find("skills is a symbolic link"), std::string::npos) << err_.str();
  EXPECT_TRUE(fs::is_empty(ssh)) << "nothing was written through the link";
}

// Issue 44: the user-wide skill is read in every project, so a project's tool list stays out of
// it; the project's own skill lists its tools.
TEST_F(setup_test, the_user_wide_skill_carries_no_project_provided_tool_list) {
  setup_request user = with_skill("claude-code");
  user.skill_tools = "- core: get_editor_state, run_execute_code_first\n";
  ASSERT_EQ(run(user), 0) << err_.str();
  std::string user_skill = read(skill_file(".claude"));
  EXPECT_EQ(user_skill.find("run_execute_code_first"), std::string::npos) << user_skill;
  EXPECT_NE(user_skill.find("`patchbay tools` lists the editor's tools"), std::string::npos);

  setup_request project = user;
  project.scope = "project";
  ASSERT_EQ(run(project), 0) << err_.str();
  std::string project_skill = read(project_ / ".claude" / "skills" / "patchbay-unity" / "SKILL.md");
  EXPECT_NE(project_skill.find("run_execute_code_first"), std::string::npos) << project_skill;
}

TEST_F(setup_test, no_skill_skips_it_and_remove_takes_it_out) {
  ASSERT_EQ(run(request("claude-code")), 0);
  EXPECT_FALSE(fs::exists(skill_file(".claude")));
  ASSERT_EQ(run(with_skill("claude-code")), 0);
  ASSERT_TRUE(fs::exists(skill_file(".claude")));
  setup_request remove = with_skill("claude-code");
  remove.remove = true;
  ASSERT_EQ(run(remove), 0) << err_.str();
  EXPECT_NE(out_.str().find("removed the skill " + skill_file(".claude").string()),
            std::string::npos)
      << out_.str();
  EXPECT_FALSE(fs::exists(skill_file(".claude").parent_path())) << "its folder goes too";
}

TEST_F(setup_test, skill_edited_by_hand_is_reported_and_kept_unless_force_which_backs_it_up) {
  ASSERT_EQ(run(with_skill("claude-code")), 0);
  fs::path file = skill_file(".claude");
  std::string edited = read(file) + "My own note.\n";
  write(file, edited);
  ASSERT_EQ(run(with_skill("claude-code")), 1);
  EXPECT_NE(err_.str().find("was edited by hand"), std::string::npos) << err_.str();
  EXPECT_NE(err_.str().find("--force"), std::string::npos) << err_.str();
  EXPECT_EQ(read(file), edited) << "kept byte for byte";
  setup_request remove = with_skill("claude-code");
  remove.remove = true;
  EXPECT_EQ(run(remove), 1);
  EXPECT_EQ(read(file), edited) << "--remove keeps it too";
  setup_request force = with_skill("claude-code");
  force.force = true;
  ASSERT_EQ(run(force), 0) << err_.str();
  EXPECT_EQ(read(backup_of(file)), edited);
  EXPECT_NE(read(file), edited);
  // A file Patchbay did not write at all (no marker) is the user's as well.
  write(file, "---\nname: patchbay-unity\ndescription: mine\n---\n");
  EXPECT_EQ(run(with_skill("claude-code")), 1);
}

TEST_F(setup_test, skill_folder_that_cannot_be_written_is_reported_and_nothing_changes) {
  // A file where the skills folder should be: creating the folder fails even for root.
  write(home_ / ".claude" / "skills", "not a folder");
  ASSERT_EQ(run(with_skill("claude-code")), 1);
  EXPECT_NE(err_.str().find("cannot write " + skill_file(".claude").string()), std::string::npos)
      << err_.str();
  EXPECT_NE(err_.str().find("--no-skill"), std::string::npos) << err_.str();
  EXPECT_EQ(read(home_ / ".claude" / "skills"), "not a folder");
}

TEST_F(setup_test, refresh_rewrites_an_older_skill_and_list_says_it_is_older) {
  setup_request old = with_skill("claude-code");
  old.version = "0.0.1";
  ASSERT_EQ(run(old), 0);
  setup_request list;
  list.list = true;
  list.version = "9.9.9";
  ASSERT_EQ(run(list), 0);
  EXPECT_NE(out_.str().find("skill:    from patchbay 0.0.1, older than this one (9.9.9); run "
                            "'patchbay setup --refresh'"),
            std::string::npos)
      << out_.str();
  auto found = installed_skills(context_, project_);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].state, "ours");
  EXPECT_EQ(found[0].version, "0.0.1");
  setup_request refresh;
  refresh.refresh = true;
  refresh.version = "9.9.9";
  ASSERT_EQ(run(refresh), 0) << err_.str();
  EXPECT_NE(
      out_.str().find("skill: updated " + skill_file(".claude").string() + " (was patchbay 0.0.1)"),
      std::string::npos)
      << out_.str();
  EXPECT_EQ(installed_skills(context_, project_)[0].version, "9.9.9");
  EXPECT_FALSE(fs::exists(skill_file(".agents"))) << "refresh installs nothing new";
}

TEST(setup_diff, one_hunk_with_context) {
  std::string before = "a\nb\nc\nd\ne\nf\ng\nh\n";
  std::string after = "a\nb\nc\nd\nE\nf\ng\nh\n";
  EXPECT_EQ(
      unified_diff(before, after, "x"),
      "--- x\n+++ x (after patchbay setup)\n@@ -2,7 +2,7 @@\n b\n c\n d\n-e\n+E\n f\n g\n h\n");
}

}  // namespace
}  // namespace patchbay::setup
