#pragma once
// `patchbay setup CLIENT`: adds, checks or removes the "unity" server entry in an MCP client's
// configuration file, and `patchbay setup --list` reports every client's state. The Unity window
// runs this same command, so there is one implementation of the clients' file formats.
//
// Contract with the user's files: merge, never replace (other servers, settings, comments and
// formatting stay byte for byte); back the file up before changing it; change nothing when the
// entry is already right; leave a file that cannot be parsed, or edited safely, untouched and
// say why. Exit codes: 0 done or nothing to do, 1 a file could not be changed, 2 a usage error.

#include "setup/client_catalog.hpp"

#include <filesystem>
#include <iosfwd>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace patchbay::setup {

// The command line, as parsed.
struct setup_request {
  std::string client;
  std::string scope = "user";
  std::string project;
  bool http = false;
  bool dry_run = false;
  bool remove = false;
  bool list = false;
  bool json = false;           // --list as JSON
  bool leave_sandbox = false;  // Codex: write only the entry (codex_sandbox.hpp)
  bool no_skill = false;       // leave the Agent Skill out (agent_skill.hpp)
  bool force = false;          // replace (or remove) a skill file edited by hand, after a backup
  bool refresh = false;        // rewrite every installed Patchbay skill for this binary
  // Set by the caller, not the command line: the binary's version (the skill's version line) and
  // the live tool list, one line a group (empty: the skill's built-in text).
  std::string version;
  std::string skill_tools;
  std::string state_dir;
  std::string home;  // hidden --home: tests point the user's files at a temporary directory
};

// The process's surroundings, resolved once; tests make their own.
struct setup_context {
  setup_environment env;
  std::filesystem::path executable;  // what a stdio entry launches
  std::filesystem::path cwd;         // the project for --scope project without --project
  std::filesystem::path state_dir;   // where hub.json says the hub's URL
};

// Resolves the context from the environment: --home, else PATCHBAY_SETUP_HOME, else the user's
// home; the running executable; the current directory; --state-dir / PATCHBAY_STATE_DIR.
// An empty `error` on success.
setup_context current_setup_context(const setup_request& request, std::string& error);

int run_setup(const setup_request& request, const setup_context& context, std::ostream& out,
              std::ostream& err);
// The same with the current process's context and standard streams.
int run_setup(const setup_request& request);

// Declares the subcommand, its options and its help text on `app`; parsed values land in
// `request`.
CLI::App* add_setup_subcommand(CLI::App& app, setup_request& request);

// The Agent Skills installed for the clients that have a skills folder (user scope, and project
// scope under `project`), for `patchbay doctor`.
struct installed_skill {
  std::string client;
  std::filesystem::path file;
  std::string state;    // ours, edited, unreadable
  std::string version;  // ours: the patchbay that wrote it
};
std::vector<installed_skill> installed_skills(const setup_context& context,
                                              const std::filesystem::path& project);

// The file's text as it would be after the change, in unified diff form (one hunk).
std::string unified_diff(const std::string& before, const std::string& after,
                         const std::string& label);

}  // namespace patchbay::setup
