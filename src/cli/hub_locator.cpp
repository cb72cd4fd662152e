#include "cli/hub_locator.hpp"

#include "platform/platform.hpp"
#include "text/ascii.hpp"
#include "transport/http_client.hpp"
#include "transport/hub_proof.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <fstream>
#include <sstream>

namespace patchbay::cli {

namespace asio = boost::asio;
using namespace std::chrono;

asio::awaitable<std::optional<std::string>> hub_refusal(asio::any_io_executor ex, hub_info info) {
  const std::string where = "the process on port " + std::to_string(info.port);
  transport::http_client client(ex, "127.0.0.1", info.port);
  transport::client_request req;
  req.method = "GET";
  req.target = "/";
  std::string challenge = transport::new_hub_challenge();
  req.headers = {{std::string(transport::hub_challenge_header), challenge}};
  auto [ec, res] = co_await client.send(std::move(req), {}, milliseconds(1500));
  if (ec == asio::error::access_denied)
    co_return where + " belongs to another OS user: it is not your hub, and was sent nothing";
  if (ec)
    co_return "nothing answers on port " + std::to_string(info.port) + " (" + ec.message() + ")";
  if (res.status != 200 || res.body.rfind("Patchbay hub", 0) != 0)
    co_return where + " is not a Patchbay hub";
  if (!transport::hub_proof_valid(info.token, info.port, challenge,
                                  res.header(text::ascii_lower(transport::hub_proof_header))))
    co_return where + " did not prove that it holds hub.json's token: it is not the hub that " +
        "wrote hub.json (an older Patchbay hub cannot prove it: stop that one by its pid)";
  co_return std::nullopt;
}

asio::awaitable<bool> hub_answers(asio::any_io_executor ex, hub_info info) {
  auto refusal = co_await hub_refusal(ex, std::move(info));
  co_return !refusal;
}

namespace {

std::string log_tail(const std::filesystem::path& log, std::size_t max_lines = 6) {
  std::ifstream in(log);
  std::vector<std::string> lines;
  std::string line;
  while (std::getline(in, line)) {
    lines.push_back(line);
    if (lines.size() > max_lines) lines.erase(lines.begin());
  }
  std::string out;
  for (auto& l : lines) out += "    " + l + "\n";
  return out;
}

// Codex marks the commands it runs in a sandbox without network; 127.0.0.1 is blocked there too,
// so "no hub" would mislead (the hub may well run).
std::string sandbox_hint() {
  if (platform::env_or("CODEX_SANDBOX_NETWORK_DISABLED", "").empty()) return {};
  return "\nThis command runs in Codex's sandbox, which has no network (127.0.0.1 included): run "
         "'patchbay setup codex' (it sets [sandbox_workspace_write] network_access = true) and use "
         "Codex's workspace-write sandbox.";
}

}  // namespace

asio::awaitable<std::variant<hub_info, std::string>> locate_hub(asio::any_io_executor ex,
                                                                std::filesystem::path state_dir,
                                                                bool start) {
  if (auto problem = hub_info_problem(state_dir)) co_return *problem;
  std::string stale;
  if (auto info = read_hub_info(state_dir)) {
    auto refusal = co_await hub_refusal(ex, *info);
    if (!refusal) co_return *info;
    stale = " (hub.json is stale: " + *refusal + ")";
  }
  if (!start)
    co_return std::string("No Patchbay hub is running for " + state_dir.string() + stale +
                          ". Start one with: patchbay serve") +
        sandbox_hint();
  auto self = platform::executable_path();
  if (!self) co_return std::string("cannot find this program's own path to start the hub");
  if (auto err = platform::create_private_directory(state_dir))
    co_return "cannot use the state directory: " + *err +
        ". Choose a writable one with --state-dir or PATCHBAY_STATE_DIR.";
  auto log = state_dir / "hub.log";
  std::vector<std::string> args{"serve", "--state-dir", state_dir.string(), "--exit-when-idle",
                                "600"};
  bool tried_free_port = false;
  for (;;) {
    std::uintmax_t log_start = 0;
    {
      std::error_code ec;
      log_start = std::filesystem::exists(log, ec) ? std::filesystem::file_size(log, ec) : 0;
    }
    auto spawned = platform::spawn_detached(*self, args, log);
    if (!spawned.error.empty()) co_return "cannot start the hub: " + spawned.error;
    asio::steady_timer timer(ex);
    auto deadline = steady_clock::now() + seconds(10);
    while (steady_clock::now() < deadline) {
      if (auto info = read_hub_info(state_dir)) {
        bool ok = co_await hub_answers(ex, *info);
        if (ok) co_return *info;
      }
      if (!platform::process_alive(spawned.pid)) break;
      timer.expires_after(milliseconds(50));
      co_await timer.async_wait(asio::as_tuple(asio::use_awaitable));
    }
    // Read what the hub said since we started it.
    std::string said;
    {
      std::ifstream in(log);
      in.seekg(static_cast<std::streamoff>(log_start));
      std::stringstream ss;
      ss << in.rdbuf();
      said = ss.str();
    }
    if (said.find("already running") != std::string::npos) {
      // Lost a race with another starter: use the winner.
      if (auto info = read_hub_info(state_dir)) {
        bool ok = co_await hub_answers(ex, *info);
        if (ok) co_return *info;
      }
    }
    if (said.find("Another program uses that port") != std::string::npos && !tried_free_port) {
      // The default port is taken by something else: any free port will do, hub.json says which.
      tried_free_port = true;
      args.insert(args.end(), {"--listen", "127.0.0.1:0"});
      continue;
    }
    co_return "the Patchbay hub did not start within 10 s. Its log (" + log.string() + "):\n" +
        log_tail(log) + sandbox_hint();
  }
}

}  // namespace patchbay::cli
