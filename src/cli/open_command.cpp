#include "cli/subcommands.hpp"

#include "jsonrpc/message.hpp"
#include "mcp/methods.hpp"
#include "platform/platform.hpp"

#include <filesystem>
#include <iostream>

namespace patchbay::cli {

namespace asio = boost::asio;
namespace json = boost::json;
namespace fs = std::filesystem;
using namespace std::chrono;

asio::awaitable<void> open_command::run() {
  // The project: the argument, else the Unity project holding the working directory.
  std::error_code ec;
  fs::path project = req.files.empty() ? fs::path() : fs::path(req.files.front());
  if (project.empty()) {
    auto found = platform::unity_project_containing(fs::current_path(ec));
    if (!found) {
      std::cerr
          << "patchbay open: this folder is in no Unity project (a folder with Assets/ and "
             "ProjectSettings/); give the project: patchbay open PATH. Nothing was started.\n";
      code = exit_code::usage;
      co_return;
    }
    project = *found;
  }
  project = fs::absolute(project, ec);
  if (!fs::is_directory(project / "Assets", ec) ||
      !fs::is_directory(project / "ProjectSettings", ec)) {
    std::cerr
        << "patchbay open: " << project.string()
        << " is not a Unity project (a Unity project has Assets/ and ProjectSettings/ folders). "
           "Nothing was started.\n";
    code = exit_code::usage;
    co_return;
  }
  // The hub starts Unity, and the package Unity loads links to it: a hub is started when none runs.
  auto info = co_await hub(true);
  if (!info) co_return;
  cli_session session(ioc.get_executor(), *info, routing_headers(req));
  if (auto err = co_await session.open(); !err.empty()) {
    std::cerr << "patchbay open: " << err << "\n";
    code = exit_code::no_editor;
    co_return;
  }
  json::object args{{"project", project.string()}};
  if (req.batchmode) args["batchmode"] = true;
  if (req.wait_s > 0) args["waitSeconds"] = req.wait_s;
  if (req.exit_when_idle > 0) args["exitWhenIdle"] = req.exit_when_idle;
  std::string last;
  auto progress = [&last](const json::object& n) {
    if (str(n, "method") != mcp::method::progress) return;
    const auto* p = n.if_contains("params");
    if (!p || !p->is_object()) return;
    std::string message = str(p->as_object(), "message");
    if (!message.empty() && message != last) std::cerr << message << "\n";
    last = message;
  };
  auto params = tool_call("open_editor", std::move(args), true);
  long long wait = req.wait_s > 0 ? req.wait_s : 600;
  auto [err, response] = co_await session.request(mcp::method::tools_call, std::move(params),
                                                  progress, seconds(wait + 30));
  co_await session.close();
  if (!err.empty()) {
    std::cerr << "patchbay open: " << err << "\n";
    code = exit_code::no_editor;
    co_return;
  }
  const json::value* result = response.as_object().if_contains("result");
  if (!result || !result->is_object()) {
    std::cerr << "patchbay open: the hub sent no result\n";
    code = exit_code::no_editor;
    co_return;
  }
  co_await print_result(result->as_object());
}

}  // namespace patchbay::cli
