#include "cli/subcommands.hpp"

#include "patchbay/version.hpp"
#include "platform/platform.hpp"
#include "setup/setup_command.hpp"

#include <filesystem>
#include <iostream>

namespace patchbay::cli {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono;

asio::awaitable<void> doctor_command::run() {
  int failed = 0;
  auto check = [&](bool ok, const std::string& what, const std::string& fix) {
    std::cout << (ok ? "[ok]   " : "[fail] ") << what << "\n";
    if (!ok) {
      std::cout << "       fix: " << fix << "\n";
      ++failed;
    }
  };
  auto dir = platform::state_directory(req.state_dir);
  std::error_code ec;
  bool dir_ok = std::filesystem::is_directory(dir, ec);
  check(dir_ok, "state directory " + dir.string() + " exists",
        "it is created by the first 'patchbay serve' or 'patchbay stdio'");
#ifndef _WIN32
  if (dir_ok) {
    auto perms = std::filesystem::status(dir, ec).permissions();
    bool private_dir =
        (perms & (std::filesystem::perms::group_all | std::filesystem::perms::others_all)) ==
        std::filesystem::perms::none;
    check(private_dir, "state directory is private to you (it holds the editor token)",
          "chmod 700 " + dir.string());
  }
#endif
  auto info = co_await running_hub(dir);
  bool alive = info.has_value();
  check(alive,
        alive ? "hub running: " + info->url + " (pid " + std::to_string(info->pid) + ")"
              : "hub running",
        "MCP clients start it through 'patchbay stdio'; or run 'patchbay serve'");
  if (alive) {
    check(info->version == version,
          "hub version " + info->version + " matches this patchbay " + version,
          "restart the hub: patchbay stop (the next client starts the new one)");
    cli_session session(ioc.get_executor(), *info);
    auto err = co_await session.open();
    std::optional<json::object> eds;
    if (err.empty()) eds = co_await list_editors(session);
    co_await session.close();
    code = 0;
    std::size_t n = 0;
    if (eds && (*eds)["editors"].is_array()) {
      for (const auto& e : (*eds)["editors"].as_array()) {
        const auto& o = e.as_object();
        if (str(o, "state") != "disconnected") ++n;
        if (!str(o, "packageVersion").empty())
          check(str(o, "packageVersion") == version,
                "editor " + str(o, "id") + " runs package " + str(o, "packageVersion"),
                "update com.patchbay.unity in that project to " + std::string(version));
      }
    }
    check(n > 0, std::to_string(n) + " Unity editor(s) connected",
          "open your project in Unity with com.patchbay.unity installed (see README)");
  }
  std::cout << "\nMCP clients (patchbay setup --list):\n";
  setup::setup_request list;
  list.list = true;
  list.state_dir = req.state_dir;
  std::string serr;
  list.version = version;
  auto context = setup::current_setup_context(list, serr);
  if (serr.empty()) setup::run_setup(list, context, std::cout, std::cerr);
  // The Agent Skills `patchbay setup` installed: one older than this binary teaches old facts.
  if (serr.empty()) {
    bool heading = false;
    for (const auto& skill : setup::installed_skills(context, context.cwd)) {
      if (skill.state != "ours") continue;
      if (!heading) std::cout << "\nAgent Skills:\n";
      heading = true;
      check(skill.version == version,
            "skill for " + skill.client + " (" + skill.file.string() + ") is from patchbay " +
                skill.version,
            "patchbay setup --refresh (rewrites it for " + std::string(version) + ")");
    }
  }
  std::cout << "\n"
            << (failed ? std::to_string(failed) + " check(s) failed." : "All checks passed.")
            << "\n";
  code = failed ? 1 : 0;
}

}  // namespace patchbay::cli
