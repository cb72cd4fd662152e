#include "cli/subcommands.hpp"

#include "jsonrpc/message.hpp"
#include "platform/platform.hpp"

#include <cstdlib>
#include <filesystem>
#include <iostream>

namespace patchbay::cli {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono;

namespace {

std::string open_in_browser(const std::string& url, const std::filesystem::path& dir) {
#if defined(_WIN32)
  std::string opener = "rundll32";
  std::vector<std::string> args{"url.dll,FileProtocolHandler", url};
#elif defined(__APPLE__)
  std::string opener = "open";
  std::vector<std::string> args{url};
#else
  std::string opener = "xdg-open";
  std::vector<std::string> args{url};
#endif
  const char* path = std::getenv("PATH");
  auto program = platform::find_program(opener, path ? path : "");
  if (!program) return "(" + opener + " not found: open the link in your browser.)";
  auto r = platform::spawn_detached(*program, args, dir / "browser-open.log");
  if (!r.error.empty()) return "(could not start " + opener + ": " + r.error + ")";
  return {};
}

}  // namespace

asio::awaitable<void> dashboard_command::run() {
  auto info = co_await hub(false);
  if (!info) co_return;
  transport::http_client client(ioc.get_executor(), "127.0.0.1", info->port);
  transport::client_request r;
  r.target = "/api/ticket";
  r.headers = {{"Authorization", "Bearer " + info->token}};
  auto [ec, res] = co_await client.send(std::move(r), {}, seconds(10));
  std::optional<json::value> answer;
  if (!ec && res.status == 200)
    if (auto v = jsonrpc::parse_json(res.body)) answer = std::move(*v);
  if (!answer || !answer->is_object() || str(answer->as_object(), "path").empty()) {
    std::cerr << "patchbay dashboard: the hub at " << info->url << " gave no dashboard link"
              << (ec ? ": " + ec.message() : " (HTTP " + std::to_string(res.status) + ")")
              << (res.status == 404 ? ". It is older than the dashboard: restart it with "
                                      "'patchbay stop'."
                                    : ".")
              << "\n";
    code = 2;
    co_return;
  }
  std::string url = info->url + str(answer->as_object(), "path");
  std::cout << url << "\n";
  std::cerr << "A one-time link to the dashboard (it works once, within a minute; run "
               "'patchbay dashboard' again for another).\n";
  if (req.no_open) co_return;
  if (auto opened = open_in_browser(url, platform::state_directory(req.state_dir)); !opened.empty())
    std::cerr << opened << "\n";
}

}  // namespace patchbay::cli
