#include "cli/subcommands.hpp"

#include "jsonrpc/message.hpp"

#include <cstdio>
#include <iostream>

namespace patchbay::cli {

namespace asio = boost::asio;
namespace json = boost::json;
using namespace std::chrono;

asio::awaitable<void> editors_command::run() {
  auto info = co_await hub(false);
  if (!info) co_return;
  cli_session session(ioc.get_executor(), *info);
  auto err = co_await session.open();
  if (!err.empty()) {
    std::cerr << "patchbay editors: " << err << "\n";
    code = 2;
    co_return;
  }
  auto eds = co_await list_editors(session);
  co_await session.close();
  if (!eds) co_return;
  if (req.json) {
    std::cout << jsonrpc::serialize((*eds)["editors"]) << "\n";
    co_return;
  }
  const auto& list = (*eds)["editors"].as_array();
  if (list.empty()) {
    std::cout << "No Unity editor has connected. Open a project with the Patchbay package.\n";
    co_return;
  }
  std::printf("%-32s %-12s %-28s %s\n", "ID", "STATE", "SCENE", "PROJECT");
  for (const auto& e : list) {
    const auto& o = e.as_object();
    std::string scene;
    // Its path, else its name (a player's scene may not say where it came from; issue 45).
    if (auto* sc = o.if_contains("activeScene"); sc && sc->is_object()) {
      scene = str(sc->as_object(), "path");
      if (scene.empty()) scene = str(sc->as_object(), "name");
    }
    // A connected editor whose main thread is busy or blocked shows that, not "ready" beside a
    // "blocked" line (issue 45: the views agree).
    std::string state = str(o, "state");
    if (auto* h = o.if_contains("health"); h && h->is_object())
      if (auto hs = str(h->as_object(), "state"); hs == "busy" || hs == "blocked") state = hs;
    std::printf("%-32s %-12s %-28s %s\n", str(o, "id").c_str(), state.c_str(), scene.c_str(),
                str(o, "projectPath").c_str());
    // What the main thread is doing (the health probe), when it is not simply ready.
    if (auto* h = o.if_contains("health");
        h && h->is_object() && str(h->as_object(), "state") != "ready") {
      std::printf("%-32s %s\n", "", str(h->as_object(), "summary").c_str());
      if (auto remedy = str(h->as_object(), "remedy"); !remedy.empty())
        std::printf("%-32s %s\n", "", remedy.c_str());
    }
    // Another agent's call that changes the whole editor, and the calls waiting for it.
    if (auto* l = o.if_contains("lease"); l && l->is_object()) {
      const auto& lease = l->as_object();
      std::string line = "lease:";
      if (auto* h = lease.if_contains("holder"); h && h->is_object())
        // Appended piece by piece: g++ 12 warns (-Wrestrict) on `"lit" + std::string` here.
        line.append(" ")
            .append(str(h->as_object(), "tool"))
            .append(" held by ")
            .append(str(h->as_object(), "client"))
            .append(" (session ")
            .append(str(h->as_object(), "session"))
            .append(") since ")
            .append(str(h->as_object(), "since"));
      if (auto* q = lease.if_contains("queue"); q && q->is_array() && !q->as_array().empty())
        line += "; " + std::to_string(q->as_array().size()) + " waiting";
      std::printf("%-32s %s\n", "", line.c_str());
    }
  }
}

}  // namespace patchbay::cli
